/**
 * The backend-for-frontend against a commerce backend that fails (issue 11, items 3, 4 and 7): the stand-in
 * (tests/integration/setup/stand-in-commerce.js) takes the COMMERCE binding's place and refuses, resets, hangs,
 * answers 500, malformed JSON or a partial GraphQL error. A visitor gets a readable error with Retry-After, never a
 * 404 for a page that exists; the cart cookie is kept and the cart is whole once the backend is back.
 */
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RequestPlacedView } from '../../../contract/request'
import { readThrough } from '../../../server/cache/edge-cache'
import { backendFailure, CommerceError, isBackendFailure } from '../../../server/commerce/errors'
import { COMMERCE_DB } from '../commerce/customer-helpers'
import { data as commerceData } from '../commerce/graphql'
import { ADDRESS } from '../commerce/request-helpers'
import { type Row, simple } from './seeded'
import { signedInVisitor } from './signed-in'
import { data, error } from './trpc'
import { Visitor } from './visitor'

type Bindings = { COMMERCE: Fetcher; COMMERCE_STAND_IN: Fetcher }
const bindings = env as unknown as Bindings
const realCommerce = bindings.COMMERCE

async function backend(mode: string): Promise<void> {
  await bindings.COMMERCE_STAND_IN.fetch('https://stand-in/mode', { method: 'POST', body: mode })
  bindings.COMMERCE = mode === 'real' ? realCommerce : bindings.COMMERCE_STAND_IN
}

let plenty: Row
beforeAll(async () => {
  plenty = await simple('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 20')
})
afterEach(() => backend('real'))

const failures = [
  ['refuses the connection', 'refuse', 502, 'BACKEND_UNAVAILABLE'],
  ['breaks the answer off', 'reset', 502, 'BACKEND_UNAVAILABLE'],
  ['answers 500 with an error page', 'status500', 502, 'BACKEND_UNAVAILABLE'],
  ['answers malformed JSON', 'garbage', 502, 'BACKEND_UNAVAILABLE'],
] as const

describe.each(failures)('a backend that %s', (_, mode, status, reason) => {
  it(`answers the cart with ${status} ${reason}, Retry-After and a readable message; the cart survives`, async () => {
    const visitor = new Visitor('en')
    await visitor.add({ sku: plenty.sku, quantity: 2 })
    const cartId = visitor.cookies.get('vsf-cart')

    await backend(mode)
    const read = await visitor.query('cart.get')
    expect(read.status).toBe(status)
    expect(read.headers.get('retry-after')).toBe('60')
    const failed = await error(read)
    expect(failed.data.reason).toBe(reason)
    expect(failed.message).toBe('The shop backend cannot be reached right now. Please try again later.')
    expect(failed.data.stack).toBeUndefined()

    const add = await visitor.mutate('cart.add', { sku: plenty.sku, quantity: 1 })
    expect(add.status).toBe(status)
    expect(visitor.cookies.get('vsf-cart')).toBe(cartId)

    await backend('real')
    expect((await visitor.cart()).totalQuantity).toBe(2)
  })

  it('answers a catalogue path it cannot resolve as an outage, not as "no such page"', async () => {
    await backend(mode)
    const response = await new Visitor('en').query('catalog.route', { path: `no-cache-${crypto.randomUUID()}.html` })
    expect(response.status).toBe(status)
    expect((await error(response)).data.reason).toBe(reason)
  })
})

describe('a signed-in customer while the backend is down', () => {
  it('stays signed in: the header call fails as the backend did, the token and cart cookies stay', async () => {
    const { visitor } = await signedInVisitor('en')
    const token = visitor.cookies.get('vsf-customer')
    const cartId = visitor.cookies.get('vsf-cart')

    await backend('refuse')
    const me = await visitor.query('customer.me')
    expect(me.status).toBe(502)
    const failed = (await error(me)).data
    expect(failed.reason).toBe('BACKEND_UNAVAILABLE')
    expect(failed.redirectTo).toBeUndefined()
    expect(visitor.cookies.get('vsf-customer')).toBe(token)
    expect(visitor.cookies.get('vsf-cart')).toBe(cartId)

    await backend('real')
    expect(await data<{ firstname: string }>(await visitor.query('customer.me'))).toMatchObject({ firstname: 'Erika' })
  })

  it('still gets the catalogue kept at the edge for their customer group, as a guest does', async () => {
    const { visitor } = await signedInVisitor('en')
    const input = { term: plenty.sku }
    const before = await data(await visitor.query('catalog.stockList', input))

    await backend('refuse')
    const during = await visitor.query('catalog.stockList', input)
    expect(during.status).toBe(200)
    expect(await data(during)).toEqual(before)
  })

  it('gains nothing from a kept group once signed out: a copy of the token gets no catalogue during the outage', async () => {
    const { visitor } = await signedInVisitor('en')
    const token = visitor.cookies.get('vsf-customer') as string
    await data(await visitor.query('catalog.stockList', { term: plenty.sku }))
    await data(await visitor.mutate('customer.signOut', undefined))

    await backend('refuse')
    const replay = new Visitor('en')
    replay.cookies.set('vsf-customer', token)
    const during = await replay.query('catalog.stockList', { term: plenty.sku })
    expect(during.status).toBe(502)
    expect((await error(during)).data.reason).toBe('BACKEND_UNAVAILABLE')
  })
})

describe('a backend that answers with a partial GraphQL error', () => {
  it('answers the error readably, not half a cart', async () => {
    const visitor = new Visitor('en')
    await visitor.add({ sku: plenty.sku, quantity: 1 })
    await backend('partial')
    const response = await visitor.query('cart.get')
    expect(response.status).toBe(500)
    const failed = await error(response)
    expect(failed.message).toBe('Internal server error')
    expect(failed.data.stack).toBeUndefined()
    await backend('real')
    expect((await visitor.cart()).totalQuantity).toBe(1)
  })
})

describe('a backend that hangs', () => {
  it('gives up after the request timeout with 504 BACKEND_TIMEOUT and keeps the cart cookie', {
    timeout: 40_000,
  }, async () => {
    const visitor = new Visitor('en')
    await visitor.add({ sku: plenty.sku, quantity: 1 })
    await backend('hang')
    const response = await visitor.query('cart.get')
    expect(response.status).toBe(504)
    expect((await error(response)).data.reason).toBe('BACKEND_TIMEOUT')
    expect(visitor.cookies.has('vsf-cart')).toBe(true)
  })
})

describe('stale-if-error and stale-if-slow', () => {
  const strategy = { mode: 'public', maxAge: 0, staleWhileRevalidate: 0, staleIfError: 60 } as const
  const key = () => Promise.resolve(`https://edge.test/stale-if-error/${crypto.randomUUID()}`)

  it('answers an expired entry when the backend fails, and only then', async () => {
    const keyOf = await key()
    await readThrough(
      () => Promise.resolve(keyOf),
      strategy,
      async () => ({ name: 'Platten' }),
      isBackendFailure,
    )
    // Stored after the answer went out (waitUntil).
    const failing = await vi.waitFor(() =>
      readThrough(
        () => Promise.resolve(keyOf),
        strategy,
        () => Promise.reject(backendFailure(new Error('connection refused'))),
        isBackendFailure,
      ),
    )
    expect(failing).toEqual({ value: { name: 'Platten' }, status: 'STALE' })

    const refused = readThrough(
      () => Promise.resolve(keyOf),
      strategy,
      () => Promise.reject(new CommerceError('No such category.', 404, 'graphql-no-such-entity')),
      isBackendFailure,
    )
    await expect(refused).rejects.toThrow('No such category.')

    const fresh = await readThrough(
      () => Promise.resolve(keyOf),
      strategy,
      async () => ({ name: 'Stäbe' }),
      isBackendFailure,
    )
    expect(fresh).toEqual({ value: { name: 'Stäbe' }, status: 'MISS' })
  })

  it('answers an expired entry while the backend is slower than the budget, and keeps its late answer', async () => {
    const keyOf = await key()
    const read = (load: () => Promise<{ name: string }>) =>
      readThrough(() => Promise.resolve(keyOf), strategy, load, isBackendFailure)
    const failing = () => Promise.reject(backendFailure(new Error('connection refused')))
    await read(async () => ({ name: 'Platten' }))
    await vi.waitFor(() => read(failing))

    let answer: (value: { name: string }) => void = () => {}
    const slow = await read(() => new Promise((resolve) => (answer = resolve)))
    expect(slow).toEqual({ value: { name: 'Platten' }, status: 'STALE' })

    answer({ name: 'Stäbe' })
    await vi.waitFor(async () => expect(await read(failing)).toEqual({ value: { name: 'Stäbe' }, status: 'STALE' }))
  })
})

describe("the edge cache's write", () => {
  it('does not hold the answer: a read that misses answers while the cache is still storing it', async () => {
    const keyOf = `https://edge.test/write-behind/${crypto.randomUUID()}`
    const open = caches.open.bind(caches)
    let stored = () => {}
    // The runtime's cache, its write held until the test lets it finish.
    vi.spyOn(caches, 'open').mockImplementation(async (name) => {
      const cache = await open(name)
      return Object.assign(Object.create(cache), {
        match: cache.match.bind(cache),
        put: (...args: Parameters<Cache['put']>) =>
          new Promise<void>((resolve) => (stored = resolve)).then(() => cache.put(...args)),
      })
    })
    const strategy = { mode: 'public', maxAge: 60, staleWhileRevalidate: 0, staleIfError: 0 } as const
    const read = () =>
      readThrough(
        () => Promise.resolve(keyOf),
        strategy,
        async () => ({ name: 'Platten' }),
        isBackendFailure,
      )
    expect(await read()).toEqual({ value: { name: 'Platten' }, status: 'MISS' })
    stored()
    vi.restoreAllMocks()
    await vi.waitFor(async () => expect(await read()).toEqual({ value: { name: 'Platten' }, status: 'HIT' }))
  })
})

describe('a backend that fails while a request is being sent', () => {
  /** A signed-in customer with default addresses and an item in the cart. */
  async function buyer() {
    const { visitor } = await signedInVisitor('de', 'ausfall')
    await commerceData('mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', {
      token: visitor.cookies.get('vsf-customer'),
      variables: { input: { ...ADDRESS, default_billing: true, default_shipping: true } },
    })
    await visitor.add({ sku: plenty.sku, quantity: 2 })
    return visitor
  }
  const REQUEST = { type: 'quote' }
  const requestsOfCart = async (cartId: string) =>
    (
      await COMMERCE_DB.prepare(
        'SELECT increment_id FROM sales_order WHERE quote_id = (SELECT entity_id FROM quote WHERE masked_id = ?)',
      )
        .bind(cartId)
        .all<{ increment_id: string }>()
    ).results.map((o) => o.increment_id)

  it('after storing it answers the stored request, as the retry would', async () => {
    const visitor = await buyer()
    const cartId = visitor.cookies.get('vsf-cart') as string
    await backend('placedThenReset')
    const placed = await data<RequestPlacedView>(await visitor.mutate('request.place', REQUEST))
    expect(await requestsOfCart(cartId)).toEqual([placed.number])
  })

  it('and stays down says it cannot tell yet; sending again once it is back finds the one request', async () => {
    const visitor = await buyer()
    const cartId = visitor.cookies.get('vsf-cart')
    await backend('placedThenDown')
    const unconfirmed = await visitor.mutate('request.place', REQUEST)
    expect(unconfirmed.status).toBe(502)
    expect((await error(unconfirmed)).data.reason).toBe('REQUEST_UNCONFIRMED')
    expect(visitor.cookies.get('vsf-cart')).toBe(cartId)
    await backend('real')
    const placed = await data<RequestPlacedView>(await visitor.mutate('request.place', REQUEST))
    expect(await requestsOfCart(cartId as string)).toEqual([placed.number])
  })

  it('before storing it leaves the cart as it was: unavailable, nothing sent', async () => {
    const visitor = await buyer()
    await backend('refuse')
    const failed = await visitor.mutate('request.place', REQUEST)
    expect((await error(failed)).data.reason).toBe('BACKEND_UNAVAILABLE')
    await backend('real')
    expect((await visitor.cart()).totalQuantity).toBe(2)
  })
})
