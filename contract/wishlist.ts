import { z } from 'zod'
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
