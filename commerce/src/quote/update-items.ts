/**
 * updateCartItems and removeItemFromCart, as Magento 2.4.8/2.4.9 answer them: each line's problem is reported in
 * `errors` (CartUserInputError) and the other lines are still updated; a quantity of 0 or less removes the line.
 * A quantity is set, not added, so parallel updates of one line end with one of the values, never a mixture.
 */
import type { Context, Loaded } from '../kernel/context'
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import { decodeUid } from '../kernel/uid'
import { checkStillUsable } from './cart-access'
import { asInput, changedOptions, cutLineFor, quantityFollowsCutList } from './cut-to-size'
import { maxSaleQty } from './quote-config'
import {
  deleteItem,
  findItem,
  loadItemOptions,
  type QuoteItemRecord,
  type QuoteRecord,
  replaceLineOptions,
  setItemQty,
} from './quote-repository'
import { type CartUserInputError, invalidParameter, stockLimit, userError } from './stock'

export type CartItemUpdateInput = {
  cart_item_uid?: string | null
  quantity?: number | null
  customizable_options?: ({ uid?: string | null; id?: number | null; value_string: string } | null)[] | null
}

/** Magento's Uid::decode: a uid that is not base64 of an id fails the whole request. */
function itemId(uid: string): number {
  const id = decodeUid(uid)
  if (id === null) throw new GraphQlInputException(__('Value of uid "%1" is incorrect.', uid))
  return id
}

/**
 * A cut line's new cut list (or edge, offcut): nested again, its quantity the sheets the list needs (the quantity
 * sent is not used), checked against the stock as an add is.
 */
async function replaceCutList(
  ctx: Context,
  quote: QuoteRecord,
  item: QuoteItemRecord,
  product: Loaded<'products'>,
  changes: NonNullable<CartItemUpdateInput['customizable_options']>,
  notFound: CartUserInputError,
) {
  const stored = (await loadItemOptions(ctx.db, [item.item_id])).get(item.item_id) ?? {}
  const options = (await ctx.loaders.customOptions.load(item.product_id)) ?? []
  const chosen = changedOptions(stored, changes)
  const cut = await cutLineFor(ctx, item.product_id, product, asInput(options, chosen))
  if (cut === null) return quantityFollowsCutList()
  if ('code' in cut) return cut
  const limit = stockLimit(product, maxSaleQty(ctx))
  if ('code' in limit) return limit
  if (cut.sheets > limit.qty) return userError(limit.message)
  const line = { quoteId: quote.entity_id, itemId: item.item_id, qty: cut.sheets, options: cut.options }
  return (await replaceLineOptions(ctx.db, line)) ? null : unchanged(ctx, quote, notFound)
}

async function updateItem(ctx: Context, quote: QuoteRecord, input: CartItemUpdateInput) {
  if (!input.cart_item_uid)
    return userError(__('Required parameter "%1" for "%2" is missing.', 'cart_item_uid', 'cart_items'))
  const id = itemId(input.cart_item_uid)
  const changes = input.customizable_options ?? []
  if (input.quantity == null && changes.length === 0)
    return userError(__('Required parameter "%1" for "%2" is missing.', 'quantity', 'cart_items'))
  const notFound = userError(__('Could not find cart item with id: %1.', id))
  if (input.quantity != null && input.quantity <= 0)
    return (await deleteItem(ctx.db, quote.entity_id, id)) ? null : unchanged(ctx, quote, notFound)
  const item = await findItem(ctx.db, quote.entity_id, id)
  const product = item && (await ctx.loaders.products.load(item.variant_id || item.product_id))
  if (!product) return notFound
  if (item.options_key !== '') {
    return changes.length > 0 ? replaceCutList(ctx, quote, item, product, changes, notFound) : quantityFollowsCutList()
  }
  if (changes.length > 0 || input.quantity == null) return invalidParameter(__('The item has no options to change.'))
  const limit = stockLimit(product, maxSaleQty(ctx))
  const failed = (reason: string) =>
    userError(__('Could not update the product with SKU %1: %2', product.sku, __(reason)))
  if ('code' in limit) return failed('This product is out of stock.')
  if (!Number.isInteger(input.quantity)) return userError(__('You cannot use decimal quantity for this product.'))
  if (input.quantity > limit.qty) {
    return limit.qty < maxSaleQty(ctx) ? failed('Not enough items for sale') : userError(limit.message)
  }
  return (await setItemQty(ctx.db, quote.entity_id, id, input.quantity)) ? null : unchanged(ctx, quote, notFound)
}

/** A line's write changed nothing: the cart was placed meanwhile (thrown as Magento would) or the line is gone. */
async function unchanged<T>(ctx: Context, quote: QuoteRecord, lineGone: T): Promise<T> {
  await checkStillUsable(ctx, quote)
  return lineGone
}

export async function updateItems(ctx: Context, quote: QuoteRecord, items: CartItemUpdateInput[]) {
  const errors: CartUserInputError[] = []
  for (const input of items) {
    const error = await updateItem(ctx, quote, input)
    if (error) errors.push(error)
  }
  return errors
}

export async function removeItem(ctx: Context, quote: QuoteRecord, uid: string | null | undefined) {
  if (!uid) throw new GraphQlInputException(__('Required parameter "%1" is missing.', 'cart_item_uid'))
  if (!(await deleteItem(ctx.db, quote.entity_id, itemId(uid)))) {
    await checkStillUsable(ctx, quote)
    throw new GraphQlNoSuchEntityException("The cart doesn't contain the item")
  }
}
