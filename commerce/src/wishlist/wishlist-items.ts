/**
 * addProductsToWishlist, updateProductsInWishlist and removeProductsFromWishlist item by item, as Magento's
 * Wishlist models do: a failing item becomes a `user_errors` entry (PRODUCT_NOT_FOUND or UNDEFINED), the others
 * are still written. A configurable product is added by a variant's sku with `parent_sku`, by its own sku alone
 * (no variant chosen yet, as Magento allows on a wishlist) or — as in the cart — by a variant's sku alone.
 */
import type { Context, Loaded } from '../kernel/context'
import { __, type Phrase } from '../kernel/phrase'
import type { WishlistItemInput, WishlistItemUpdateInput } from '../kernel/resolvers-types.generated'
import { wishlistIdOf } from './wishlist-access'
import { addItem, deleteItems, updateItem, type WishlistRecord } from './wishlist-repository'

export type WishListUserInputError = { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; message: Phrase }
type Line = { productId: number; variantId: number }

const undefinedError = (message: Phrase): WishListUserInputError => ({ code: 'UNDEFINED', message })
const QTY_ZERO = 'The quantity of a wish list item cannot be 0'

/** The product and variant an input names, or its problem. */
function lineFor(item: WishlistItemInput, skus: Map<string, Loaded<'skus'>>): Line | WishListUserInputError {
  const named = item.parent_sku ?? item.sku
  const product = skus.get(named)
  if (!product) return { code: 'PRODUCT_NOT_FOUND', message: __('Could not find a product with SKU "%1"', named) }
  if (!item.parent_sku || item.parent_sku === item.sku) {
    return product.parent_id === null
      ? { productId: product.entity_id, variantId: 0 }
      : { productId: product.parent_id, variantId: product.entity_id }
  }
  if (product.type_id !== 'configurable') {
    return undefinedError(__('Product %1 is not a configurable product', item.parent_sku))
  }
  const variant = skus.get(item.sku)
  if (variant?.parent_id !== product.entity_id) {
    return undefinedError(__('Could not match child product %1 with parent %2', item.sku, item.parent_sku))
  }
  return { productId: product.entity_id, variantId: variant.entity_id }
}

export async function addProducts(
  ctx: Context,
  wishlist: WishlistRecord,
  items: readonly WishlistItemInput[],
): Promise<WishListUserInputError[]> {
  const found = await ctx.loaders.skus.loadMany(items.flatMap((i) => (i.parent_sku ? [i.sku, i.parent_sku] : [i.sku])))
  const skus = new Map(found.map((r) => [r.sku, r]))
  const errors: WishListUserInputError[] = []
  for (const item of items) {
    const line = lineFor(item, skus)
    if ('code' in line) errors.push(line)
    else if (!(item.quantity > 0)) errors.push(undefinedError(__(QTY_ZERO)))
    else
      await addItem(ctx.db, {
        wishlistId: wishlist.wishlist_id,
        storeId: ctx.store.store_id,
        qty: item.quantity,
        ...line,
      })
  }
  return errors
}

/** Magento's UpdateProductsInWishlist: quantity (a missing one counts as 0, as in Magento) and description. */
export async function updateProducts(
  ctx: Context,
  wishlist: WishlistRecord,
  items: readonly WishlistItemUpdateInput[],
): Promise<WishListUserInputError[]> {
  const errors: WishListUserInputError[] = []
  for (const item of items) {
    if (!((item.quantity ?? 0) > 0)) {
      errors.push(undefinedError(__(QTY_ZERO)))
      continue
    }
    const change = { qty: item.quantity ?? 0, description: item.description ?? null }
    const itemId = wishlistIdOf(item.wishlist_item_id)
    if (!(await updateItem(ctx.db, wishlist.wishlist_id, itemId, change))) {
      errors.push(undefinedError(__('The wishlist item with ID "%1" does not belong to the wishlist', itemId)))
    }
  }
  return errors
}

/** Magento's RemoveProductsFromWishlist: an id that is not on the wishlist is reported, the others removed. */
export async function removeProducts(
  ctx: Context,
  wishlist: WishlistRecord,
  ids: readonly string[],
): Promise<WishListUserInputError[]> {
  const itemIds = ids.map(wishlistIdOf)
  const removed = new Set(await deleteItems(ctx.db, wishlist.wishlist_id, itemIds))
  return itemIds
    .filter((id) => !removed.has(id))
    .map((id) => undefinedError(__('The wishlist item with ID "%1" does not belong to the wishlist', id)))
}
