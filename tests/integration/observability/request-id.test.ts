/**
 * One request id through the three Workers (issue 40, operations): the storefront and the desk take Cloudflare's ray
 * id, never an outside caller's `x-request-id`, send it to commerce with every call, and echo it; commerce takes the
 * id its callers send.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import desk from '../../../desk/worker'
import { observed } from '../../../observability/observed'
import { api } from '../../../server/app'
import { type Row, simple } from '../server/seeded'
import { SHOP } from '../server/trpc'
import { bindCommerce, bindings, deskEnv, realCommerce, requestIdsCommerceGot, standIn } from './bindings'

/** The storefront's API as its Worker entry serves it (server/worker.ts wraps the pages and the site app alike). */
const storefront = observed({ fetch: (request: Request) => api.fetch(request) }, { trustCaller: false })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

let product: Row
beforeAll(async () => {
  product = await simple('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 5')
})
afterEach(async () => {
  await standIn('pass')
  bindCommerce(realCommerce)
})

async function addToCart(headers: Record<string, string>): Promise<Response> {
  return storefront.fetch(
    new Request(`${SHOP}/api/trpc/cart.add`, {
      method: 'POST',
      headers: { origin: SHOP, 'content-type': 'application/json', 'x-store': 'en', ...headers },
      body: JSON.stringify({ sku: product.sku, quantity: 1 }),
    }),
  )
}

describe('the storefront', () => {
  it("sends Cloudflare's ray id to commerce with each call and echoes it; a visitor's x-request-id is ignored", async () => {
    bindCommerce(await standIn('pass'))
    await requestIdsCommerceGot()

    const answer = await addToCart({ 'cf-ray': '8f1b2c3d4e5f6a7b-FRA', 'x-request-id': 'chosen-by-the-visitor' })

    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-request-id')).toBe('8f1b2c3d4e5f6a7b-FRA')
    const ids = await requestIdsCommerceGot()
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids)).toEqual(new Set(['8f1b2c3d4e5f6a7b-FRA']))
  })

  it('makes an id of its own without a ray id, one per request', async () => {
    bindCommerce(await standIn('pass'))
    await requestIdsCommerceGot()

    const first = (await addToCart({})).headers.get('x-request-id')
    const second = (await addToCart({})).headers.get('x-request-id')

    expect(first).toMatch(UUID)
    expect(second).toMatch(UUID)
    expect(second).not.toBe(first)
    expect(new Set(await requestIdsCommerceGot())).toEqual(new Set([first, second]))
  })
})

describe('the sales desk', () => {
  it("sends Cloudflare's ray id to commerce and echoes it; a caller's x-request-id is ignored", async () => {
    bindCommerce(await standIn('pass'))
    await requestIdsCommerceGot()

    const answer = await desk.request(
      'http://desk.test/healthz',
      { headers: { 'cf-ray': '8f1b2c3d4e5f6a7c-FRA', 'x-request-id': 'chosen-by-the-caller' } },
      deskEnv(),
    )

    expect(answer.headers.get('x-request-id')).toBe('8f1b2c3d4e5f6a7c-FRA')
    expect(await requestIdsCommerceGot()).toEqual(['8f1b2c3d4e5f6a7c-FRA'])
  })
})

describe('commerce', () => {
  it("takes its caller's request id and echoes it", async () => {
    const answer = await bindings.COMMERCE.fetch('https://commerce/healthz', {
      headers: { 'x-request-id': '8f1b2c3d4e5f6a7d-FRA' },
    })
    expect(answer.headers.get('x-request-id')).toBe('8f1b2c3d4e5f6a7d-FRA')
  })

  it('makes an id of its own for a call without one, or with one that is not an id', async () => {
    const without = await bindings.COMMERCE.fetch('https://commerce/healthz')
    const malformed = await bindings.COMMERCE.fetch('https://commerce/healthz', {
      headers: { 'x-request-id': '{"level":"error"} forged' },
    })
    expect(without.headers.get('x-request-id')).toMatch(UUID)
    expect(malformed.headers.get('x-request-id')).toMatch(UUID)
  })

  it('echoes the id on a GraphQL answer too', async () => {
    const answer = await bindings.COMMERCE.fetch('https://commerce/graphql?query=%7B__typename%7D', {
      headers: { 'x-request-id': 'shop-request-1' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-request-id')).toBe('shop-request-1')
  })
})
