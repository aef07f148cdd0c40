import { z } from 'zod'
import { quantitySchema } from './cart'
import type { ErrorReason } from './error-reason'
import type { ProductCard } from './product'

/**
 * The customer's wishlist: what the wishlist procedures accept and answer. Every call needs a signed-in customer
 * (spec §6); the default wishlist id and the quantity of an add are app.config's (spec §9).
 */

export const wishlistAddInputSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  /** A configurable product's own sku when `sku` is its chosen variant. */
  parentSku: z.string().trim().min(1).max(64).optional(),
})
export type WishlistAddInput = z.infer<typeof wishlistAddInputSchema>

export const wishlistRemoveInputSchema = z.object({ itemIds: z.array(z.string().min(1).max(20)).min(1).max(100) })
export type WishlistRemoveInput = z.infer<typeof wishlistRemoveInputSchema>

export const wishlistToCartInputSchema = z.object({ itemId: z.string().min(1).max(20) })
export type WishlistToCartInput = z.infer<typeof wishlistToCartInputSchema>

/** A wishlist kept as an order template: each item's quantity is what goes to the cart (Magento's item qty). */
export const wishlistQuantityInputSchema = z.object({ itemId: z.string().min(1).max(20), quantity: quantitySchema })
export type WishlistQuantityInput = z.infer<typeof wishlistQuantityInputSchema>

export interface WishlistItemView {
  id: string
  quantity: number
  product: ProductCard
  /** The chosen variant of a configurable product, if any. */
  variantSku: string | null
}

export interface WishlistView {
  id: string
  itemsCount: number
  items: WishlistItemView[]
}

/** After moving an item to the cart: the wishlist without it and the product's name for 'You added {product}…'. */
export interface WishlistToCartView {
  wishlist: WishlistView
  addedProduct: string
}

/** An item the cart refused when the whole wishlist went: it stays, with the cart's reason and its own words. */
export interface WishlistItemRefusal {
  itemId: string
  product: string
  reason: ErrorReason
  userMessage: string
}

/** After moving every item to the cart: the wishlist with what stayed, how many went, and why the others stayed. */
export interface WishlistAllToCartView {
  wishlist: WishlistView
  addedCount: number
  refusals: WishlistItemRefusal[]
}
