import fc from 'fast-check'
import { MAX_BATCH_SIZE } from '../../contract/limits'
import { batchRequest, forgeries, invalidInput, judgeBatch, procedures } from '../abuse/abuse'
import { expect, test } from './fixtures'

/**
 * Forged mutations and a slice of the fuzz through the built storefront Worker (issue 11): its real entry (pages,
 * API, body draining, security headers) under wrangler dev, with its service binding to the commerce Worker. The
 * full fuzz (1,000 inputs to every procedure) runs in-process in tests/integration/server/abuse.test.ts. Plain HTTP
 * from Node, no browser: one project is enough.
 */
test.skip(() => test.info().project.name !== 'desktop', 'HTTP only: the desktop project runs it')

const INPUTS_PER_PROCEDURE = 200

/** The cookies a response sets, as a Cookie header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

async function cartOf(shop: string, cookie: string): Promise<unknown> {
  const response = await fetch(`${shop}/api/trpc/cart.get`, { headers: { cookie } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { result: { data: unknown } }).result.data
}

test('refuses every mutation forged in every way, and the cart stays as it was', async ({ baseURL }) => {
  const shop = baseURL as string
  const added = await fetch(`${shop}/api/trpc/cart.add`, {
    method: 'POST',
    headers: { origin: shop, 'content-type': 'application/json' },
    body: JSON.stringify({ sku: '100017', quantity: 2 }),
  })
  expect(added.status).toBe(200)
  const cookie = cookiesOf(added)
  const before = await cartOf(shop, cookie)

  for (const [way, forge] of forgeries) {
    for (const path of procedures.mutations) {
      const request = forge(shop, path)
      request.headers.set('cookie', cookie)
      const response = await fetch(request)
      await response.arrayBuffer()
      expect([403, 405], `${path} sent as ${way}`).toContain(response.status)
      expect(response.headers.getSetCookie(), `${path} sent as ${way}`).toEqual([])
    }
  }
  expect(await cartOf(shop, cookie)).toEqual(before)
})

test(`answers ${INPUTS_PER_PROCEDURE} generated invalid inputs to each procedure without a 5xx or a stack`, async ({
  baseURL,
}) => {
  test.setTimeout(900_000)
  const shop = baseURL as string
  const statuses = new Map<number, number>()
  let sent = 0
  for (const path of [...procedures.queries, ...procedures.mutations]) {
    const inputs = fc.sample(invalidInput, { numRuns: INPUTS_PER_PROCEDURE, seed: 13 + sent })
    for (let start = 0; start < inputs.length; start += MAX_BATCH_SIZE) {
      const chunk = inputs.slice(start, start + MAX_BATCH_SIZE)
      const response = await fetch(batchRequest(shop, path, chunk, ''))
      const answered = judgeBatch(path, response.status, await response.text(), chunk.length, (ok, message) =>
        expect(ok, message).toBe(true),
      )
      for (const status of answered) statuses.set(status, (statuses.get(status) ?? 0) + 1)
      sent += chunk.length
    }
  }
  console.info(`fuzz through the Worker: ${sent} inputs; answers by status:`, Object.fromEntries(statuses))
  expect(sent).toBe(INPUTS_PER_PROCEDURE * (procedures.queries.length + procedures.mutations.length))
})
