import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { database } from '../../../commerce/src/kernel/database'
import { mergeQuotes } from '../../../commerce/src/quote/quote-repository'
import { call, data, ENDPOINT } from './graphql'

const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB

type Row = { entity_id: number; sku: string; qty: number; final_price: number }
type Money = { value: number; currency: string }
type Labelled = { label: string; amount: Money }

/** Simple products of the stock list in a given stock state, from the seeded database. */
async function simples(where: string, limit = 3): Promise<Row[]> {
  const { results } = await db
    .prepare(
      `SELECT e.entity_id, e.sku, s.qty, ip.final_price FROM catalog_product_entity e
       JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
       JOIN catalog_product_index_price ip ON ip.entity_id = e.entity_id
       WHERE e.type_id = 'simple' AND e.visibility = 4 AND ${where} ORDER BY e.entity_id LIMIT ${limit}`,
    )
    .all<Row>()
  return results
}

const one = async (where: string) => (await simples(where, 1))[0] as Row
const cents = (euros: number) => Math.round(euros * 100)
const halfUp = (value: number) => Math.floor(value + 0.5)

const CART = `id is_virtual total_quantity applied_coupons { code } shipping_addresses { city }
  available_payment_methods { code }
  items { __typename uid quantity product { sku }
    prices { price { value currency } price_including_tax { value } row_total { value }
      row_total_including_tax { value } total_item_discount { value } discounts { label amount { value } } }
    ... on ConfigurableCartItem { configured_variant { sku }
      configurable_options { configurable_product_option_uid option_label configurable_product_option_value_uid value_label } } }
  prices { subtotal_excluding_tax { value currency } subtotal_including_tax { value }
    subtotal_with_discount_excluding_tax { value } grand_total { value } grand_total_excluding_tax { value }
    applied_taxes { label amount { value } } discounts { label amount { value } } }`

type CartItem = {
  __typename: string
  uid: string
  quantity: number
  product: { sku: string }
  configured_variant?: { sku: string }
  configurable_options?: Record<string, string>[]
  prices: {
    price: Money
    price_including_tax: Money
    row_total: Money
    row_total_including_tax: Money
    total_item_discount: Money
    discounts: Labelled[] | null
  }
}
type Cart = {
  id: string
  total_quantity: number
  applied_coupons: { code: string }[] | null
  items: CartItem[]
  prices: {
    subtotal_excluding_tax: Money
    subtotal_including_tax: Money
    subtotal_with_discount_excluding_tax: Money
    grand_total: Money
    grand_total_excluding_tax: Money
    applied_taxes: Labelled[]
    discounts: Labelled[] | null
  }
  [key: string]: unknown
}
type UserError = { code: string; message: string }

const newCart = async () => (await data('mutation { createEmptyCart }')).createEmptyCart as string
const getCart = async (id: string, store?: string) =>
  (await data(`query ($id: String!) { cart(cart_id: $id) { ${CART} } }`, { variables: { id }, store })).cart as Cart

type ItemInput = { sku: string; quantity: number; selected_options?: string[]; parent_sku?: string }
async function add(cartId: string, cartItems: ItemInput[], store?: string) {
  const result = await data(
    `mutation ($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART} } user_errors { code message } } }`,
    { variables: { cartId, items: cartItems }, store },
  )
  return result.addProductsToCart as { cart: Cart; user_errors: UserError[] }
}

async function update(cartId: string, items: { cart_item_uid: string; quantity: number }[], store?: string) {
  const result = await data(
    `mutation ($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART} } errors { code message } } }`,
    { variables: { input: { cart_id: cartId, cart_items: items } }, store },
  )
  return result.updateCartItems as { cart: Cart; errors: UserError[] }
}

const applyCoupon = (cartId: string, code: string, store?: string) =>
  call(`mutation ($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { ${CART} } } }`, {
    variables: { input: { cart_id: cartId, coupon_code: code } },
    store,
  })

const errorOf = (body: { errors?: { message: string; extensions?: { category?: string } }[] }) => ({
  message: body.errors?.[0]?.message,
  category: body.errors?.[0]?.extensions?.category,
})

let plenty: Row[] // managed stock, at least 100 pieces
let few: Row // managed stock, 3..10 pieces
let soldOut: Row
let uponRequest: Row
beforeAll(async () => {
  plenty = await simples('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 100', 4)
  few = await one(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 3 AND 10 AND s.use_config_backorders = 0 AND s.backorders = 0',
  )
  soldOut = await one('s.manage_stock = 1 AND s.is_in_stock = 0')
  uponRequest = await one('s.manage_stock = 0')
})
const product = (i: number) => plenty[i] as Row
/** Magento's English texts are the English store view's; the default store view answers in German. */
const EN = 'en'

describe('creating and reading carts', () => {
  it('createEmptyCart answers a new 32-character masked id; the cart is empty', async () => {
    const id = await newCart()
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(await newCart()).not.toBe(id)
    const cart = await getCart(id)
    expect(cart).toMatchObject({
      id,
      is_virtual: false,
      total_quantity: 0,
      items: [],
      applied_coupons: null,
      shipping_addresses: [],
      available_payment_methods: [{ code: 'purchaseorder' }],
    })
    expect(cart.prices).toMatchObject({
      subtotal_excluding_tax: { value: 0, currency: 'EUR' },
      grand_total: { value: 0 },
      applied_taxes: [],
      discounts: null,
    })
  })

  it('createGuestCart answers the cart; a predefined id must have 32 characters and be new', async () => {
    const created = await data('mutation { createGuestCart { cart { id total_quantity } } }')
    expect(created.createGuestCart.cart).toMatchObject({ total_quantity: 0 })
    expect(created.createGuestCart.cart.id).toMatch(/^[A-Za-z0-9]{32}$/)

    const uid = `guest${crypto.randomUUID().replaceAll('-', '').slice(0, 27)}`
    const mutation = 'mutation ($uid: ID) { createGuestCart(input: { cart_uid: $uid }) { cart { id } } }'
    expect((await data(mutation, { variables: { uid } })).createGuestCart.cart.id).toBe(uid)
    const again = await call(mutation, { variables: { uid }, store: EN })
    expect(errorOf(again.body)).toEqual({
      message: `Cart with ID "${uid}" already exists.`,
      category: 'graphql-already-exists',
    })
    const short = await call('mutation { createEmptyCart(input: { cart_id: "123" }) }', { store: EN })
    expect(errorOf(short.body)).toEqual({
      message: 'Cart ID length should to be 32 symbols.',
      category: 'graphql-input',
    })
  })

  it('answers Magento errors for unknown, empty and inactive cart ids', async () => {
    const unknown = await call('{ cart(cart_id: "nope") { id } }', { store: EN })
    expect(unknown.status).toBe(200)
    expect(errorOf(unknown.body)).toEqual({
      message: 'Could not find a cart with ID "nope"',
      category: 'graphql-no-such-entity',
    })
    expect(errorOf((await call('{ cart(cart_id: "") { id } }', { store: EN })).body)).toEqual({
      message: 'Required parameter "cart_id" is missing',
      category: 'graphql-input',
    })
    const id = await newCart()
    await db.prepare('UPDATE quote SET is_active = 0 WHERE masked_id = ?1').bind(id).run()
    expect(errorOf((await call(`{ cart(cart_id: "${id}") { id } }`, { store: EN })).body)).toEqual({
      message: "The cart isn't active.",
      category: 'graphql-no-such-entity',
    })
    const adding = await call(
      `mutation { addProductsToCart(cartId: "${id}", cartItems: [{ sku: "${product(0).sku}", quantity: 1 }]) { cart { id } } }`,
      { store: EN },
    )
    expect(errorOf(adding.body).message).toBe("The cart isn't active.")
  })

  it('getCustomerGroupId: 0 (NOT LOGGED IN) for a guest cart, errors in-band', async () => {
    const id = await newCart()
    const query = 'query ($id: String!) { getCustomerGroupId(cart_id: $id) { groupId success message } }'
    expect((await data(query, { variables: { id } })).getCustomerGroupId).toEqual({
      groupId: 0,
      success: true,
      message: null,
    })
    expect((await data(query, { variables: { id: 'nope' }, store: EN })).getCustomerGroupId).toEqual({
      groupId: null,
      success: false,
      message: 'Could not find a cart with ID "nope"',
    })
  })
})

describe('addProductsToCart', () => {
  it('adds a simple product and sums the quantity when it is added again', async () => {
    const id = await newCart()
    const first = await add(id, [{ sku: product(0).sku, quantity: 2 }])
    expect(first.user_errors).toEqual([])
    expect(first.cart.items).toHaveLength(1)
    const second = await add(id, [{ sku: product(0).sku, quantity: 3 }])
    expect(second.cart.items).toHaveLength(1)
    const [item] = second.cart.items
    expect(item).toMatchObject({ __typename: 'SimpleCartItem', quantity: 5, product: { sku: product(0).sku } })
    expect(atob(item?.uid ?? '')).toMatch(/^\d+$/)
    expect(second.cart.total_quantity).toBe(5)
  })

  it('reports each failing item with Magento message and code, and still adds the others', async () => {
    const id = await newCart()
    const { cart, user_errors } = await add(
      id,
      [
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku: product(1).sku, quantity: 1 },
        { sku: product(1).sku, quantity: 0 },
        { sku: soldOut.sku, quantity: 1 },
        { sku: few.sku, quantity: few.qty + 1 },
        { sku: product(1).sku, quantity: 1.5 },
        { sku: uponRequest.sku, quantity: 10001 },
      ],
      EN,
    )
    expect(user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      { code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The most you may purchase is 10000.' },
    ])
    expect(cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([[product(1).sku, 1]])
  })

  it('never cuts a quantity silently: the whole add is refused when the line would exceed the stock', async () => {
    const id = await newCart()
    expect((await add(id, [{ sku: few.sku, quantity: few.qty }])).user_errors).toEqual([])
    const more = await add(id, [{ sku: few.sku, quantity: 1 }], EN)
    expect(more.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }])
    expect(more.cart.items[0]?.quantity).toBe(few.qty)
  })

  it('adds products made to order (stock not managed) in any quantity up to max_sale_qty', async () => {
    const id = await newCart()
    const { cart, user_errors } = await add(id, [{ sku: uponRequest.sku, quantity: 500 }])
    expect(user_errors).toEqual([])
    expect(cart.items[0]?.quantity).toBe(500)
  })

  it('requires cartId and cartItems', async () => {
    const noItems = await call('mutation { addProductsToCart(cartId: "x", cartItems: []) { cart { id } } }', {
      store: EN,
    })
    expect(errorOf(noItems.body)).toEqual({
      message: 'Required parameter "cartItems" is missing',
      category: 'graphql-input',
    })
    const noCart = await call(
      'mutation { addProductsToCart(cartId: "", cartItems: [{ sku: "a", quantity: 1 }]) { cart { id } } }',
      { store: EN },
    )
    expect(errorOf(noCart.body).message).toBe('Required parameter "cartId" is missing')
  })
})

describe('configurable products in the cart', () => {
  type Variant = { product: { sku: string; stock_status: string }; attributes: { uid: string; label: string }[] }
  let parent: { sku: string; name: string; variants: Variant[] }
  let variant: Variant
  let parentId: number
  beforeAll(async () => {
    parentId = (await db
      .prepare("SELECT entity_id FROM catalog_product_entity WHERE sku = '300001'")
      .first<number>('entity_id')) as number
    const found = await data(`{ products(filter: { sku: { eq: "300001" } }) { items { sku name
      ... on ConfigurableProduct { variants { product { sku stock_status } attributes { uid label } } } } } }`)
    parent = found.products.items[0]
    const inStock = await Promise.all(
      parent.variants.map(async (v) => ({
        v,
        row: await db
          .prepare(
            `SELECT s.qty FROM cataloginventory_stock_item s JOIN catalog_product_entity e ON e.entity_id = s.product_id
             WHERE e.sku = ?1 AND s.is_in_stock = 1 AND s.manage_stock = 1 AND s.qty >= 20`,
          )
          .bind(v.product.sku)
          .first(),
      })),
    )
    variant = (inStock.find((x) => x.row) ?? inStock[0])?.v as Variant
  })

  it('adds the parent sku with the option value uids as a ConfigurableCartItem of the variant', async () => {
    const id = await newCart()
    const uid = variant.attributes[0]?.uid as string
    const { cart, user_errors } = await add(id, [{ sku: parent.sku, quantity: 2, selected_options: [uid] }])
    expect(user_errors).toEqual([])
    expect(cart.items[0]).toMatchObject({
      __typename: 'ConfigurableCartItem',
      quantity: 2,
      product: { sku: parent.sku },
      configured_variant: { sku: variant.product.sku },
      configurable_options: [
        {
          configurable_product_option_uid: btoa(`configurable/${parentId}/93`),
          option_label: 'Farbe',
          configurable_product_option_value_uid: uid,
          value_label: variant.attributes[0]?.label,
        },
      ],
    })
    const en = await getCart(id, 'en')
    expect(en.items[0]?.configurable_options?.[0]?.option_label).toBe('Colour')
  })

  it('adds a variant by its sku (alone or with parent_sku) to the same line', async () => {
    const id = await newCart()
    const uid = variant.attributes[0]?.uid as string
    await add(id, [{ sku: parent.sku, quantity: 1, selected_options: [uid] }])
    await add(id, [{ sku: variant.product.sku, quantity: 2 }])
    const { cart, user_errors } = await add(id, [{ sku: variant.product.sku, parent_sku: parent.sku, quantity: 3 }])
    expect(user_errors).toEqual([])
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ quantity: 6, configured_variant: { sku: variant.product.sku } })
  })

  it('adds the variant through the legacy addConfigurableProductsToCart (parent_sku + data.sku)', async () => {
    const id = await newCart()
    const { addConfigurableProductsToCart } = await data(
      `mutation ($input: AddConfigurableProductsToCartInput) { addConfigurableProductsToCart(input: $input) {
        cart { ${CART} } } }`,
      {
        variables: {
          input: {
            cart_id: id,
            cart_items: [{ parent_sku: parent.sku, data: { sku: variant.product.sku, quantity: 2 } }],
          },
        },
      },
    )
    expect(addConfigurableProductsToCart.cart.items).toMatchObject([
      {
        __typename: 'ConfigurableCartItem',
        quantity: 2,
        product: { sku: parent.sku },
        configured_variant: { sku: variant.product.sku },
      },
    ])
  })

  it('refuses a configurable product without options, with unknown options or with the wrong parent', async () => {
    const id = await newCart()
    const { user_errors } = await add(
      id,
      [
        { sku: parent.sku, quantity: 1 },
        { sku: parent.sku, quantity: 1, selected_options: [btoa('configurable/93/999999')] },
        { sku: variant.product.sku, parent_sku: product(0).sku, quantity: 1 },
      ],
      EN,
    )
    expect(user_errors).toEqual([
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
      { code: 'UNDEFINED', message: `Product ${product(0).sku} is not a configurable product` },
    ])
  })
})

describe('updateCartItems and removeItemFromCart', () => {
  it('sets quantities, refuses more than the stock, removes at 0, reports unknown items', async () => {
    const id = await newCart()
    const added = await add(id, [
      { sku: product(0).sku, quantity: 1 },
      { sku: few.sku, quantity: 1 },
      { sku: product(1).sku, quantity: 1 },
    ])
    const [a, b, c] = added.cart.items as [CartItem, CartItem, CartItem]
    const missing = btoa('99999999')
    const { cart, errors } = await update(
      id,
      [
        { cart_item_uid: a.uid, quantity: 7 },
        { cart_item_uid: b.uid, quantity: few.qty + 1 },
        { cart_item_uid: c.uid, quantity: 0 },
        { cart_item_uid: missing, quantity: 1 },
      ],
      EN,
    )
    expect(errors).toEqual([
      {
        code: 'INSUFFICIENT_STOCK',
        message: `Could not update the product with SKU ${few.sku}: Not enough items for sale`,
      },
      { code: 'COULD_NOT_FIND_CART_ITEM', message: 'Could not find cart item with id: 99999999.' },
    ])
    expect(cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      [product(0).sku, 7],
      [few.sku, 1],
    ])
    const bad = await call(
      `mutation { updateCartItems(input: { cart_id: "${id}", cart_items: [{ cart_item_uid: "!", quantity: 1 }] }) { cart { id } } }`,
      { store: EN },
    )
    expect(errorOf(bad.body)).toEqual({ message: 'Value of uid "!" is incorrect.', category: 'graphql-input' })
  })

  it('removes an item; removing it again is an error', async () => {
    const id = await newCart()
    const added = await add(id, [
      { sku: product(0).sku, quantity: 1 },
      { sku: product(1).sku, quantity: 1 },
    ])
    const uid = added.cart.items[0]?.uid
    const remove = `mutation ($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { items { product { sku } } } } }`
    const removed = await data(remove, { variables: { input: { cart_id: id, cart_item_uid: uid } } })
    expect(removed.removeItemFromCart.cart.items).toEqual([{ product: { sku: product(1).sku } }])
    const again = await call(remove, { variables: { input: { cart_id: id, cart_item_uid: uid } }, store: EN })
    expect(errorOf(again.body)).toEqual({
      message: "The cart doesn't contain the item",
      category: 'graphql-no-such-entity',
    })
  })
})

/** The expected prices of lines (unit cents × quantity) with a percent discount and 19 % VAT, rounded half-up. */
function expected(lines: { unit: number; qty: number }[], discountCents: (subtotal: number) => number) {
  const subtotal = lines.reduce((n, l) => n + l.unit * l.qty, 0)
  const discount = discountCents(subtotal)
  const tax = halfUp(((subtotal - discount) * 19) / 100)
  return {
    subtotal: subtotal / 100,
    subtotalInclTax: (subtotal + halfUp((subtotal * 19) / 100)) / 100,
    discount: discount / 100,
    tax: tax / 100,
    grandTotal: (subtotal - discount + tax) / 100,
  }
}

describe('prices, VAT and coupons', () => {
  it('computes net rows, 19 % VAT and the grand total from the lines', async () => {
    const id = await newCart()
    const { cart } = await add(id, [
      { sku: product(0).sku, quantity: 3 },
      { sku: product(1).sku, quantity: 7 },
    ])
    const lines = [
      { unit: cents(product(0).final_price), qty: 3 },
      { unit: cents(product(1).final_price), qty: 7 },
    ]
    const want = expected(lines, () => 0)
    const [first] = cart.items
    expect(first?.prices.price.value).toBe((lines[0]?.unit ?? 0) / 100)
    expect(first?.prices.price_including_tax.value).toBe(halfUp(((lines[0]?.unit ?? 0) * 119) / 100) / 100)
    expect(first?.prices.row_total.value).toBe(((lines[0]?.unit ?? 0) * 3) / 100)
    expect(first?.prices.total_item_discount.value).toBe(0)
    expect(first?.prices.discounts).toBeNull()
    expect(cart.prices.subtotal_excluding_tax).toEqual({ value: want.subtotal, currency: 'EUR' })
    expect(cart.prices.subtotal_including_tax.value).toBe(want.subtotalInclTax)
    expect(cart.prices.subtotal_with_discount_excluding_tax.value).toBe(want.subtotal)
    expect(cart.prices.applied_taxes).toEqual([{ label: 'MwSt. 19 %', amount: { value: want.tax } }])
    expect(cart.prices.grand_total.value).toBe(want.grandTotal)
    expect(cart.prices.grand_total_excluding_tax.value).toBe(want.subtotal)
    const rows = cart.items.reduce((n, i) => n + cents(i.prices.row_total_including_tax.value), 0)
    expect(rows / 100).toBe(want.subtotalInclTax)
    expect((await getCart(id, 'en')).prices.applied_taxes[0]?.label).toBe('VAT 19 %')
  })

  it('applies PLATTE10 (10 %) with its label per store view, once; removes it', async () => {
    const id = await newCart()
    await add(id, [
      { sku: product(0).sku, quantity: 3 },
      { sku: product(2).sku, quantity: 1 },
    ])
    const lines = [
      { unit: cents(product(0).final_price), qty: 3 },
      { unit: cents(product(2).final_price), qty: 1 },
    ]
    const want = expected(lines, (subtotal) => halfUp(subtotal / 10))
    const applied = await applyCoupon(id, 'platte10')
    const cart = applied.body.data?.applyCouponToCart.cart as Cart
    expect(cart.applied_coupons).toEqual([{ code: 'PLATTE10' }])
    expect(cart.prices.discounts).toEqual([{ label: 'Gutschein PLATTE10 (10 %)', amount: { value: want.discount } }])
    expect(cart.prices.subtotal_with_discount_excluding_tax.value).toBe(
      Math.round((want.subtotal - want.discount) * 100) / 100,
    )
    expect(cart.prices.applied_taxes[0]?.amount.value).toBe(want.tax)
    expect(cart.prices.grand_total.value).toBe(want.grandTotal)
    const itemDiscounts = cart.items.reduce((n, i) => n + cents(i.prices.total_item_discount.value), 0)
    expect(itemDiscounts / 100).toBe(want.discount)
    expect(cart.items[0]?.prices.discounts?.[0]?.label).toBe('Gutschein PLATTE10 (10 %)')
    expect((await getCart(id, 'en')).prices.discounts?.[0]?.label).toBe('Coupon PLATTE10 (10 %)')

    expect(errorOf((await applyCoupon(id, 'LAGER25', EN)).body)).toEqual({
      message: 'A coupon is already applied to the cart. Please remove it to apply another',
      category: 'graphql-input',
    })
    const removed = await data(
      `mutation ($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART} } } }`,
      { variables: { id } },
    )
    expect(removed.removeCouponFromCart.cart.applied_coupons).toBeNull()
    expect(removed.removeCouponFromCart.cart.prices.discounts).toBeNull()
    expect(removed.removeCouponFromCart.cart.prices.subtotal_with_discount_excluding_tax.value).toBe(want.subtotal)
  })

  it('rounds the rule percentage: STAFFEL7 (7.5 %) takes 8 %', async () => {
    const id = await newCart()
    await add(id, [{ sku: product(0).sku, quantity: 5 }])
    const cart = (await applyCoupon(id, 'STAFFEL7')).body.data?.applyCouponToCart.cart as Cart
    const subtotal = cents(product(0).final_price) * 5
    expect(cart.prices.discounts?.[0]).toEqual({
      label: 'Staffelrabatt',
      amount: { value: halfUp((subtotal * 8) / 100) / 100 },
    })
  })

  it('spreads the fixed LAGER25 over the rows, at most the subtotal', async () => {
    const id = await newCart()
    await add(id, [
      { sku: product(0).sku, quantity: 2 },
      { sku: product(1).sku, quantity: 3 },
      { sku: product(2).sku, quantity: 1 },
    ])
    const cart = (await applyCoupon(id, 'LAGER25')).body.data?.applyCouponToCart.cart as Cart
    const subtotal = [2, 3, 1].reduce((n, qty, i) => n + cents(product(i).final_price) * qty, 0)
    const discount = Math.min(2500, subtotal)
    expect(cart.prices.discounts).toEqual([{ label: 'Lagerrabatt 25 €', amount: { value: discount / 100 } }])
    expect(cart.items.reduce((n, i) => n + cents(i.prices.total_item_discount.value), 0)).toBe(discount)

    const small = await newCart()
    const cheap = await one('s.manage_stock = 0 AND ip.final_price < 20')
    await add(small, [{ sku: cheap.sku, quantity: 1 }])
    const capped = (await applyCoupon(small, 'LAGER25')).body.data?.applyCouponToCart.cart as Cart
    expect(capped.prices.discounts?.[0]?.amount.value).toBe(cheap.final_price)
    expect(capped.prices.grand_total.value).toBe(0)
  })

  it('refuses unknown, expired and inactive codes, and coupons on an empty cart', async () => {
    const empty = await newCart()
    expect(errorOf((await applyCoupon(empty, 'PLATTE10', EN)).body)).toEqual({
      message: 'Cart does not contain products.',
      category: 'graphql-no-such-entity',
    })
    const id = await newCart()
    await add(id, [{ sku: product(0).sku, quantity: 1 }])
    for (const code of ['NOPE', 'SOMMER15', 'ALTKUNDE5']) {
      expect(errorOf((await applyCoupon(id, code, EN)).body)).toEqual({
        message: "The coupon code isn't valid. Verify the code and try again.",
        category: 'graphql-no-such-entity',
      })
    }
    expect((await getCart(id)).applied_coupons).toBeNull()
  })
})

describe('mergeCarts', () => {
  it('needs a customer: a guest gets the authorization error', async () => {
    const [source, destination] = [await newCart(), await newCart()]
    const { status, body } = await call(
      `mutation { mergeCarts(source_cart_id: "${source}", destination_cart_id: "${destination}") { id } }`,
      { store: EN },
    )
    expect(status).toBe(403)
    expect(errorOf(body)).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    })
    const response = await env.COMMERCE.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer unknown' },
      body: JSON.stringify({ query: `mutation { mergeCarts(source_cart_id: "${source}") { id } }` }),
    })
    expect(response.status).toBe(403)
  })

  it('merges the lines in one transaction: quantities add up, capped at the stock; the source is deactivated', async () => {
    const [source, destination] = [await newCart(), await newCart()]
    await add(source, [
      { sku: product(0).sku, quantity: 2 },
      { sku: few.sku, quantity: few.qty },
    ])
    await applyCoupon(source, 'PLATTE10')
    await add(destination, [
      { sku: product(0).sku, quantity: 3 },
      { sku: few.sku, quantity: 1 },
    ])
    const ids = await db
      .prepare('SELECT masked_id, entity_id FROM quote WHERE masked_id IN (?1, ?2)')
      .bind(source, destination)
      .all<{ masked_id: string; entity_id: number }>()
    const idOf = (masked: string) => ids.results.find((r) => r.masked_id === masked)?.entity_id as number
    await mergeQuotes(database(db), idOf(source), idOf(destination), { maxSaleQty: 10000, backorders: 0 })
    const merged = await getCart(destination)
    expect(merged.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      [product(0).sku, 5],
      [few.sku, few.qty],
    ])
    expect(merged.applied_coupons).toEqual([{ code: 'PLATTE10' }])
    expect(errorOf((await call(`{ cart(cart_id: "${source}") { id } }`, { store: EN })).body).message).toBe(
      "The cart isn't active.",
    )
  })
})

describe('concurrent writes to one cart', () => {
  it('parallel adds and updates never lose an item or a quantity', async () => {
    const id = await newCart()
    const seeded = await add(id, [
      { sku: product(2).sku, quantity: 1 },
      { sku: product(3).sku, quantity: 1 },
    ])
    const [c, d] = seeded.cart.items as [CartItem, CartItem]
    const adds = [
      ...Array.from({ length: 20 }, () => add(id, [{ sku: product(0).sku, quantity: 1 }])),
      ...Array.from({ length: 10 }, () => add(id, [{ sku: product(1).sku, quantity: 2 }])),
      ...Array.from({ length: 10 }, () => add(id, [{ sku: uponRequest.sku, quantity: 3 }])),
      ...Array.from({ length: 5 }, () =>
        add(id, [
          { sku: product(0).sku, quantity: 1 },
          { sku: product(1).sku, quantity: 1 },
        ]),
      ),
    ]
    const updates = [
      update(id, [{ cart_item_uid: c.uid, quantity: 9 }]),
      update(id, [{ cart_item_uid: d.uid, quantity: 4 }]),
    ]
    const results = await Promise.all([...adds, ...updates])
    for (const r of results) expect('user_errors' in r ? r.user_errors : r.errors).toEqual([])
    const cart = await getCart(id)
    expect(Object.fromEntries(cart.items.map((i) => [i.product.sku, i.quantity]))).toEqual({
      [product(0).sku]: 25,
      [product(1).sku]: 25,
      [product(2).sku]: 9,
      [product(3).sku]: 4,
      [uponRequest.sku]: 30,
    })
    expect(cart.total_quantity).toBe(93)
  })

  it('parallel adds of a scarce product stop exactly at the stock', async () => {
    const id = await newCart()
    const results = await Promise.all(
      Array.from({ length: few.qty + 5 }, () => add(id, [{ sku: few.sku, quantity: 1 }])),
    )
    const refused = results.filter((r) => r.user_errors.length > 0)
    expect(refused).toHaveLength(5)
    for (const r of refused) expect(r.user_errors[0]?.code).toBe('INSUFFICIENT_STOCK')
    expect((await getCart(id)).items[0]?.quantity).toBe(few.qty)
  })
})

describe('legacy add mutations, cart item fields and itemsV2', () => {
  const addSimple = (cartId: string, items: { sku: string; quantity: number }[], store?: string) =>
    call(
      `mutation ($input: AddSimpleProductsToCartInput) { addSimpleProductsToCart(input: $input) { cart { ${CART} } } }`,
      { variables: { input: { cart_id: cartId, cart_items: items.map((data) => ({ data })) } }, store },
    )

  it('addSimpleProductsToCart adds as addProductsToCart does', async () => {
    const id = await newCart()
    const { body } = await addSimple(id, [
      { sku: product(0).sku, quantity: 2 },
      { sku: product(1).sku, quantity: 1 },
    ])
    expect(body.errors).toBeUndefined()
    expect(body.data.addSimpleProductsToCart.cart.items.map((i: CartItem) => [i.product.sku, i.quantity])).toEqual([
      [product(0).sku, 2],
      [product(1).sku, 1],
    ])
  })

  it('throws the first problem as a GraphQL error instead of user_errors, as Magento’s legacy mutations do', async () => {
    const id = await newCart()
    expect(errorOf((await addSimple(id, [{ sku: 'NO-SUCH-SKU', quantity: 1 }], EN)).body)).toEqual({
      message: 'Could not find a product with SKU "NO-SUCH-SKU"',
      category: 'graphql-no-such-entity',
    })
    expect(errorOf((await addSimple(id, [{ sku: few.sku, quantity: few.qty + 1 }], EN)).body)).toEqual({
      message: `Could not add the product with SKU ${few.sku} to the shopping cart: The requested qty is not available`,
      category: 'graphql-input',
    })
    expect(errorOf((await addSimple(id, [{ sku: few.sku, quantity: few.qty + 1 }])).body).message).toMatch(
      new RegExp(`^Das Produkt mit der SKU ${few.sku} konnte nicht in den Warenkorb gelegt werden: \\S`),
    )
    expect(errorOf((await addSimple(id, [], EN)).body)).toEqual({
      message: 'Required parameter "cart_items" is missing',
      category: 'graphql-input',
    })
  })

  it('answers the item id, availability and the regular prices of a line', async () => {
    const id = await newCart()
    await add(id, [{ sku: product(0).sku, quantity: 3 }])
    const { cart } = await data(
      `query ($id: String!) { cart(cart_id: $id) { items { id uid is_available ... on SimpleCartItem { customizable_options { label } }
        prices { price { value } original_item_price { value } original_row_total { value } } } } }`,
      { variables: { id } },
    )
    const item = cart.items[0]
    expect(atob(item.uid)).toBe(item.id)
    expect(item).toMatchObject({ is_available: true, customizable_options: [] })
    expect(item.prices.original_row_total.value).toBeCloseTo(item.prices.original_item_price.value * 3, 2)
    expect(item.prices.original_item_price.value).toBeGreaterThanOrEqual(item.prices.price.value)
  })

  it('pages and sorts the lines with itemsV2', async () => {
    const id = await newCart()
    await add(
      id,
      [0, 1, 2].map((i) => ({ sku: product(i).sku, quantity: i + 1 })),
    )
    const page = async (args: string) =>
      (
        await data(
          `query ($id: String!) { cart(cart_id: $id) { itemsV2(${args}) {
          items { quantity } total_count page_info { current_page page_size total_pages } } } }`,
          {
            variables: { id },
          },
        )
      ).cart.itemsV2
    expect(await page('pageSize: 2, currentPage: 2')).toEqual({
      items: [{ quantity: 3 }],
      total_count: 3,
      page_info: { current_page: 2, page_size: 2, total_pages: 2 },
    })
    expect((await page('sort: { field: QTY, order: DESC }')).items).toEqual([
      { quantity: 3 },
      { quantity: 2 },
      { quantity: 1 },
    ])
  })

  it('customerGroup: NOT LOGGED IN (0) for a guest', async () => {
    expect((await data('{ customerGroup { uid } }')).customerGroup).toEqual({ uid: 'MA==' })
  })
})
