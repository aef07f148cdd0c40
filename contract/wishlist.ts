import { z } from 'zod'
import { quantitySchema } from './cart'
import { type CutListLineView, cutListInputSchema } from './cut-to-size'
import type { ErrorReason } from './error-reason'
import { issue } from './input-issue'
import type { ProductCard } from './product'

/**
 * The customer's wishlist: what the wishlist procedures accept and answer. Every call needs a signed-in customer
 * (spec §6); the default wishlist id and the quantity of an add are app.config's (spec §9).
 */

/** Which of the customer's lists a call is about; left out, the default list (their first). */
const listIdSchema = z.string().regex(/^\d{1,10}$/)
const onList = { listId: listIdSchema.optional() }

export const wishlistGetInputSchema = z.object(onList).optional()
export type WishlistGetInput = z.infer<typeof wishlistGetInputSchema>

export const wishlistAddInputSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  /** A configurable product's own sku when `sku` is its chosen variant. */
  parentSku: z.string().trim().min(1).max(64).optional(),
  ...onList,
})
export type WishlistAddInput = z.infer<typeof wishlistAddInputSchema>

/** A sheet's cut list kept on the list named, else the default wishlist, to request again. */
export const wishlistSaveCutListInputSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  /** A configurable sheet's own sku when `sku` is its chosen variant. */
  parentSku: z.string().trim().min(1).max(64).optional(),
  cutList: cutListInputSchema,
  ...onList,
})
export type WishlistSaveCutListInput = z.infer<typeof wishlistSaveCutListInputSchema>

export const wishlistRemoveInputSchema = z.object({
  itemIds: z.array(z.string().min(1).max(20)).min(1).max(100),
  ...onList,
})
export type WishlistRemoveInput = z.infer<typeof wishlistRemoveInputSchema>

export const wishlistToCartInputSchema = z.object({ itemId: z.string().min(1).max(20), ...onList })
export type WishlistToCartInput = z.infer<typeof wishlistToCartInputSchema>

/** A wishlist kept as an order template: each item's quantity is what goes to the cart (Magento's item qty). */
export const wishlistQuantityInputSchema = z.object({
  itemId: z.string().min(1).max(20),
  quantity: quantitySchema,
  ...onList,
})
export type WishlistQuantityInput = z.infer<typeof wishlistQuantityInputSchema>

export const wishlistAllToCartInputSchema = z.object(onList).optional()
export type WishlistAllToCartInput = z.infer<typeof wishlistAllToCartInputSchema>

/** A list's name as the buyer gives it (Adobe Commerce keeps up to 255 characters). */
export const wishlistNameSchema = z.string().trim().min(1, issue.REQUIRED).max(255)

export const wishlistCreateInputSchema = z.object({ name: wishlistNameSchema })
export type WishlistCreateInput = z.infer<typeof wishlistCreateInputSchema>

export const wishlistRenameInputSchema = z.object({ listId: listIdSchema, name: wishlistNameSchema })
export type WishlistRenameInput = z.infer<typeof wishlistRenameInputSchema>

export const wishlistDeleteInputSchema = z.object({ listId: listIdSchema })
export type WishlistDeleteInput = z.infer<typeof wishlistDeleteInputSchema>

/** One of the customer's lists as the chooser shows it; `name` is null for the default list until it is named. */
export interface WishlistSummary {
  id: string
  name: string | null
  itemsCount: number
}

export interface WishlistItemView {
  id: string
  quantity: number
  product: ProductCard
  /** The chosen variant of a configurable product, if any. */
  variantSku: string | null
  /** A saved cut list: its pieces, edge, offcut and what it comes to at today's price; null for a whole product. */
  cutList: CutListLineView | null
  /** The item's custom options as the cart takes them (Magento's entered_options and selected_options uids). */
  customOptions: { entered: { uid: string; value: string }[]; selected: string[] }
}

export interface WishlistView {
  id: string
  /** null for the default list until the customer names it */
  name: string | null
  itemsCount: number
  items: WishlistItemView[]
}

/** After moving an item to the cart: the wishlist without it and the product's name for 'You added {product}…'. */
export interface WishlistToCartView {
  wishlist: WishlistView
  addedProduct: string
}

/** An item the cart refused when the whole wishlist went: the cart's reason and its own words. */
export interface WishlistItemRefusal {
  itemId: string
  product: string
  reason: ErrorReason
  userMessage: string
}

/**
 * After adding every item to the cart: the list, kept whole as an order template (Adobe's requisition lists), how
 * many items went and why the others did not.
 */
export interface WishlistAllToCartView {
  wishlist: WishlistView
  addedCount: number
  refusals: WishlistItemRefusal[]
}
