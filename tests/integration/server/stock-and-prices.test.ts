import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CartView } from '../../../contract/cart'
import type { ProductCard, ProductView, TierPriceView } from '../../../contract/product'
import { type Row, simple } from './seeded'
import { data, error, query } from './trpc'
import { Visitor } from './visitor'

/** What a visitor sees of stock, backorders, tier prices and units, through the BFF against the seeded commerce. */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB

/** Item 100002 of the issue: 254 in stock, 281 pieces per pallet. */
const SHEET = '100002'

let fromStockOnly: Row
let coil: string
let sheet: ProductView
beforeAll(async () => {
  fromStockOnly = await simple(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 3 AND 10 AND s.use_config_backorders = 0 AND s.backorders = 0',
  )
  const row = await db
    .prepare('SELECT sku FROM catalog_product_entity WHERE packaging_unit = 3002 AND visibility = 4 LIMIT 1')
    .first<{ sku: string }>()
  coil = row?.sku ?? ''
  sheet = await data<ProductView>(await query('catalog.product', { sku: SHEET }))
})

describe('the catalogue', () => {
  it('shows the stock and the tier prices of an item, the full pallet named as such', () => {
    expect(sheet).toMatchObject({ quantityInStock: 254, salesUnit: 'piece', attributes: { piecesPerPallet: 281 } })
    expect(sheet.tierPrices.length).toBeGreaterThanOrEqual(2)
    expect(sheet.tierPrices.at(-1)).toMatchObject({ quantity: 281, pallet: true })
    for (const tier of sheet.tierPrices) expect(tier.price).toBeLessThan(sheet.price.value)
  })

  it('lists only the tier prices a buyer can reach of an item sold from stock only (issue 30)', async () => {
    const cut = await simple(
      `s.manage_stock = 1 AND s.is_in_stock = 1 AND s.use_config_backorders = 0 AND s.backorders = 0
       AND s.qty < e.pieces_per_pallet AND e.entity_id IN (SELECT entity_id FROM catalog_product_entity_tier_price)`,
    )
    const product = await data<ProductView>(await query('catalog.product', { sku: cut.sku }))
    expect(product.orderableQuantity).toBe(cut.qty)
    expect(product.tierPrices.every((tier) => tier.quantity <= cut.qty)).toBe(true)
    expect(product.tierPrices.some((tier) => tier.pallet)).toBe(false)
  })

  it('puts the stock on the stock list’s cards', async () => {
    const list = await data<{ items: ProductCard[] }>(await query('catalog.stockList', {}))
    expect(list.items.find((card) => card.sku === SHEET)).toMatchObject({ quantityInStock: 254, salesUnit: 'piece' })
  })

  it('prices and counts welding-rod coils per coil', async () => {
    const product = await data<ProductView>(await query('catalog.product', { sku: coil }))
    expect(product.salesUnit).toBe('coil')
  })

  it('shows exact figures unless the store configures stock bands', async () => {
    const config = await data<{ stockQuantityBands: number[] }>(await query('store.config'))
    expect(config.stockQuantityBands).toEqual([])
  })
})

describe('the cart', () => {
  it('takes a pallet beyond the stock at the pallet price and tells the stock of the line', async () => {
    const visitor = new Visitor('de')
    const cart = await visitor.add({ sku: SHEET, quantity: 281 })
    const pallet = sheet.tierPrices.at(-1) as TierPriceView
    expect(cart.items[0]).toMatchObject({ sku: SHEET, quantity: 281, quantityInStock: 254, price: pallet.price })
    expect(cart.items[0]?.rowTotal).toBe((Math.round(pallet.price * 100) * 281) / 100)
    expect(cart.prices.subtotalExclTax).toBe(cart.items[0]?.rowTotal)
  })

  it('changes the price per piece when the quantity crosses a tier', async () => {
    const [first] = sheet.tierPrices as [TierPriceView]
    const visitor = new Visitor('en')
    const below = await visitor.add({ sku: SHEET, quantity: first.quantity - 1 })
    expect(below.items[0]?.price).toBe(sheet.price.value)
    const uid = below.items[0]?.uid ?? ''
    const crossed = await data<CartView>(await visitor.mutate('cart.updateQuantity', { uid, quantity: first.quantity }))
    expect(crossed.items[0]?.price).toBe(first.price)
  })

  it('refuses more than the stock of an item sold from stock only', async () => {
    const refused = await error(
      await new Visitor('de').mutate('cart.add', { sku: fromStockOnly.sku, quantity: fromStockOnly.qty + 1 }),
    )
    expect(refused.data.reason).toBe('INSUFFICIENT_STOCK')
  })
})
