/**
 * addProductsToWishlist, updateProductsInWishlist and removeProductsFromWishlist item by item, as Magento's
 * Wishlist models do: a failing item becomes a `user_errors` entry (PRODUCT_NOT_FOUND or UNDEFINED), the others
 * are still written. A configurable product is added by a variant's sku with `parent_sku`, by its own sku alone
 * (no variant chosen yet, as Magento allows on a wishlist) or — as in the cart — by a variant's sku alone.
 * A sheet's cut list (`entered_options` / `selected_options`, Magento's custom options) is checked as the cart
 * checks it and kept with the item (wishlist_item_option); every cut list is an item of its own.
 */
import type { Context, Loaded } from '../kernel/context'
import { __, type Phrase } from '../kernel/phrase'
import type {
  EnteredOptionInput,
  WishlistItemInput,
  WishlistItemUpdateInput,
} from '../kernel/resolvers-types.generated'
import { wishlistIdOf } from './wishlist-access'
import {
  addItem,
  addOptionsItem,
  deleteItems,
  loadWishlistItems,
  replaceItemOptions,
  type StoredOptions,
  updateItem,
  type WishlistRecord,
} from './wishlist-repository'

type CutListIssues = NonNullable<Awaited<ReturnType<Context['loaders']['cutListOptions']>>>
export type WishListUserInputError = {
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'
  message: Phrase
  cut_list_issues?: Extract<CutListIssues, { code: string }>['cut_list_issues']
}
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

type OptionsInput = {
  entered_options?: readonly (EnteredOptionInput | null)[] | null
  selected_options?: readonly (string | null)[] | null
}

/**
 * The custom options an item's input names for the product, checked as the cart checks them: the options to keep,
 * null when it names none (a configurable product's selected_options are not custom options), or the problem.
 */
async function customOptionsFor(
  ctx: Context,
  line: Line,
  input: OptionsInput,
): Promise<{ options: StoredOptions } | null | WishListUserInputError> {
  const entered = (input.entered_options ?? []).filter((o) => o !== null)
  const selected = (input.selected_options ?? []).filter((o) => o !== null)
  if (entered.length === 0 && selected.length === 0) return null
  const stocked = await ctx.loaders.products.load(line.variantId || line.productId)
  if (!stocked) return null
  const cut = await ctx.loaders.cutListOptions({ productId: line.productId, stocked }, { entered, selected })
  if (cut && 'code' in cut) return { code: 'UNDEFINED', message: cut.message, cut_list_issues: cut.cut_list_issues }
  return cut && { options: cut.options }
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
    else {
      const custom = await customOptionsFor(ctx, line, item)
      const written = { wishlistId: wishlist.wishlist_id, storeId: ctx.store.store_id, qty: item.quantity, ...line }
      if (custom && 'code' in custom) errors.push(custom)
      else if (custom) await addOptionsItem(ctx.db, written, custom.options)
      else await addItem(ctx.db, written)
    }
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
    const problem = await changeOptions(ctx, wishlist, itemId, item)
    if (problem) errors.push(problem)
    else if (!(await updateItem(ctx.db, wishlist.wishlist_id, itemId, change))) {
      errors.push(notOnWishlist(itemId))
    }
  }
  return errors
}

const notOnWishlist = (itemId: number) =>
  undefinedError(__('The wishlist item with ID "%1" does not belong to the wishlist', itemId))

/** Replaces an item's custom options when the update names any (a changed cut list); its problem, if any. */
async function changeOptions(
  ctx: Context,
  wishlist: WishlistRecord,
  itemId: number,
  input: OptionsInput,
): Promise<WishListUserInputError | null> {
  if ((input.entered_options ?? []).length === 0 && (input.selected_options ?? []).length === 0) return null
  const items = (await loadWishlistItems(ctx.db, [wishlist.wishlist_id])).get(wishlist.wishlist_id) ?? []
  const found = items.find((item) => item.wishlist_item_id === itemId)
  if (!found) return notOnWishlist(itemId)
  const line = { productId: found.product_id, variantId: found.variant_id }
  const custom = await customOptionsFor(ctx, line, input)
  if (custom && 'code' in custom) return custom
  const item = { wishlistId: wishlist.wishlist_id, itemId, productId: line.productId }
  if (custom) await replaceItemOptions(ctx.db, item, custom.options)
  return null
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
