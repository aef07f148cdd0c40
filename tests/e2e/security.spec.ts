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
