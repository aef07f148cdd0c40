import type {
  WishlistAllToCartView,
  WishlistItemRefusal,
  WishlistItemView,
  WishlistView,
} from '../../contract/wishlist'
import { cartCallOptions, changeCart } from '../cart/lifecycle'
import type { Context } from '../trpc/context'
import { commerceReason, userErrorReason } from '../trpc/error-reason'
import { AddWishlistItemToCartMutation } from './operations'

/**
 * The cart item a wishlist item becomes: a configurable product's chosen variant with its parent, and its custom
 * options (a saved cut list, which the cart nests and prices again).
 */
function cartItemOf(item: WishlistItemView) {
  const { entered, selected } = item.customOptions
  const options = {
    entered_options: entered.length > 0 ? entered : undefined,
    selected_options: selected.length > 0 ? selected : undefined,
  }
  return item.variantSku
    ? { sku: item.variantSku, parent_sku: item.product.sku, quantity: item.quantity, ...options }
    : { sku: item.product.sku, quantity: item.quantity, ...options }
}

/** Adds one item to the visitor's cart, the item staying on the list; the cart's first user error when it refuses. */
export async function addItemToCart(ctx: Context, item: WishlistItemView): Promise<WishlistItemRefusal | null> {
  const errors = await changeCart(
    ctx,
    async (cartId) => {
      const variables = { cartId, item: cartItemOf(item) }
      const { addProductsToCart } = await ctx.commerce.mutate(
        AddWishlistItemToCartMutation,
        variables,
        cartCallOptions(ctx),
      )
      return addProductsToCart?.user_errors ?? []
    },
    commerceReason,
  )
  const error = errors.find((candidate) => candidate?.message)
  if (!error) return null
  return {
    itemId: item.id,
    product: item.product.name,
    reason: userErrorReason(error.code),
    userMessage: error.message,
  }
}

/**
 * The wishlist as an order template (Adobe's requisition lists): every item goes to the visitor's cart with its
 * quantity, one add per item so each refusal is the item's own, and the list stays as it is. Magento's
 * addWishlistItemsToCart would take each added item off the list, which suits moving one item, not a template.
 */
export async function addAllToCart(ctx: Context, wishlist: WishlistView): Promise<WishlistAllToCartView> {
  const refusals: WishlistItemRefusal[] = []
  for (const item of wishlist.items) {
    const refusal = await addItemToCart(ctx, item)
    if (refusal) refusals.push(refusal)
  }
  return { wishlist, addedCount: wishlist.items.length - refusals.length, refusals }
}
