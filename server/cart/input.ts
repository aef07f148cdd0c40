import { z } from 'zod'

/**
 * The cart procedures' inputs, written once: the procedures validate with them and the browser's forms may too.
 * Messages are English source texts; the storefront translates them (src/features/cart/cart-messages.ts).
 */

/** Whole pieces, as the commerce backend stores them; a line is capped there at 10000 (max_sale_qty). */
export const quantitySchema = z
  .number('The quantity must be a number')
  .int('The quantity must be a whole number of pieces')
  .positive('The quantity must be greater than 0')
  .max(1_000_000, 'The quantity is too large')

const text = (message: string, max: number) => z.string(message).trim().min(1, message).max(max, message)

/** A cart line's uid as Magento answers it (base64). */
export const cartItemUidSchema = text('A cart item is required', 64)

export const addToCartInputSchema = z.object({
  sku: text('A product sku is required', 64),
  quantity: quantitySchema,
  /** A configurable product's option value uids (Magento's selected_options). */
  selectedOptions: z.array(text('An option uid must not be empty', 128)).max(20).optional(),
  /** With a variant's sku: the configurable product it belongs to (Magento's parent_sku). */
  parentSku: text('The parent sku must not be empty', 64).optional(),
})

export const updateQuantityInputSchema = z.object({ uid: cartItemUidSchema, quantity: quantitySchema })

export const removeItemInputSchema = z.object({ uid: cartItemUidSchema })

/** The spec: applying without a code removes the coupon, so an empty or missing code is allowed here. */
export const applyCouponInputSchema = z.object({
  code: z.string('The coupon code must be text').trim().max(255, 'The coupon code is too long').optional(),
})

export type AddToCartInput = z.infer<typeof addToCartInputSchema>
