/**
 * The fuzz test of tests/integration/server/abuse.test.ts carried to commerce itself (issue 29): generated values
 * for commerce's GraphQL list inputs (of any length and content) and for the admin and customer REST routes (query
 * strings in bracket notation with prototype keys and odd numbers, JSON bodies of every shape, the generators of
 * tests/abuse/abuse.ts). Not one answer may be a 5xx, an "internal" GraphQL error or carry a stack trace.
 */

import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { invalidInput } from '../../abuse/abuse'
import { signedInCustomer } from './customer-helpers'
import { call } from './graphql'
import { adminToken, buyerWithCart, checkout, placeRequest, stockedSkus } from './request-helpers'

const RUNS = 150
const STACK = /\n\s+at |\.ts:\d+/

/** Strings of every kind and length, lists of them from empty to thousands. */
const value = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^\d{1,30}$/),
  fc.constantFrom('__proto__', 'constructor', 'toString', "' OR 1=1 --", '%', '_', '\u0000', 'NaN', '-1', '1e400'),
)
const list = fc.oneof(
  fc.array(value, { maxLength: 150 }),
  fc.array(value, { minLength: 99, maxLength: 102 }),
  fc.integer({ min: 1, max: 5000 }).map((n) => Array.from({ length: n }, (_, i) => String(i))),
)

type Tally = Map<number, number>
const count = (tally: Tally, status: number) => tally.set(status, (tally.get(status) ?? 0) + 1)

async function graphql(query: string, variables: Record<string, unknown>, token: string | undefined, tally: Tally) {
  const { status, body } = await call(query, { store: 'en', token, variables })
  count(tally, status)
  const text = JSON.stringify(body)
  expect(status, text.slice(0, 300)).toBeLessThan(500)
  expect(text).not.toMatch(STACK)
  const internal = body.errors?.filter((e) => e.extensions?.category === 'internal') ?? []
  expect(internal, `${query.slice(0, 60)}: ${JSON.stringify(variables).slice(0, 200)}`).toEqual([])
}

describe('commerce GraphQL list inputs', () => {
  let token: string
  let wishlistId: string
  let cartId: string
  beforeAll(async () => {
    token = (await signedInCustomer({}, 'en')).token
    const wishlist = await call('{ customer { wishlists { id } } }', { store: 'en', token })
    wishlistId = wishlist.body.data?.customer.wishlists[0]?.id ?? '0'
    cartId = (await call('{ customerCart { id } }', { store: 'en', token })).body.data?.customerCart.id
  })

  const OPERATIONS: [string, string, (values: string[]) => Record<string, unknown>, boolean][] = [
    [
      'products by sku, url key, option and category ids',
      `query ($v: [String]) {
        a: products(filter: { sku: { in: $v } }) { total_count items { sku } }
        b: products(filter: { url_key: { in: $v } }) { total_count }
        c: products(filter: { material: { in: $v }, color: { in: $v } }) { total_count }
        d: products(filter: { category_id: { in: $v } }) { total_count }
        e: products(filter: { category_uid: { in: $v } }) { total_count } }`,
      (v) => ({ v }),
      false,
    ],
    [
      'cmsBlocks',
      'query ($v: [String]) { cmsBlocks(identifiers: $v) { items { identifier } } }',
      (v) => ({ v }),
      false,
    ],
    [
      'customer.orders by number and status',
      `query ($v: [String]) { customer {
        a: orders(filter: { number: { in: $v } }) { total_count }
        b: orders(filter: { status: { in: $v } }) { total_count } } }`,
      (v) => ({ v }),
      true,
    ],
    [
      'removeProductsFromWishlist',
      `mutation ($id: ID!, $v: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $v) {
        user_errors { code } } }`,
      (v) => ({ id: wishlistId, v }),
      true,
    ],
    [
      'addProductsToWishlist',
      `mutation ($id: ID!, $v: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $v) {
        user_errors { code } } }`,
      (v) => ({ id: wishlistId, v: v.slice(0, 200).map((sku) => ({ sku, quantity: 1 })) }),
      true,
    ],
    [
      'addProductsToCart',
      `mutation ($id: String!, $v: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $v) {
        user_errors { code } } }`,
      (v) => ({ id: cartId, v: v.slice(0, 200).map((sku) => ({ sku, quantity: 1 })) }),
      true,
    ],
  ]

  it.each(OPERATIONS)(
    'answers %s for generated lists without a 5xx or an internal error',
    {
      timeout: 300_000,
    },
    async (_, query, variables, signedIn) => {
      const tally: Tally = new Map()
      for (const values of fc.sample(list, { numRuns: RUNS, seed: 29 })) {
        await graphql(query, variables(values), signedIn ? token : undefined, tally)
      }
      console.info(`fuzz ${_}:`, Object.fromEntries(tally))
    },
  )
})

describe('commerce REST routes', () => {
  let token: string
  let orderId: number
  beforeAll(async () => {
    token = await adminToken()
    const [sku] = (await stockedSkus(1)) as [string]
    const buyer = await buyerWithCart({ [sku]: 1 }, 'en')
    await checkout(buyer)
    orderId = Number((await placeRequest(buyer, 'QUOTE')).number)
  })

  async function send(method: string, path: string, body?: string, bearer: string | undefined = token) {
    const headers = new Headers({ 'content-type': 'application/json' })
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`)
    const response = await env.COMMERCE.fetch(`https://commerce${path}`, { method, headers, body })
    const text = await response.text()
    expect(
      response.status,
      `${method} ${path.slice(0, 200)} ${(body ?? '').slice(0, 200)}: ${text.slice(0, 200)}`,
    ).toBeLessThan(500)
    expect(text).not.toMatch(STACK)
    if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
      const json = JSON.parse(text)
      expect(typeof json === 'object' && json !== null && 'message' in json, text.slice(0, 200)).toBe(true)
    }
    return response.status
  }

  /** Bracket keys of searchCriteria, prototype keys among them, and their generated values. */
  const part = fc.oneof(
    fc.constantFrom('filter_groups', 'filters', 'field', 'value', 'condition_type', 'sortOrders', 'sort_orders'),
    fc.constantFrom('pageSize', 'page_size', 'currentPage', 'current_page', 'direction', '0', '1', ''),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'),
  )
  const queryValue = fc.oneof(
    value,
    fc.constantFrom('1.5', '1e400', '12345678901234567890', '0', '-5', '300', '301', 'in', 'nin', 'like', 'eq'),
    fc.constantFrom('increment_id', 'status', 'billing_company', 'created_at', 'grand_total'),
    list.map((values) => values.join(',')),
  )
  const queryString = fc
    .array(fc.tuple(fc.array(part, { minLength: 1, maxLength: 6 }), queryValue), { maxLength: 12 })
    .map((pairs) => {
      const params = new URLSearchParams()
      for (const [path, v] of pairs) params.append(`searchCriteria${path.map((p) => `[${p}]`).join('')}`, v)
      return params.toString()
    })

  it('answers the order search for generated searchCriteria without a 5xx', { timeout: 300_000 }, async () => {
    const tally: Tally = new Map()
    for (const query of fc.sample(queryString, { numRuns: RUNS * 4, seed: 29 })) {
      count(tally, await send('GET', `/rest/V1/orders?${query}`))
    }
    console.info('fuzz GET /rest/V1/orders:', Object.fromEntries(tally))
    expect(tally.get(200)).toBeGreaterThan(0)
  })

  const body = fc.oneof(
    invalidInput.map((v) => JSON.stringify(v) ?? ''),
    fc.record({ statusHistory: invalidInput }).map((v) => JSON.stringify(v)),
    fc
      .record({
        comment: fc.oneof(value, fc.anything()),
        status: fc.oneof(value, fc.constantFrom('quote_requested', 'processing'), fc.anything()),
        is_customer_notified: fc.anything(),
        is_visible_on_front: fc.anything(),
      })
      .map((statusHistory) => JSON.stringify({ statusHistory })),
    // a status the order may keep, so that the comment itself is read
    fc
      .record({
        comment: fc.oneof(fc.anything(), fc.string({ maxLength: 70_000 })),
        status: fc.constant('quote_requested'),
      })
      .map((statusHistory) => JSON.stringify({ statusHistory })),
    fc.record({ review: fc.record({ status: fc.anything() }) }).map((v) => JSON.stringify(v)),
    fc.record({ customer: invalidInput, password: invalidInput }).map((v) => JSON.stringify(v)),
    fc.record({ username: invalidInput, password: invalidInput }).map((v) => JSON.stringify(v)),
    fc.string({ unit: 'binary', maxLength: 200 }),
  )

  it('answers the admin and customer REST routes for generated bodies without a 5xx', {
    timeout: 600_000,
  }, async () => {
    const routes: [string, string, string | undefined][] = [
      ['POST', `/rest/V1/orders/${orderId}/comments`, token],
      ['POST', `/rest/V1/order/${orderId}/offer-preview`, token],
      ['POST', `/rest/V1/order/${orderId}/confirmation-preview`, token],
      ['PUT', '/rest/V1/reviews/1', token],
      ['POST', '/rest/V1/integration/admin/token', undefined],
      ['POST', '/rest/en/V1/customers', undefined],
    ]
    const tally: Tally = new Map()
    const bodies = fc.sample(body, { numRuns: RUNS, seed: 29 })
    for (const [method, path, bearer] of routes) {
      for (const sent of bodies) count(tally, await send(method, path, sent, bearer))
    }
    console.info('fuzz REST bodies:', Object.fromEntries(tally))
  })

  it('answers generated ids and paths of the REST routes without a 5xx', { timeout: 300_000 }, async () => {
    const id = fc.oneof(fc.stringMatching(/^\d{1,30}$/), fc.constantFrom('0', '00', '9007199254740993'))
    const tally: Tally = new Map()
    for (const given of fc.sample(id, { numRuns: RUNS, seed: 29 })) {
      for (const path of [
        `/rest/V1/orders/${given}`,
        `/rest/V1/order/${given}/documents`,
        `/rest/V1/order/${given}/offer-draft`,
        `/rest/V1/documents/${given}`,
        `/rest/V1/documents/${given}/pdf`,
        `/rest/V1/reviews?status=${given}`,
      ]) {
        count(tally, await send('GET', path))
      }
    }
    console.info('fuzz REST ids:', Object.fromEntries(tally))
  })
})
