/**
 * updateCartItems and removeItemFromCart, as Magento 2.4.8/2.4.9 answer them: each line's problem is reported in
 * `errors` (CartUserInputError) and the other lines are still updated; a quantity of 0 or less removes the line.
 * A quantity is set, not added, so parallel updates of one line end with one of the values, never a mixture.
 */
import type { Context } from '../kernel/context'
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import { decodeUid } from '../kernel/uid'
import { checkStillUsable } from './cart-access'
import { maxSaleQty } from './quote-config'
import { deleteItem, findItem, type QuoteRecord, setItemQty } from './quote-repository'
import { type CartUserInputError, stockLimit, userError } from './stock'

export type CartItemUpdateInput = { cart_item_uid?: string | null; quantity?: number | null }

/** Magento's Uid::decode: a uid that is not base64 of an id fails the whole request. */
function itemId(uid: string): number {
  const id = decodeUid(uid)
  if (id === null) throw new GraphQlInputException(__('Value of uid "%1" is incorrect.', uid))
  return id
}

async function updateItem(ctx: Context, quote: QuoteRecord, input: CartItemUpdateInput) {
  if (!input.cart_item_uid)
    return userError(__('Required parameter "%1" for "%2" is missing.', 'cart_item_uid', 'cart_items'))
  const id = itemId(input.cart_item_uid)
  if (input.quantity == null)
    return userError(__('Required parameter "%1" for "%2" is missing.', 'quantity', 'cart_items'))
  const notFound = userError(__('Could not find cart item with id: %1.', id))
  if (input.quantity <= 0)
    return (await deleteItem(ctx.db, quote.entity_id, id)) ? null : unchanged(ctx, quote, notFound)
  const item = await findItem(ctx.db, quote.entity_id, id)
  const product = item && (await ctx.loaders.products.load(item.variant_id || item.product_id))
  if (!product) return notFound
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
