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
import { batchRequest, forgeries, invalidInput, judgeBatch, procedures } from '../../abuse/abuse'
import { type Row, simple } from './seeded'
import { SHOP } from './trpc'
import { Visitor } from './visitor'

// tRPC keeps every procedure in one flat map by its dotted path; its declared type is the nested router record.
const routed = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
const paths = routed.map(([path]) => path)

async function batch(path: string, inputs: unknown[], visitor: Visitor): Promise<Response> {
  return await api.fetch(batchRequest(SHOP, path, inputs, visitor.cookie))
}

it('lists every procedure of the router for the tests through the built Worker (tests/abuse/procedures.ts)', () => {
  const ofType = (type: string) => routed.filter(([, procedure]) => procedure._def.type === type).map(([p]) => p)
  expect(procedures).toEqual({ queries: ofType('query'), mutations: ofType('mutation') })
})

describe('fuzzing every procedure', () => {
  // Issue 11: at least 1,000 generated inputs to every procedure (the whole router: tens of thousands of calls).
  const INPUTS_PER_PROCEDURE = 1000

  it(`answers ${INPUTS_PER_PROCEDURE} generated invalid inputs to each procedure without a 5xx or a stack`, {
    timeout: 900_000,
  }, async () => {
    const visitor = new Visitor('en')
    const statuses = new Map<number, number>()
    let sent = 0
    for (const path of paths) {
      const inputs = fc.sample(invalidInput, { numRuns: INPUTS_PER_PROCEDURE, seed: 11 + sent })
      for (let start = 0; start < inputs.length; start += MAX_BATCH_SIZE) {
        const chunk = inputs.slice(start, start + MAX_BATCH_SIZE)
        const response = await batch(path, chunk, visitor)
        const answered = judgeBatch(path, response.status, await response.text(), chunk.length, (ok, message) =>
          expect(ok, message).toBe(true),
        )
        for (const status of answered) statuses.set(status, (statuses.get(status) ?? 0) + 1)
        sent += chunk.length
      }
    }
    console.info(
      `fuzz: ${sent} inputs to ${paths.length} procedures; answers by status:`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    )
    expect(sent).toBe(INPUTS_PER_PROCEDURE * paths.length)
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

  it.each(forgeries)('refuses every mutation sent as %s, and nothing changes', async (_, forge) => {
    const answers = new Map<number, number>()
    for (const path of procedures.mutations) {
      const request = forge(SHOP, path)
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
