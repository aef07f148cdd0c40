import { request as httpRequest } from 'node:http'
import { commerceUrl } from './customer'
import { expect, test } from './fixtures'

const pages = ['/de', '/en/cart', '/de/p/100002']

test.describe('security headers', () => {
  for (const path of pages) {
    test(`${path} runs its scripts under a nonce policy without violations`, async ({ page, visit }) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      const response = await visit(path)
      const policy = response?.headers()['content-security-policy'] ?? ''
      const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'))
      expect(scripts).toMatch(/^script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
      expect(scripts).not.toContain('unsafe-inline')
      expect(response?.headers()['x-frame-options']).toBe('DENY')
      expect(violations).toEqual([])
    })
  }

  test('every page gets a fresh nonce', async ({ request }) => {
    const first = (await request.get('/de')).headers()['content-security-policy']
    const second = (await request.get('/de')).headers()['content-security-policy']
    expect(first).not.toBe(second)
  })
})

test('a refused request with an unread body does not break the next one on the connection', async ({ request }) => {
  const body = 'x'.repeat(64 * 1024)
  for (let round = 0; round < 5; round += 1) {
    const forged = await request.post('/api/trpc/cart.removeCoupon', {
      headers: { origin: 'https://attacker.example', 'content-type': 'application/json' },
      data: body,
    })
    expect(forged.status()).toBe(403)
    const page = await request.post('/de', { headers: { 'content-type': 'text/plain' }, data: body })
    expect(page.status()).toBeLessThan(500)
    const next = await request.get('/api/trpc/store.switchers')
    expect(next.status()).toBe(200)
  }
})

test.describe('the commerce address', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'HTTP only: the desktop project runs it')

  /** A GET with the path exactly as given: fetch() would resolve its dot segments first. */
  const rawGet = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(commerceUrl)
      const sent = httpRequest({ hostname, port, path }, (answer) => {
        let body = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => {
          body += chunk
        })
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
      })
      sent.on('error', reject)
      sent.end()
    })

  const PREFIXES = ['', '/rest/V1', '/rest/default/V1', '/rest/en/V1', '/graphql', '/dev', '/media']
  const SHAPES = ['..', '%2e%2e', '%2E%2E']

  test('refuses dot segments and backslashes in the raw path on every route prefix with 400', async () => {
    const paths = PREFIXES.flatMap((prefix) => [
      ...SHAPES.flatMap((dots) => [
        `${prefix}/${dots}/${dots}/graphql?query=%7B__typename%7D`,
        `${prefix}/${dots}/${dots}/dev/mailbox.json`,
      ]),
      `${prefix}/x\\..\\..\\graphql?query=%7B__typename%7D`,
      `${prefix}/%5C..%5Cdev/mailbox.json`,
    ])
    for (const path of paths) {
      const { status, body } = await rawGet(path)
      expect(status, path).toBe(400)
      expect(JSON.parse(body), path).toEqual({ message: 'The request path is invalid.', parameters: [] })
    }
    expect((await rawGet('/graphql?query=%7B__typename%7D')).status).toBe(200)
  })
})
