/**
 * D1 read replication (commerce/src/kernel/database-session.ts): every request reads in a D1 session, started at the
 * bookmark its caller hands in `x-d1-bookmark`, and answers the session's latest bookmark in the same header.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { database } from '../../../commerce/src/kernel/database'
import { BOOKMARK_HEADER, databaseSession, withBookmark } from '../../../commerce/src/kernel/database-session'
import { ENDPOINT } from './graphql'
import { adminToken, stockedSkus } from './request-helpers'

const COMMERCE_DB = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB

/** A GraphQL call with an optional bookmark: the answer's data and the bookmark it carries. */
async function graphql(query: string, variables: Record<string, unknown>, bookmark?: string) {
  const headers = new Headers({ 'content-type': 'application/json', store: 'de' })
  if (bookmark) headers.set(BOOKMARK_HEADER, bookmark)
  const response = await env.COMMERCE.fetch(ENDPOINT, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
  const body = (await response.json()) as { data?: any; errors?: unknown[] }
  return { status: response.status, body, bookmark: response.headers.get(BOOKMARK_HEADER) }
}

const NEW_CART = 'mutation { createEmptyCart }'
const ADD = `mutation ($cart: String!, $sku: String!) {
  addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 2 }]) { cart { total_quantity } } }`
const CART = 'query ($cart: String!) { cart(cart_id: $cart) { total_quantity items { product { sku } } } }'

const newer = (later: string | null, earlier: string | null) => (later ?? '').localeCompare(earlier ?? '') > 0

describe('bookmarks over GraphQL', () => {
  it('answers each write its bookmark, a later write a newer one', async () => {
    const first = await graphql(NEW_CART, {})
    const second = await graphql(NEW_CART, {}, first.bookmark ?? undefined)
    expect(first.bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/)
    expect(newer(second.bookmark, first.bookmark)).toBe(true)
  })

  it('reads with the bookmark of the write before: the cart has the line just added', async () => {
    const [sku] = (await stockedSkus(1)) as [string]
    const created = await graphql(NEW_CART, {})
    const cart = created.body.data.createEmptyCart as string
    const added = await graphql(ADD, { cart, sku }, created.bookmark ?? undefined)
    expect(newer(added.bookmark, created.bookmark)).toBe(true)

    const read = await graphql(CART, { cart }, added.bookmark ?? undefined)
    expect(read.body.data.cart).toEqual({ total_quantity: 2, items: [{ product: { sku } }] })
    // The session started at the bookmark handed in: what it answers is never older.
    expect((read.bookmark ?? '').localeCompare(added.bookmark ?? '')).toBeGreaterThanOrEqual(0)
  })

  it('ignores a bookmark that is not one, and answers as without it', async () => {
    for (const bookmark of ["x'; DROP TABLE quote; --", 'a'.repeat(500), '--']) {
      const answer = await graphql(NEW_CART, {}, bookmark)
      expect(answer.status).toBe(200)
      expect(answer.body.data.createEmptyCart).toMatch(/^[A-Za-z0-9]{32}$/)
    }
  })
})

describe('bookmarks over REST', () => {
  it('the admin REST answers the bookmark of its session too (it starts at the primary)', async () => {
    const response = await env.COMMERCE.fetch('https://commerce/rest/V1/orders?searchCriteria[pageSize]=1', {
      headers: { authorization: `Bearer ${await adminToken()}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get(BOOKMARK_HEADER)).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/)
  })
})

describe('a D1 binding without the Sessions API', () => {
  const request = new Request('https://commerce/graphql', { headers: { [BOOKMARK_HEADER]: '00000000-00000001' } })

  it('is used as it is: queries run, and no bookmark is answered', async () => {
    const plain = { prepare: (sql: string) => COMMERCE_DB.prepare(sql), batch: COMMERCE_DB.batch.bind(COMMERCE_DB) }
    const session = databaseSession(plain, request, 'first-unconstrained')
    const stores = await database(session.d1).$client.prepare('SELECT count(*) AS n FROM store').first<{ n: number }>()
    expect(stores?.n).toBeGreaterThan(0)
    expect(session.bookmark()).toBeNull()
    expect(withBookmark(new Response('ok'), session).headers.has(BOOKMARK_HEADER)).toBe(false)
  })

  it('while the binding with it answers the session bookmark after a query', async () => {
    const session = databaseSession(COMMERCE_DB, request, 'first-unconstrained')
    await database(session.d1).$client.prepare('SELECT count(*) AS n FROM store').first()
    expect(withBookmark(new Response('ok'), session).headers.get(BOOKMARK_HEADER)).toBe(session.bookmark())
    expect(session.bookmark()).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/)
  })
})
