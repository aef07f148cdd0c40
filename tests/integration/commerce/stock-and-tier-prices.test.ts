/**
 * Stock you can plan with: Magento's `quantity` and `only_x_left_in_stock`, backorders (the catalogue allows and
 * notifies, cut-to-size pieces are sold from stock only), and tier prices (`price_tiers`, applied in the cart and
 * carried into the request with its mails and the admin REST order).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMERCE_DB, mailbox } from './customer-helpers'
import { data } from './graphql'
import { adminToken, buyerWithCart, checkout, cleanCaches, placeRequest, rest } from './request-helpers'

/** Item 100002 of the issue: 254 in stock, 281 pieces per pallet. */
const SHEET = '100002'

const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
  sku quantity only_x_left_in_stock stock_status pieces_per_pallet
  price_range { minimum_price { regular_price { value } final_price { value } } }
  price_tiers { quantity final_price { value currency } discount { amount_off percent_off } } } } }`

const CART = `id total_quantity items { uid quantity is_available
  product { sku quantity } prices { price { value } row_total { value } } }
  prices { subtotal_excluding_tax { value } grand_total { value } applied_taxes { amount { value } } }`

type Tier = { quantity: number; final_price: { value: number; currency: string } }
type Cart = {
  id: string
  items: {
    uid: string
    quantity: number
    is_available: boolean
    product: { sku: string; quantity: number | null }
    prices: { price: { value: number }; row_total: { value: number } }
  }[]
  prices: { subtotal_excluding_tax: { value: number }; grand_total: { value: number } }
}

const product = async (sku: string) => (await data(PRODUCT, { variables: { sku } })).products.items[0]
const newCart = async () => (await data('mutation { createEmptyCart }')).createEmptyCart as string
async function add(cartId: string, sku: string, quantity: number, store?: string) {
  const result = await data(
    `mutation ($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART} } user_errors { code message } } }`,
    { variables: { cartId, items: [{ sku, quantity }] }, store },
  )
  return result.addProductsToCart as { cart: Cart; user_errors: { code: string; message: string }[] }
}
async function update(cartId: string, uid: string, quantity: number) {
  const result = await data(
    `mutation ($cartId: String!, $uid: ID!, $quantity: Float!) {
      updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {
        cart { ${CART} } errors { code message } } }`,
    { variables: { cartId, uid, quantity } },
  )
  return result.updateCartItems as { cart: Cart; errors: { code: string; message: string }[] }
}

const cents = (value: number) => Math.round(value * 100)

let sheet: { quantity: number; pieces_per_pallet: number; price_tiers: Tier[]; finalPrice: number }
/** A cut-to-size piece with a few in stock: backorders off. */
let fromStockOnly: { sku: string; qty: number }

beforeAll(async () => {
  const p = await product(SHEET)
  sheet = { ...p, finalPrice: p.price_range.minimum_price.final_price.value }
  const row = await COMMERCE_DB.prepare(
    `SELECT e.sku, s.qty FROM catalog_product_entity e JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
     WHERE e.type_id = 'simple' AND e.visibility = 4 AND s.manage_stock = 1 AND s.is_in_stock = 1
       AND s.qty BETWEEN 3 AND 10 AND s.use_config_backorders = 0 AND s.backorders = 0 ORDER BY e.entity_id LIMIT 1`,
  ).first<{ sku: string; qty: number }>()
  if (!row) throw new Error('no item sold from stock only')
  fromStockOnly = row
})

describe('stock quantities', () => {
  it("answers the stock item's quantity; only_x_left_in_stock stays null for items with backorders", async () => {
    expect(sheet).toMatchObject({ quantity: 254, pieces_per_pallet: 281 })
    const few = await product(fromStockOnly.sku)
    expect(few).toMatchObject({ quantity: fromStockOnly.qty, only_x_left_in_stock: fromStockOnly.qty })
    const backordered = await COMMERCE_DB.prepare(
      `SELECT e.sku, s.qty FROM catalog_product_entity e JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
       WHERE e.type_id = 'simple' AND e.visibility = 4 AND s.manage_stock = 1 AND s.is_in_stock = 1
         AND s.qty BETWEEN 1 AND 10 AND s.use_config_backorders = 1 ORDER BY e.entity_id LIMIT 1`,
    ).first<{ sku: string; qty: number }>()
    expect(await product(backordered?.sku ?? '')).toMatchObject({
      quantity: backordered?.qty,
      only_x_left_in_stock: null,
    })
  })

  it('answers null quantities when the store words unavailability as "Not enough items for sale"', async () => {
    const path = 'cataloginventory/options/not_available_message'
    const en = await COMMERCE_DB.prepare("SELECT store_id FROM store WHERE code = 'en'").first<{ store_id: number }>()
    await COMMERCE_DB.prepare(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('stores', ?1, ?2, '2')`,
    )
      .bind(en?.store_id, path)
      .run()
    await cleanCaches()
    try {
      expect((await data(PRODUCT, { variables: { sku: SHEET }, store: 'en' })).products.items[0].quantity).toBeNull()
    } finally {
      await COMMERCE_DB.prepare('DELETE FROM core_config_data WHERE path = ?1').bind(path).run()
      await cleanCaches()
    }
  })
})

describe('backorders', () => {
  it('takes a pallet of an item with less than a pallet in stock', async () => {
    const id = await newCart()
    const { cart, user_errors } = await add(id, SHEET, 281)
    expect(user_errors).toEqual([])
    expect(cart.items[0]).toMatchObject({ quantity: 281, is_available: true, product: { sku: SHEET, quantity: 254 } })
  })

  it('updates a line beyond the stock, up to max_sale_qty', async () => {
    const id = await newCart()
    const uid = (await add(id, SHEET, 10)).cart.items[0]?.uid ?? ''
    expect((await update(id, uid, 600)).errors).toEqual([])
    expect((await update(id, uid, 10001)).errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'Die maximale Bestellmenge ist 10000.' },
    ])
  })

  it('refuses more than the stock of an item whose backorders are off, in both languages', async () => {
    const id = await newCart()
    const refused = await add(id, fromStockOnly.sku, fromStockOnly.qty + 1, 'de')
    expect(refused.user_errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'Die angeforderte Menge ist nicht verfügbar' },
    ])
    expect(refused.cart.items).toEqual([])
  })
})

describe('tier prices', () => {
  it('answers the tiers: a quantity tier and the full pallet, each below the final price', async () => {
    const quantities = sheet.price_tiers.map((t) => t.quantity)
    expect(quantities.at(-1)).toBe(281)
    expect(quantities.length).toBeGreaterThanOrEqual(2)
    for (const tier of sheet.price_tiers) {
      expect(tier.final_price.value).toBeLessThan(sheet.finalPrice)
      expect(tier.final_price.currency).toBe('EUR')
    }
  })

  it('prices a line by the tier its quantity reaches, and the totals follow', async () => {
    const [quantityTier, palletTier] = sheet.price_tiers as [Tier, Tier]
    const id = await newCart()
    const below = (await add(id, SHEET, quantityTier.quantity - 1)).cart
    expect(below.items[0]?.prices.price.value).toBe(sheet.finalPrice)
    const uid = below.items[0]?.uid ?? ''
    const crossed = (await update(id, uid, quantityTier.quantity)).cart
    expect(crossed.items[0]?.prices.price.value).toBe(quantityTier.final_price.value)
    const pallet = (await update(id, uid, 281)).cart
    const rowCents = cents(palletTier.final_price.value) * 281
    expect(pallet.items[0]?.prices).toEqual({
      price: { value: palletTier.final_price.value },
      row_total: { value: rowCents / 100 },
    })
    expect(pallet.prices.subtotal_excluding_tax.value).toBe(rowCents / 100)
    expect(pallet.prices.grand_total.value).toBe((rowCents + Math.round(rowCents * 0.19)) / 100)
  })
})

describe('the request', () => {
  it('keeps the tier price and what the stock lacks: order totals, the admin REST order and the mails', async () => {
    const palletTier = sheet.price_tiers.at(-1) as Tier
    const buyer = await buyerWithCart({ [SHEET]: 281 }, 'de')
    await checkout(buyer)
    const order = await placeRequest(buyer, 'QUOTE')
    const rowCents = cents(palletTier.final_price.value) * 281
    expect(order.total.grand_total.value).toBe((rowCents + Math.round(rowCents * 0.19)) / 100)

    const { body } = await rest('GET', `/rest/V1/orders/${Number(order.number)}`, { token: await adminToken() })
    expect(body.items[0]).toMatchObject({
      sku: SHEET,
      qty_ordered: 281,
      qty_backordered: 27,
      price: palletTier.final_price.value,
    })

    const mail = (await mailbox()).find((m) => m.to === buyer.email && m.subject.includes(order.number))
    expect(mail?.text).toContain('254 Stück ab Lager, 27 Stück nach Fertigung oder Beschaffung, Lieferzeit auf Anfrage')
  })
})
