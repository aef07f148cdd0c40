/**
 * Lists a caller sends work at every length the input allows (issue 29, finding 1): D1 binds at most 100 parameters
 * per statement, so each list goes in as one JSON parameter (commerce/src/kernel/lists.ts). Every operation that
 * takes a list is called with 99, 100 and 101 values and with the most its input takes: a GraphQL request of up to
 * 256 KB (MAX_REQUEST_BYTES), a REST query string of up to 16 KB (Cloudflare's URL limit).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_REQUEST_BYTES } from '../../../commerce/src/kernel/endpoint'
import { COMMERCE_DB, signedInCustomer } from './customer-helpers'
import { call, data } from './graphql'
import { adminToken, type Buyer, buyerWithCart, checkout, placeRequest, rest, stockedSkus } from './request-helpers'

const LENGTHS = [99, 100, 101]
/** Values `value(i)` as many as fit into a GraphQL request with room to spare for the document. */
function most(value: (i: number) => string, room = MAX_REQUEST_BYTES - 4096): string[] {
  const values: string[] = []
  let size = 0
  for (let i = 0; ; i++) {
    const next = value(i)
    size += next.length + 3
    if (size > room) return values
    values.push(next)
  }
}
const filler = (prefix: string) => (i: number) => `${prefix}-${String(i).padStart(6, '0')}`
/** `count` values: the real ones first, made up ones after. */
const padded = (real: string[], count: number, prefix: string) => [
  ...real.slice(0, count),
  ...Array.from({ length: Math.max(0, count - real.length) }, (_, i) => filler(prefix)(i)),
]

let skus: string[]
let urlKeys: string[]
beforeAll(async () => {
  const { results } = await COMMERCE_DB.prepare(
    `SELECT e.sku, coalesce(s.url_key, d.url_key) AS url_key FROM catalog_product_entity e
     JOIN catalog_product_entity_store d ON d.entity_id = e.entity_id AND d.store_id = 0
     LEFT JOIN catalog_product_entity_store s ON s.entity_id = e.entity_id
       AND s.store_id = (SELECT store_id FROM store WHERE code = 'en')
     WHERE e.visibility = 4 ORDER BY e.entity_id LIMIT 120`,
  ).all<{ sku: string; url_key: string }>()
  skus = results.map((r) => r.sku)
  urlKeys = results.map((r) => r.url_key)
})

describe('products(filter: {sku: {in}}) and url_key in', () => {
  const PRODUCTS = `query ($skus: [String], $keys: [String], $size: Int) {
    a: products(filter: { sku: { in: $skus } }, pageSize: $size) { total_count items { sku } }
    b: products(filter: { url_key: { in: $keys } }, pageSize: $size) { total_count }
  }`

  it.each(LENGTHS)('finds the products of %i skus and url keys', async (length) => {
    const found = await data(PRODUCTS, {
      store: 'en',
      variables: { skus: padded(skus, length, 'NO-SKU'), keys: padded(urlKeys, length, 'no-key'), size: 300 },
    })
    const expected = Math.min(length, skus.length)
    expect(found.a.total_count).toBe(expected)
    expect(found.b.total_count).toBe(expected)
  })

  it('answers a sku list as long as a request may be', async () => {
    const values = [...skus.slice(0, 3), ...most(filler('NO-SKU'), MAX_REQUEST_BYTES / 2 - 4096)]
    expect(values.length).toBeGreaterThan(5_000)
    const found = await data(PRODUCTS, { store: 'en', variables: { skus: values, keys: values, size: 300 } })
    expect(found.a.total_count).toBe(3)
    expect(found.b.total_count).toBe(0)
  })

  it('answers a long list of option ids, digits too large for a number among them', async () => {
    const ids = [...Array.from({ length: 150 }, (_, i) => String(i)), '9'.repeat(400)]
    const { status, body } = await call(
      'query ($ids: [String]) { products(filter: { material: { in: $ids } }) { total_count } }',
      { store: 'en', variables: { ids } },
    )
    expect(status).toBe(200)
    expect(body.errors).toBeUndefined()
  })
})

describe('cmsBlocks(identifiers)', () => {
  const BLOCKS = 'query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier } } }'

  it.each([...LENGTHS, 150])('answers %i identifiers, the known ones found', async (length) => {
    const ids = ['footer', ...Array.from({ length: length - 2 }, (_, i) => filler('no-block')(i)), '1']
    const { status, body } = await call(BLOCKS, { store: 'en', variables: { ids } })
    expect(status).toBe(200)
    // Magento names every identifier it did not find; the answer is a readable error, not a 500.
    expect(body.errors?.[0]?.extensions?.category ?? 'none').not.toBe('internal')
  })

  it('answers as many identifiers as a request may carry', async () => {
    const { status, body } = await call(BLOCKS, { store: 'en', variables: { ids: most(filler('no-block')) } })
    expect(status).toBe(200)
    expect(body.errors?.[0]?.extensions?.category).not.toBe('internal')
  })
})

describe('customer.orders(filter: {number: {in}, status: {in}})', () => {
  let buyer: Buyer
  let number: string
  beforeAll(async () => {
    const [sku] = (await stockedSkus(1)) as [string]
    buyer = await buyerWithCart({ [sku]: 2 }, 'en')
    await checkout(buyer)
    number = (await placeRequest(buyer, 'QUOTE')).number
  })
  const ORDERS = `query ($numbers: [String], $statuses: [String]) { customer {
    a: orders(filter: { number: { in: $numbers } }) { total_count items { number } }
    b: orders(filter: { status: { in: $statuses } }) { total_count } } }`

  it.each([...LENGTHS, 150])('finds the order among %i numbers and statuses', async (length) => {
    const found = await data(ORDERS, {
      store: 'en',
      token: buyer.token,
      variables: {
        numbers: padded([number], length, '9'),
        statuses: padded(['quote_requested'], length, 'no_status'),
      },
    })
    expect(found.customer.a.items).toEqual([{ number }])
    expect(found.customer.b.total_count).toBe(1)
  })

  it('answers lists as long as a request may carry', async () => {
    const numbers = [number, ...most(filler('9'), MAX_REQUEST_BYTES / 2 - 4096)]
    const found = await data(ORDERS, { store: 'en', token: buyer.token, variables: { numbers, statuses: numbers } })
    expect(found.customer.a.total_count).toBe(1)
  })
})

describe('wishlist: removing and clearing many items', () => {
  const ADD = `mutation ($items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { message } wishlist { id items_count } } }`
  const REMOVE = `mutation ($id: ID!, $ids: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { user_errors { code } wishlist { items_count } } }`
  const ITEMS = '{ customer { wishlists { items_v2(pageSize: 300) { items { id } } } } }'

  it.each(LENGTHS)('removes all of %i items at once (the storefront’s "remove all")', async (length) => {
    const { token } = await signedInCustomer({}, 'en')
    const items = skus.slice(0, length).map((sku) => ({ sku, quantity: 1 }))
    expect(items).toHaveLength(length)
    const added = await data(ADD, { store: 'en', token, variables: { items } })
    expect(added.addProductsToWishlist.user_errors).toEqual([])
    expect(added.addProductsToWishlist.wishlist.items_count).toBe(length)
    const id = added.addProductsToWishlist.wishlist.id
    const ids = (await data(ITEMS, { store: 'en', token })).customer.wishlists[0].items_v2.items.map(
      (i: { id: string }) => i.id,
    )
    const removed = await data(REMOVE, { store: 'en', token, variables: { id, ids } })
    expect(removed.removeProductsFromWishlist).toEqual({ user_errors: [], wishlist: { items_count: 0 } })
  })

  it('answers a removal of as many item ids as a request may carry, each unknown one named', async () => {
    const { token } = await signedInCustomer({}, 'en')
    const added = await data(ADD, { store: 'en', token, variables: { items: [{ sku: skus[0], quantity: 1 }] } })
    const id = added.addProductsToWishlist.wishlist.id
    const ids = most((i) => String(900_000_000 + i))
    const removed = await data(REMOVE, { store: 'en', token, variables: { id, ids } })
    expect(removed.removeProductsFromWishlist.user_errors).toHaveLength(ids.length)
    expect(removed.removeProductsFromWishlist.wishlist.items_count).toBe(1)
  })
})

describe('admin order search: condition_type in / nin', () => {
  let token: string
  let number: string
  beforeAll(async () => {
    token = await adminToken()
    const [sku] = (await stockedSkus(1)) as [string]
    const buyer = await buyerWithCart({ [sku]: 1 }, 'en')
    await checkout(buyer)
    number = (await placeRequest(buyer, 'ORDER')).number
  })
  const search = (condition: string, values: string[]) =>
    rest(
      'GET',
      `/rest/V1/orders?${new URLSearchParams({
        'searchCriteria[filter_groups][0][filters][0][field]': 'increment_id',
        'searchCriteria[filter_groups][0][filters][0][value]': values.join(','),
        'searchCriteria[filter_groups][0][filters][0][condition_type]': condition,
        'searchCriteria[filter_groups][1][filters][0][field]': 'increment_id',
        'searchCriteria[filter_groups][1][filters][0][value]': number,
        'searchCriteria[filter_groups][1][filters][0][condition_type]': 'eq',
      })}`,
      { token },
    )

  it.each(LENGTHS)('finds the order among %i values, and not with them excluded', async (length) => {
    const values = padded([number], length, '8')
    const found = await search('in', values)
    expect(found.status).toBe(200)
    expect(found.body.total_count).toBe(1)
    const excluded = await search('nin', values)
    expect(excluded.status).toBe(200)
    expect(excluded.body.total_count).toBe(0)
  })

  it('answers as many values as a URL of 16 KB carries', async () => {
    const values = [number, ...Array.from({ length: 1400 }, (_, i) => String(800_000_000 + i))]
    const found = await search('in', values)
    expect(found.status).toBe(200)
    expect(found.body.total_count).toBe(1)
  })
})
