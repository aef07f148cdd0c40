import { describe, expect, it } from 'vitest'
import {
  ADD_TO_CART_MESSAGES,
  type AddToCartProduct,
  checkAddToCart,
  productTypes,
  refusalText,
} from '../../../server/cart/add-to-cart-rules'

const simple = (overrides: Partial<AddToCartProduct> = {}): AddToCartProduct => ({
  typename: 'SimpleProduct',
  stockStatus: 'IN_STOCK',
  onlyXLeftInStock: null,
  ...overrides,
})

describe('add-to-cart rules (spec section 5)', () => {
  it('lets an in-stock simple product through', () => {
    expect(checkAddToCart(simple(), { quantity: 500 })).toBeNull()
  })

  it('refuses a product that is not in stock, or whose stock status is unknown', () => {
    expect(checkAddToCart(simple({ stockStatus: 'OUT_OF_STOCK' }), { quantity: 1 })).toEqual({
      message: ADD_TO_CART_MESSAGES.notSalable,
    })
    expect(checkAddToCart(simple({ stockStatus: null }), { quantity: 1 })?.message).toBe(
      ADD_TO_CART_MESSAGES.notSalable,
    )
  })

  it('refuses more than only_x_left_in_stock when it is set, and allows exactly that many', () => {
    const few = simple({ onlyXLeftInStock: 4 })
    expect(checkAddToCart(few, { quantity: 4 })).toBeNull()
    expect(checkAddToCart(few, { quantity: 5 })).toEqual({ message: ADD_TO_CART_MESSAGES.insufficientStock })
  })

  it('allows a configurable product only with a chosen variant (sku or option uids)', () => {
    const configurable = { typename: 'ConfigurableProduct', stockStatus: 'IN_STOCK', onlyXLeftInStock: null } as const
    expect(checkAddToCart(configurable, { quantity: 1 })).toEqual({ message: ADD_TO_CART_MESSAGES.chooseOptions })
    expect(checkAddToCart(configurable, { quantity: 1, selectedOptions: [] })?.message).toBe(
      ADD_TO_CART_MESSAGES.chooseOptions,
    )
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
    expect(refusal).toEqual({ message: ADD_TO_CART_MESSAGES.unsupportedType, values: { type: 'GiftCardProduct' } })
    expect(refusal && refusalText(refusal)).toBe('Product Type GiftCardProduct not supported in add to cart yet')
  })

  it('refuses quantities of 0 or less', () => {
    expect(checkAddToCart(simple(), { quantity: 0 })?.message).toBe(ADD_TO_CART_MESSAGES.quantityAboveZero)
    expect(checkAddToCart(simple(), { quantity: Number.NaN })?.message).toBe(ADD_TO_CART_MESSAGES.quantityAboveZero)
  })
})
