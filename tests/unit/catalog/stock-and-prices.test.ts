import { describe, expect, it } from 'vitest'
import { priceAtQty, tierPricesFor } from '../../../commerce/src/product/tier-price'
import { palletPriceOf, tierPricesOf } from '../../../server/product/price'
import { salesUnitOf } from '../../../server/product/sales-unit'
import { quantityInStockOf } from '../../../server/product/stock'
import { stockSplitOf } from '../../../src/features/cart/backorder'
import { stockBand } from '../../../src/features/product/stock-band'

const tier = (qty: number, value: number, percentage_value: number | null = null, scope = {}) => ({
  all_groups: 1,
  customer_group_id: 0,
  qty,
  value,
  percentage_value,
  website_id: 0,
  ...scope,
})

describe('tier prices (commerce)', () => {
  const product = { price: 20, final_price: 20 }

  it('takes a percentage off the price, keeps the lowest price per quantity and only prices below the final one', () => {
    const tiers = tierPricesFor([tier(10, 0, 5), tier(10, 18.5), tier(100, 17), tier(5, 21), tier(50, 19.5)], product, {
      groupId: 0,
      websiteId: 1,
    })
    expect(tiers).toEqual([
      { qty: 10, price: 18.5 },
      { qty: 100, price: 17 },
    ])
  })

  it("answers a group's own tiers only to that group, a website's only on that website", () => {
    const records = [tier(10, 15, null, { all_groups: 0, customer_group_id: 1 }), tier(20, 16, null, { website_id: 2 })]
    expect(tierPricesFor(records, product, { groupId: 0, websiteId: 1 })).toEqual([])
    expect(tierPricesFor(records, product, { groupId: 1, websiteId: 2 })).toEqual([{ qty: 10, price: 15 }])
  })

  it('prices a quantity by the highest tier it reaches', () => {
    const tiers = [
      { qty: 10, price: 19 },
      { qty: 281, price: 18 },
    ]
    expect(priceAtQty(product, tiers, 9)).toBe(20)
    expect(priceAtQty(product, tiers, 10)).toBe(19)
    expect(priceAtQty(product, tiers, 280)).toBe(19)
    expect(priceAtQty(product, tiers, 281)).toBe(18)
  })
})

describe('stock and units (storefront)', () => {
  it('splits a line above the stock into pieces from stock and the rest', () => {
    expect(stockSplitOf({ quantity: 281, quantityInStock: 254 })).toEqual({ fromStock: 254, rest: 27 })
    expect(stockSplitOf({ quantity: 5, quantityInStock: 0 })).toEqual({ fromStock: 0, rest: 5 })
    expect(stockSplitOf({ quantity: 254, quantityInStock: 254 })).toBeNull()
    expect(stockSplitOf({ quantity: 300, quantityInStock: null })).toBeNull()
  })

  it('shows the band a quantity exceeds, the exact figure below the lowest band', () => {
    expect(stockBand(254, [10, 50, 100, 500])).toBe(100)
    expect(stockBand(7, [10, 50, 100, 500])).toBeNull()
    expect(stockBand(254, [])).toBeNull()
  })

  it('tells no stock for made-to-order items; coils are their own unit', () => {
    expect(quantityInStockOf({ stock_status: 'IN_STOCK', delivery_time: 4006, quantity: 0 })).toBeNull()
    expect(quantityInStockOf({ stock_status: 'IN_STOCK', delivery_time: 4001, quantity: 254 })).toBe(254)
    expect(salesUnitOf({ packaging_unit: 3002 })).toBe('coil')
    expect(salesUnitOf({ packaging_unit: 3001 })).toBe('piece')
  })

  it('names the tier of a full pallet', () => {
    expect(
      tierPricesOf(
        [
          { quantity: 281, final_price: { value: 18 } },
          { quantity: 50, final_price: { value: 19 } },
        ],
        281,
      ),
    ).toEqual([
      { quantity: 50, price: 19, pallet: false },
      { quantity: 281, price: 18, pallet: true },
    ])
  })

  it('prices a full pallet at the best tier a pallet reaches, not at the price of one piece', () => {
    const tiers = [
      { quantity: 50, price: 11.73, pallet: false },
      { quantity: 281, price: 11.12, pallet: true },
      { quantity: 500, price: 10, pallet: false },
    ]
    expect(palletPriceOf(12.35, tiers, 281)).toBeCloseTo(281 * 11.12)
    expect(palletPriceOf(12.35, [], 281)).toBeCloseTo(281 * 12.35)
    expect(palletPriceOf(12.35, tiers, null)).toBeNull()
  })
})
