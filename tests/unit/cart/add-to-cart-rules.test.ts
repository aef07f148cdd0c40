import { describe, expect, it } from 'vitest'
import {
  type AddToCartProduct,
  checkAddToCart,
  MAX_LINE_QUANTITY,
  productTypes,
  refusalText,
} from '../../../contract/add-to-cart-rules'

const simple = (overrides: Partial<AddToCartProduct> = {}): AddToCartProduct => ({
  typename: 'SimpleProduct',
  stockStatus: 'IN_STOCK',
  orderableQuantity: null,
  ...overrides,
})

describe('add-to-cart rules (spec section 5)', () => {
  it('lets an in-stock simple product through', () => {
    expect(checkAddToCart(simple(), { quantity: 500 })).toBeNull()
  })

  it('refuses a product that is not in stock, or whose stock status is unknown', () => {
    expect(checkAddToCart(simple({ stockStatus: 'OUT_OF_STOCK' }), { quantity: 1 })).toEqual({ reason: 'NOT_SALABLE' })
    expect(checkAddToCart(simple({ stockStatus: null }), { quantity: 1 })?.reason).toBe('NOT_SALABLE')
  })

  it('refuses more than only_x_left_in_stock when it is set, and allows exactly that many', () => {
    const few = simple({ orderableQuantity: 4 })
    expect(checkAddToCart(few, { quantity: 4 })).toBeNull()
    expect(checkAddToCart(few, { quantity: 5 })).toEqual({ reason: 'INSUFFICIENT_STOCK' })
  })

  it('allows a configurable product only with a chosen variant (sku or option uids)', () => {
    const configurable = { typename: 'ConfigurableProduct', stockStatus: 'IN_STOCK', orderableQuantity: null } as const
    expect(checkAddToCart(configurable, { quantity: 1 })).toEqual({ reason: 'OPTIONS_REQUIRED' })
    expect(checkAddToCart(configurable, { quantity: 1, selectedOptions: [] })?.reason).toBe('OPTIONS_REQUIRED')
    expect(checkAddToCart(configurable, { quantity: 1, variantSku: '300001-WS' })).toBeNull()
    expect(checkAddToCart(configurable, { quantity: 1, selectedOptions: ['Y29uZmlndXJhYmxlLzkzLzIwMDQ='] })).toBeNull()
  })

  it('treats the other known types like simple products', () => {
    for (const typename of productTypes.filter((type) => type !== 'ConfigurableProduct')) {
      expect(checkAddToCart(simple({ typename }), { quantity: 1 })).toBeNull()
      expect(checkAddToCart(simple({ typename, stockStatus: 'OUT_OF_STOCK' }), { quantity: 1 })).not.toBeNull()
    }
  })

  it("refuses an unknown type with 'Product Type {type} not supported in add to cart yet'", () => {
    const refusal = checkAddToCart(simple({ typename: 'GiftCardProduct' }), { quantity: 1 })
    expect(refusal).toEqual({ reason: 'PRODUCT_TYPE_NOT_SUPPORTED', type: 'GiftCardProduct' })
    expect(refusal && refusalText(refusal)).toBe('Product Type GiftCardProduct not supported in add to cart yet')
  })

  it('refuses quantities of 0 or less, and fractions of a piece', () => {
    expect(checkAddToCart(simple(), { quantity: 0 })?.reason).toBe('QUANTITY_INVALID')
    expect(checkAddToCart(simple(), { quantity: Number.NaN })?.reason).toBe('QUANTITY_INVALID')
    expect(checkAddToCart(simple(), { quantity: 2.5 })?.reason).toBe('QUANTITY_INVALID')
  })

  it('refuses more pieces than one cart line holds, as the backend would, and allows exactly that many', () => {
    expect(checkAddToCart(simple(), { quantity: MAX_LINE_QUANTITY })).toBeNull()
    const refusal = checkAddToCart(simple(), { quantity: MAX_LINE_QUANTITY + 1 })
    expect(refusal).toEqual({ reason: 'QUANTITY_TOO_LARGE' })
    expect(refusal && refusalText(refusal)).toBe('The most you may purchase is 10000.')
  })
})
