/**
 * The API as an attacker and a careless script use it (issue 11): generated invalid input to every procedure,
 * forged mutations, abused batches. The procedures are read from the router, so a new one is covered at once.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CartView } from '../../../contract/cart'
import { MAX_BATCH_SIZE } from '../../../contract/limits'
import { api } from '../../../server/app'
import { appRouter } from '../../../server/router'
import { type Row, simple } from './seeded'
import { SHOP } from './trpc'
import { Visitor } from './visitor'

// tRPC keeps every procedure in one flat map by its dotted path; its declared type is the nested router record.
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
const queries = procedures.filter(([, procedure]) => procedure._def.type === 'query').map(([path]) => path)
const mutations = procedures.filter(([, procedure]) => procedure._def.type === 'mutation').map(([path]) => path)

/** Inputs no procedure expects: wrong types, huge and odd strings, deep and wide objects, prototype keys. */
const invalidInput = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: false }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('x'.repeat(100_000), '\u0000', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --"),
  fc.dictionary(
    fc.constantFrom('sku', 'quantity', 'uid', 'code', 'email', 'password', 'path', 'page', '__proto__', 'constructor'),
    fc.oneof(fc.double(), fc.integer(), fc.string({ maxLength: 5000 }), fc.array(fc.anything(), { maxLength: 50 })),
  ),
  fc.array(fc.integer(), { maxLength: 1000 }),
)

type BatchItem = { result?: unknown; error?: { message?: unknown; data?: { httpStatus?: number; stack?: unknown } } }

/** One batched call of `path` with each input, as the tRPC batch link sends it. */
async function batch(path: string, inputs: unknown[], visitor: Visitor): Promise<Response> {
  const paths = inputs.map(() => path).join(',')
  const input = JSON.stringify(Object.fromEntries(inputs.map((value, i) => [i, value])))
  const headers = { cookie: visitor.cookie, 'x-store': 'en', 'cf-connecting-ip': '198.51.100.7' }
  if (queries.includes(path)) {
    const url = `${SHOP}/api/trpc/${paths}?batch=1&input=${encodeURIComponent(input)}`
    return api.fetch(new Request(url, { headers }))
  }
  return api.fetch(
    new Request(`${SHOP}/api/trpc/${paths}?batch=1`, {
      method: 'POST',
      headers: { ...headers, origin: SHOP, 'content-type': 'application/json' },
      body: input,
    }),
  )
}

describe('fuzzing every procedure', () => {
  // Issue 11: at least 1,000 generated inputs to every procedure (the whole router: tens of thousands of calls).
  const INPUTS_PER_PROCEDURE = 1000

  it(`answers ${INPUTS_PER_PROCEDURE} generated invalid inputs to each procedure without a 5xx or a stack`, {
    timeout: 900_000,
  }, async () => {
    const visitor = new Visitor('en')
    const statuses = new Map<number, number>()
    let sent = 0
    for (const [path] of procedures) {
      const inputs = fc.sample(invalidInput, { numRuns: INPUTS_PER_PROCEDURE, seed: 11 + sent })
      for (let start = 0; start < inputs.length; start += MAX_BATCH_SIZE) {
        const chunk = inputs.slice(start, start + MAX_BATCH_SIZE)
        const response = await batch(path, chunk, visitor)
        const text = await response.text()
        expect(text, `${path}: a stack trace`).not.toMatch(/\n\s+at |\.ts:\d+/)
        const items = JSON.parse(text) as BatchItem[] | BatchItem
        const answers = Array.isArray(items) ? items : chunk.map(() => items)
        for (const answer of answers) {
          const status = answer.error?.data?.httpStatus ?? (answer.error ? response.status : 200)
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          expect(status, `${path}: ${JSON.stringify(answer.error)}`).toBeLessThan(500)
          if (answer.error) {
            expect(typeof answer.error.message, path).toBe('string')
            expect(answer.error.data?.stack, path).toBeUndefined()
          }
        }
        sent += chunk.length
      }
    }
    console.info(
      `fuzz: ${sent} inputs to ${procedures.length} procedures; answers by status:`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    )
    expect(sent).toBe(INPUTS_PER_PROCEDURE * procedures.length)
  })
})

describe('forged mutations', () => {
  let plenty: Row
  let buyer: Visitor
  let before: CartView
  beforeAll(async () => {
    plenty = await simple('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 20')
    buyer = new Visitor('en')
    before = await buyer.add({ sku: plenty.sku, quantity: 2 })
  })

  const body = JSON.stringify({ sku: 'ANY', quantity: 1, uid: 'MQ==', code: 'PLATTE10' })
  const forgeries: [string, (path: string) => Request][] = [
    ['text/plain', (path) => post(path, { origin: SHOP, 'content-type': 'text/plain' }, body)],
    [
      'a form',
      (path) => post(path, { origin: SHOP, 'content-type': 'application/x-www-form-urlencoded' }, 'sku=ANY&quantity=1'),
    ],
    [
      'multipart',
      (path) => {
        const form = new FormData()
        form.set('sku', 'ANY')
        return new Request(`${SHOP}/api/trpc/${path}`, { method: 'POST', headers: { origin: SHOP }, body: form })
      },
    ],
    [
      'a foreign Origin',
      (path) => post(path, { origin: 'https://evil.test', 'content-type': 'application/json' }, body),
    ],
    [
      'a foreign Referer and no Origin',
      (path) => post(path, { referer: 'https://evil.test/', 'content-type': 'application/json' }, body),
    ],
    ['GET', (path) => new Request(`${SHOP}/api/trpc/${path}?input=${encodeURIComponent(body)}`)],
    [
      'PUT',
      (path) =>
        new Request(`${SHOP}/api/trpc/${path}`, {
          method: 'PUT',
          headers: { origin: SHOP, 'content-type': 'application/json' },
          body,
        }),
    ],
  ]

  function post(path: string, headers: Record<string, string>, payload: BodyInit): Request {
    return new Request(`${SHOP}/api/trpc/${path}`, { method: 'POST', headers, body: payload })
  }

  it.each(forgeries)('refuses every mutation sent as %s, and nothing changes', async (_, forge) => {
    const answers = new Map<number, number>()
    for (const path of mutations) {
      const request = forge(path)
      request.headers.set('cookie', buyer.cookie)
      const response = await api.fetch(request)
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1)
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
      expect(response.headers.getSetCookie(), path).toEqual([])
    }
    expect([...answers.keys()].every((status) => status === 403 || status === 405)).toBe(true)
    expect(await buyer.cart()).toEqual(before)
  })
})

describe('batch abuse', () => {
  it(`refuses a batch of more than ${MAX_BATCH_SIZE} calls`, async () => {
    const response = await batch('store.switchers', Array(MAX_BATCH_SIZE + 1).fill(null), new Visitor())
    expect(response.status).toBe(400)
  })

  it('answers a batch of one procedure ten times, each on its own', async () => {
    const response = await batch('session.state', Array(MAX_BATCH_SIZE).fill(null), new Visitor())
    expect(response.status).toBe(200)
    expect((await response.json()) as unknown[]).toHaveLength(MAX_BATCH_SIZE)
  })

  it('refuses a huge batch body readably, without a 5xx', async () => {
    const huge = Array(MAX_BATCH_SIZE).fill({ sku: 'x'.repeat(200_000), quantity: 1 })
    const response = await batch('cart.add', huge, new Visitor())
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(await response.text()).not.toMatch(/\n\s+at /)
  })
})
