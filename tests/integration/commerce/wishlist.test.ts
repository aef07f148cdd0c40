/**
 * The customer's wishlist in Magento's shapes: reading it, adding (a configurable product by variant and parent_sku
 * or by the parent alone), updating, removing, moving items to the cart; guests and other customers refused.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMERCE_DB, signedInCustomer } from './customer-helpers'
import { call as callIn, data as dataIn } from './graphql'

type Options = Parameters<typeof callIn>[1]
/** Calls in the English store view unless told otherwise. */
const call = (query: string, options: Options = {}) => callIn(query, { ...options, store: options.store ?? 'en' })
const data = (query: string, options: Options = {}) => dataIn(query, { ...options, store: options.store ?? 'en' })

type Row = { sku: string; qty: number }
type Item = { id: string; quantity: number; description: string | null; added_at: string; product: { sku: string } }

/** Visible simple products in a stock state, from the seeded database. */
async function simple(where: string): Promise<Row> {
  const row = await COMMERCE_DB.prepare(
    `SELECT e.sku, s.qty FROM catalog_product_entity e JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
     WHERE e.type_id = 'simple' AND e.visibility = 4 AND ${where} ORDER BY e.entity_id LIMIT 1`,
  ).first<Row>()
  if (!row) throw new Error(`no product where ${where}`)
  return row
}

const WISHLIST = `id items_count sharing_code updated_at
  items_v2(currentPage: $page, pageSize: $size) {
    items { __typename id quantity description added_at product { sku }
      ... on ConfigurableWishlistItem { child_sku configured_variant { sku } } }
    page_info { current_page page_size total_pages } }`

const READ = `query ($page: Int = 1, $size: Int = 20) { customer { wishlists { ${WISHLIST} } } }`
const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!, $page: Int = 1, $size: Int = 20) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { ${WISHLIST} } } }`
const REMOVE = `mutation ($id: ID!, $ids: [ID!]!, $page: Int = 1, $size: Int = 20) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { user_errors { code message } wishlist { ${WISHLIST} } } }`
const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!, $page: Int = 1, $size: Int = 20) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { ${WISHLIST} } } }`
const TO_CART = `mutation ($id: ID!, $ids: [ID!], $page: Int = 1, $size: Int = 20) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
    status add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } wishlist { ${WISHLIST} } } }`
const CART =
  '{ customerCart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }'

let plenty: Row
let few: Row
let soldOut: Row
let parent: string
let variant: string

beforeAll(async () => {
  plenty = await simple('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 100')
  few = await simple(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 3 AND 10 AND s.use_config_backorders = 0 AND s.backorders = 0',
  )
  soldOut = await simple('s.manage_stock = 1 AND s.is_in_stock = 0')
  const configurable = await data(`{ products(filter: { category_uid: { eq: "${btoa('12')}" } }, pageSize: 1) {
    items { sku ... on ConfigurableProduct { variants { product { sku stock_status } } } } } }`)
  const product = configurable.products.items[0]
  parent = product.sku
  variant = product.variants.find((v: { product: { stock_status: string } }) => v.product.stock_status === 'IN_STOCK')
    .product.sku
})

const add = async (token: string, items: Record<string, unknown>[], id = '0', store?: string) =>
  (await data(ADD, { token, store, variables: { id, items } })).addProductsToWishlist

describe('the wishlist of a customer', () => {
  it('starts as one empty wishlist with a sharing code', async () => {
    const { token } = await signedInCustomer()
    const { customer } = await data(READ, { token })
    expect(customer.wishlists).toHaveLength(1)
    const [wishlist] = customer.wishlists
    expect(wishlist).toMatchObject({
      items_count: 0,
      items_v2: { items: [], page_info: { current_page: 1, page_size: 20, total_pages: 1 } },
    })
    expect(wishlist.id).toMatch(/^\d+$/)
    expect(wishlist.sharing_code).toMatch(/^[0-9a-f]{32}$/)
    expect(wishlist.updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    // the deprecated readers answer the same wishlist
    const legacy = await data(
      '{ customer { wishlist { id items_count } } wishlist { items_count sharing_code name } }',
      {
        token,
      },
    )
    expect(legacy.customer.wishlist).toEqual({ id: wishlist.id, items_count: 0 })
    expect(legacy.wishlist).toEqual({ items_count: 0, sharing_code: wishlist.sharing_code, name: null })
  })

  it('adds with wishlist id 0 (the customer’s wishlist) and sums a product added twice', async () => {
    const { token } = await signedInCustomer()
    const first = await add(token, [{ sku: plenty.sku, quantity: 1 }])
    expect(first.user_errors).toEqual([])
    const again = await add(token, [{ sku: plenty.sku, quantity: 2 }], first.wishlist.id)
    expect(again.wishlist.items_count).toBe(1)
    const [item] = again.wishlist.items_v2.items as Item[]
    expect(item).toMatchObject({ __typename: 'SimpleWishlistItem', quantity: 3, description: null })
    expect(item?.product.sku).toBe(plenty.sku)
    expect(item?.id).toMatch(/^\d+$/)
    expect(item?.added_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  })

  it('adds a configurable product by its variant with parent_sku, or by the parent alone', async () => {
    const { token } = await signedInCustomer()
    const added = await add(token, [
      { sku: variant, parent_sku: parent, quantity: 1 },
      { sku: parent, quantity: 1 },
    ])
    expect(added.user_errors).toEqual([])
    expect(added.wishlist.items_v2.items).toMatchObject([
      {
        __typename: 'ConfigurableWishlistItem',
        product: { sku: parent },
        child_sku: variant,
        configured_variant: { sku: variant },
      },
      { __typename: 'ConfigurableWishlistItem', product: { sku: parent }, child_sku: parent, configured_variant: null },
    ])
  })

  it("reports each item it cannot add with Magento's code and adds the others", async () => {
    const { token } = await signedInCustomer()
    const added = await add(token, [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: plenty.sku, quantity: 0 },
      { sku: plenty.sku, parent_sku: parent, quantity: 1 },
      { sku: few.sku, quantity: 1 },
    ])
    expect(added.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
      { code: 'UNDEFINED', message: `Could not match child product ${plenty.sku} with parent ${parent}` },
    ])
    expect(added.wishlist.items_v2.items.map((i: Item) => i.product.sku)).toEqual([few.sku])
    const german = await add(token, [{ sku: 'NO-SUCH-SKU', quantity: 1 }], '0', 'de')
    expect(german.user_errors[0].message).toBe('Es konnte kein Produkt mit der SKU "NO-SUCH-SKU" gefunden werden')
  })

  it('pages the items as Magento does (a page past the end answers the last page)', async () => {
    const { token } = await signedInCustomer()
    await add(token, [
      { sku: plenty.sku, quantity: 1 },
      { sku: few.sku, quantity: 1 },
      { sku: parent, quantity: 1 },
    ])
    const second = (await data(READ, { token, variables: { page: 2, size: 2 } })).customer.wishlists[0]
    expect(second.items_count).toBe(3)
    expect(second.items_v2.items.map((i: Item) => i.product.sku)).toEqual([parent])
    expect(second.items_v2.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 })
    const beyond = (await data(READ, { token, variables: { page: 5, size: 2 } })).customer.wishlists[0]
    expect(beyond.items_v2.page_info.current_page).toBe(2)
  })

  it('updates quantity and description; a quantity of 0 or another wishlist’s item is refused', async () => {
    const { token } = await signedInCustomer()
    const other = await signedInCustomer()
    const foreign = (await add(other.token, [{ sku: plenty.sku, quantity: 1 }])).wishlist.items_v2.items[0].id
    const [item] = (await add(token, [{ sku: plenty.sku, quantity: 1 }])).wishlist.items_v2.items
    const { updateProductsInWishlist } = await data(UPDATE, {
      token,
      variables: {
        id: '0',
        items: [
          { wishlist_item_id: item.id, quantity: 4, description: 'Für die Werkstatt' },
          { wishlist_item_id: item.id, quantity: 0 },
          { wishlist_item_id: foreign, quantity: 2 },
        ],
      },
    })
    expect(updateProductsInWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
      { code: 'UNDEFINED', message: `The wishlist item with ID "${foreign}" does not belong to the wishlist` },
    ])
    expect(updateProductsInWishlist.wishlist.items_v2.items[0]).toMatchObject({
      quantity: 4,
      description: 'Für die Werkstatt',
    })
    const theirs = (await data(READ, { token: other.token })).customer.wishlists[0].items_v2.items[0]
    expect(theirs.quantity).toBe(1)
  })

  it('removes items; an id not on the wishlist is reported and nothing of another customer is removed', async () => {
    const { token } = await signedInCustomer()
    const other = await signedInCustomer()
    const foreign = (await add(other.token, [{ sku: plenty.sku, quantity: 1 }])).wishlist.items_v2.items[0].id
    const items = (
      await add(token, [
        { sku: plenty.sku, quantity: 1 },
        { sku: few.sku, quantity: 1 },
      ])
    ).wishlist.items_v2.items as Item[]
    const { removeProductsFromWishlist } = await data(REMOVE, {
      token,
      variables: { id: '0', ids: [items[0]?.id, foreign] },
    })
    expect(removeProductsFromWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: `The wishlist item with ID "${foreign}" does not belong to the wishlist` },
    ])
    expect(removeProductsFromWishlist.wishlist.items_v2.items.map((i: Item) => i.product.sku)).toEqual([few.sku])
    expect((await data(READ, { token: other.token })).customer.wishlists[0].items_count).toBe(1)
  })
})

describe('moving wishlist items to the cart', () => {
  it('moves what the cart takes and keeps what it refuses, with the cart’s code and message', async () => {
    const { token } = await signedInCustomer()
    const wishlist = (
      await add(token, [
        { sku: plenty.sku, quantity: 2 },
        { sku: few.sku, quantity: few.qty + 1 },
        { sku: soldOut.sku, quantity: 1 },
        { sku: variant, parent_sku: parent, quantity: 1 },
      ])
    ).wishlist
    const [, tooMany, gone] = wishlist.items_v2.items as Item[]
    const { addWishlistItemsToCart } = await data(TO_CART, { token, variables: { id: wishlist.id } })
    expect(addWishlistItemsToCart.status).toBe(false)
    expect(addWishlistItemsToCart.add_wishlist_items_to_cart_user_errors).toEqual([
      {
        code: 'INSUFFICIENT_STOCK',
        message: 'The requested qty is not available',
        wishlistId: wishlist.id,
        wishlistItemId: tooMany?.id,
      },
      {
        code: 'NOT_SALABLE',
        message: 'Product that you are trying to add is not available.',
        wishlistId: wishlist.id,
        wishlistItemId: gone?.id,
      },
    ])
    expect(addWishlistItemsToCart.wishlist.items_v2.items.map((i: Item) => i.id)).toEqual([tooMany?.id, gone?.id])
    const cart = (await data(CART, { token })).customerCart.items
    expect(cart).toEqual([
      { quantity: 2, product: { sku: plenty.sku } },
      { quantity: 1, product: { sku: parent }, configured_variant: { sku: variant } },
    ])
  })

  it('moves only the items asked for and answers status true when all went', async () => {
    const { token } = await signedInCustomer()
    const wishlist = (
      await add(token, [
        { sku: plenty.sku, quantity: 1 },
        { sku: few.sku, quantity: 1 },
      ])
    ).wishlist
    const [first, second] = wishlist.items_v2.items as Item[]
    const moved = (await data(TO_CART, { token, variables: { id: wishlist.id, ids: [second?.id] } }))
      .addWishlistItemsToCart
    expect(moved.status).toBe(true)
    expect(moved.add_wishlist_items_to_cart_user_errors).toEqual([])
    expect(moved.wishlist.items_v2.items.map((i: Item) => i.id)).toEqual([first?.id])
    expect(moved.wishlist.items_count).toBe(1)
  })

  it('needs the wishlist’s real id and known item ids, as Magento', async () => {
    const { token } = await signedInCustomer()
    const wishlist = (await add(token, [{ sku: plenty.sku, quantity: 1 }])).wishlist
    const zero = await call(TO_CART, { token, variables: { id: '0' } })
    expect(zero.body.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['"wishlistId" value should be specified', 'graphql-input'],
    ])
    const unknown = await call(TO_CART, { token, variables: { id: wishlist.id, ids: ['999999', '999998'] } })
    expect(unknown.body.errors?.[0]?.message).toBe('The wishlist item ids "999999,999998" were not found.')
  })
})

describe('clearWishlist (Magento 2.4.9)', () => {
  const CLEAR = `mutation ($id: ID!) { clearWishlist(wishlistId: $id) { user_errors { code } wishlist { id items_count } } }`

  it('empties the wishlist named by its real id', async () => {
    const { token } = await signedInCustomer()
    const wishlist = (
      await add(token, [
        { sku: plenty.sku, quantity: 1 },
        { sku: few.sku, quantity: 1 },
      ])
    ).wishlist
    const cleared = (await data(CLEAR, { token, variables: { id: wishlist.id } })).clearWishlist
    expect(cleared).toEqual({ user_errors: [], wishlist: { id: wishlist.id, items_count: 0 } })
    const zero = await call(CLEAR, { token, variables: { id: '0' } })
    expect(zero.body.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['The wishlistId is required.', 'graphql-input'],
    ])
    const guest = await call(CLEAR, { variables: { id: wishlist.id } })
    expect(guest.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})

describe('who may use a wishlist', () => {
  it("refuses guests with Magento's graphql-authorization", async () => {
    const documents = [
      ['{ wishlist { items_count } }', {}],
      [ADD, { id: '0', items: [{ sku: plenty.sku, quantity: 1 }] }],
      [REMOVE, { id: '0', ids: ['1'] }],
      [UPDATE, { id: '0', items: [{ wishlist_item_id: '1', quantity: 1 }] }],
      [TO_CART, { id: '1' }],
    ] as const
    for (const [query, variables] of documents) {
      const { status, body } = await call(query, { variables })
      expect(status).toBe(403)
      expect(body.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
        ['The current user cannot perform operations on wishlist', 'graphql-authorization'],
      ])
    }
  })

  it("refuses another customer's wishlist id and answers null for it in wishlist_v2", async () => {
    const owner = await signedInCustomer()
    const intruder = await signedInCustomer()
    const theirs = (await add(owner.token, [{ sku: plenty.sku, quantity: 1 }])).wishlist.id
    for (const [query, variables] of [
      [ADD, { id: theirs, items: [{ sku: few.sku, quantity: 1 }] }],
      [REMOVE, { id: theirs, ids: ['1'] }],
      [UPDATE, { id: theirs, items: [{ wishlist_item_id: '1', quantity: 1 }] }],
      [TO_CART, { id: theirs }],
    ] as const) {
      const { body } = await call(query, { token: intruder.token, variables })
      expect(body.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
        ['The wishlist was not found.', 'graphql-input'],
      ])
    }
    const v2 = `query ($id: ID!) { customer { wishlist_v2(id: $id) { id items_count } } }`
    expect((await data(v2, { token: intruder.token, variables: { id: theirs } })).customer.wishlist_v2).toBeNull()
    expect((await data(v2, { token: owner.token, variables: { id: theirs } })).customer.wishlist_v2).toEqual({
      id: theirs,
      items_count: 1,
    })
    expect((await data(v2, { token: owner.token, variables: { id: '0' } })).customer.wishlist_v2.id).toBe(theirs)
    expect((await data(READ, { token: owner.token })).customer.wishlists[0].items_count).toBe(1)
  })
})

describe("several named wishlists (Adobe Commerce's createWishlist, updateWishlist, deleteWishlist)", () => {
  const LISTS = '{ customer { wishlists { id name visibility items_count } } }'
  const CREATE = `mutation ($name: String!) {
    createWishlist(input: { name: $name, visibility: PRIVATE }) { wishlist { id name visibility items_count } } }`
  const RENAME = `mutation ($id: ID!, $name: String!) {
    updateWishlist(wishlistId: $id, name: $name) { uid name visibility } }`
  const DELETE = `mutation ($id: ID!) { deleteWishlist(wishlistId: $id) { status wishlists { id name } } }`
  const errorsOf = async (query: string, token: string, variables: Record<string, unknown>, store?: string) =>
    (await call(query, { token, variables, store })).body.errors?.map((e) => [e.message, e.extensions?.category])

  it('keeps the default list first and each named list with its own items', async () => {
    const { token } = await signedInCustomer()
    const [first] = (await data(LISTS, { token })).customer.wishlists
    const created = (await data(CREATE, { token, variables: { name: 'Werkstatt' } })).createWishlist.wishlist
    expect(created).toMatchObject({ name: 'Werkstatt', visibility: 'PRIVATE', items_count: 0 })
    await add(token, [{ sku: plenty.sku, quantity: 3 }], created.id)
    const lists = (await data(LISTS, { token })).customer.wishlists
    expect(lists).toEqual([
      { id: first.id, name: null, visibility: 'PRIVATE', items_count: 0 },
      { id: created.id, name: 'Werkstatt', visibility: 'PRIVATE', items_count: 1 },
    ])
    const v2 = `query ($id: ID!) { customer { wishlist_v2(id: $id) { name items_v2 { items { quantity product { sku } } } } } }`
    expect((await data(v2, { token, variables: { id: created.id } })).customer.wishlist_v2).toEqual({
      name: 'Werkstatt',
      items_v2: { items: [{ quantity: 3, product: { sku: plenty.sku } }] },
    })
  })

  it('renames a list, the default one too; a name another list has is refused', async () => {
    const { token } = await signedInCustomer()
    const [first] = (await data(LISTS, { token })).customer.wishlists
    const other = (await data(CREATE, { token, variables: { name: 'Halle 2' } })).createWishlist.wishlist
    expect((await data(RENAME, { token, variables: { id: first.id, name: ' Monatsbedarf ' } })).updateWishlist).toEqual(
      {
        uid: first.id,
        name: 'Monatsbedarf',
        visibility: 'PRIVATE',
      },
    )
    expect(await errorsOf(RENAME, token, { id: other.id, name: 'Monatsbedarf' }, 'de')).toEqual([
      ['Die Wunschliste "Monatsbedarf" existiert bereits.', 'graphql-input'],
    ])
    expect(await errorsOf(CREATE, token, { name: '  ' })).toEqual([['Provide the wish list name.', 'graphql-input']])
  })

  it('deletes a further list but never the default one, and refuses another customer’s list', async () => {
    const { token } = await signedInCustomer()
    const intruder = await signedInCustomer()
    const [first] = (await data(LISTS, { token })).customer.wishlists
    const other = (await data(CREATE, { token, variables: { name: 'Alt' } })).createWishlist.wishlist
    expect(await errorsOf(DELETE, intruder.token, { id: other.id })).toEqual([
      ['The wishlist was not found.', 'graphql-input'],
    ])
    expect(await errorsOf(DELETE, token, { id: first.id })).toEqual([
      ['The default wish list cannot be deleted.', 'graphql-input'],
    ])
    expect((await data(DELETE, { token, variables: { id: other.id } })).deleteWishlist).toEqual({
      status: true,
      wishlists: [{ id: first.id, name: null }],
    })
  })

  it('creates at most wishlist/general/multiple_wishlist_number lists', async () => {
    const { token } = await signedInCustomer()
    const limit = Number(
      (await data('{ storeConfig { maximum_number_of_wishlists } }')).storeConfig.maximum_number_of_wishlists,
    )
    for (let n = 1; n < limit; n++) await data(CREATE, { token, variables: { name: `Liste ${n}` } })
    expect(await errorsOf(CREATE, token, { name: 'Eine zu viel' })).toEqual([
      [`Only ${limit} wish list(s) can be created.`, 'graphql-input'],
    ])
  })
})
