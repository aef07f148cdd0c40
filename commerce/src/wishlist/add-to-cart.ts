/**
 * Magento's addWishlistItemsToCart (WishlistGraphQl's Wishlist\AddToCart): each item goes to the customer's cart
 * on its own, with its custom options, by the cart's add rules; an item the cart takes leaves the wishlist, one it refuses stays, and its
 * problem is reported with the cart's code and message.
 */
import type { Context } from '../kernel/context'
import { GraphQlInputException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type { CartItemInput, WishlistCartUserInputErrorType } from '../kernel/resolvers-types.generated'
import { wishlistIdOf } from './wishlist-access'
import { deleteItems, type WishlistRecord } from './wishlist-repository'
import { type WishlistItemView, type WishlistSource, wishlistItems } from './wishlist-view'

type WishlistCartUserInputError = {
  code: WishlistCartUserInputErrorType
  message: string
  wishlistId: string
  wishlistItemId: string
}

const CODES: readonly string[] = [
  'PRODUCT_NOT_FOUND',
  'REQUIRED_PARAMETER_MISSING',
  'NOT_SALABLE',
  'INSUFFICIENT_STOCK',
]
const wishlistCode = (code: string) => (CODES.includes(code) ? code : 'UNDEFINED') as WishlistCartUserInputErrorType

/**
 * The cart item a wishlist item becomes (Magento's CartItemsRequestBuilder), with its custom options: the cart
 * checks, nests and prices a saved cut list again.
 */
async function cartItem(ctx: Context, { item, product, variant }: WishlistItemView): Promise<CartItemInput> {
  const options =
    Object.keys(item.options).length > 0
      ? await ctx.loaders.cutListInput(item.product_id, item.options)
      : { entered: [], selected: [] }
  const custom = { entered_options: options.entered, selected_options: options.selected }
  return variant
    ? { sku: variant.sku, parent_sku: product.sku, quantity: item.qty, ...custom }
    : { sku: product.sku, quantity: item.qty, ...custom }
}

/** The items asked for; unknown ids fail the whole call as Magento's does. */
async function chosenItems(ctx: Context, source: WishlistSource, ids: readonly string[] | null | undefined) {
  const all = await wishlistItems(ctx, source)
  if (!ids || ids.length === 0) return all
  const unknown = ids.filter((id) => !all.some((v) => v.item.wishlist_item_id === wishlistIdOf(id)))
  if (unknown.length > 0)
    throw new GraphQlInputException(__('The wishlist item ids "%1" were not found.', unknown.join(',')))
  return all.filter((v) => ids.some((id) => wishlistIdOf(id) === v.item.wishlist_item_id))
}

export async function addItemsToCart(
  ctx: Context,
  customer: { customerId: number; groupId: number },
  wishlist: WishlistRecord,
  ids: readonly string[] | null | undefined,
): Promise<WishlistCartUserInputError[]> {
  const errors: WishlistCartUserInputError[] = []
  for (const view of await chosenItems(ctx, { record: wishlist }, ids)) {
    const { errors: refused } = await ctx.loaders.addToCustomerCart(customer, [await cartItem(ctx, view)])
    if (refused.length === 0) await deleteItems(ctx.db, wishlist.wishlist_id, [view.item.wishlist_item_id])
    for (const error of refused) {
      errors.push({
        code: wishlistCode(error.code),
        message: ctx.translate(error.message),
        wishlistId: String(wishlist.wishlist_id),
        wishlistItemId: String(view.item.wishlist_item_id),
      })
    }
  }
  return errors
}
