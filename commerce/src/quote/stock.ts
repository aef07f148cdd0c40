/**
 * Stock rules of a cart line and Magento's cart error codes. Carts do not reserve stock (neither does Magento):
 * each cart may hold up to the salable quantity, checked atomically against the line's total when it is written.
 * Products without managed stock (made to order, "upon request") are always salable, and so is any quantity of a
 * product with backorders (Magento's backorders 1 or 2: what the stock lacks is produced or procured); every
 * product is capped at the store's max_sale_qty.
 */

import type { PieceIssue } from '../../../rules/cut-list'
import type { Loaded } from '../kernel/context'
import { __, type Phrase } from '../kernel/phrase'

type CartUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'NOT_SALABLE'
  | 'INSUFFICIENT_STOCK'
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'INVALID_PARAMETER_VALUE'
  | 'UNDEFINED'

/**
 * A line's problem in `user_errors` / `errors`; the message is rendered in the store view's language. A cut list's
 * problems come as codes too (the extension `cut_list_issues`).
 */
export type CartUserInputError = {
  __typename: 'CartUserInputError'
  code: CartUserInputErrorType
  message: Phrase
  cut_list_issues?: PieceIssue[]
}

/** Magento's AddProductsToCart::MESSAGE_CODES: the code is derived from the message. */
const MESSAGE_CODES: [string, CartUserInputErrorType][] = [
  ['Could not find a product with SKU', 'PRODUCT_NOT_FOUND'],
  ['The required options you selected are not available', 'NOT_SALABLE'],
  ['Product that you are trying to add is not available.', 'NOT_SALABLE'],
  ['This product is out of stock', 'NOT_SALABLE'],
  ['The most you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The requested qty is not available', 'INSUFFICIENT_STOCK'],
  ['Not enough items for sale', 'INSUFFICIENT_STOCK'],
  ['Could not find cart item with id', 'COULD_NOT_FIND_CART_ITEM'],
  ['Required parameter', 'REQUIRED_PARAMETER_MISSING'],
]

export function userError(message: Phrase): CartUserInputError {
  const english = message.render().toLowerCase()
  const code = MESSAGE_CODES.find(([text]) => english.includes(text.toLowerCase()))?.[1] ?? 'UNDEFINED'
  return { __typename: 'CartUserInputError', code, message }
}

/** An option's value the item cannot take (Magento's INVALID_PARAMETER_VALUE), with a cut list's issues. */
export function invalidParameter(message: Phrase, issues: PieceIssue[] = []): CartUserInputError {
  return { __typename: 'CartUserInputError', code: 'INVALID_PARAMETER_VALUE', message, cut_list_issues: issues }
}

/** The most a cart line of this product may hold, with the message for more; an error when it is not salable. */
export function stockLimit(
  product: Pick<Loaded<'products'>, 'manage_stock' | 'is_in_stock' | 'qty' | 'backorders'>,
  maxSaleQty: number,
): { qty: number; message: Phrase } | CartUserInputError {
  const managed = product.manage_stock === 1
  if (managed && product.is_in_stock !== 1) return userError(__('Product that you are trying to add is not available.'))
  return managed && product.backorders === 0 && product.qty < maxSaleQty
    ? { qty: product.qty, message: __('The requested qty is not available') }
    : { qty: maxSaleQty, message: __('The most you may purchase is %1.', maxSaleQty) }
}

/**
 * stockLimit's rules in SQL over the stock item `st` of a product (left joined: a product without one is managed and
 * not in stock, as its record says), for a statement that judges a line as it writes it. `maxSaleQty` and
 * `configBackorders` are the statement's bound parameters of those settings.
 */
export function stockLimitSql(maxSaleQty: string, configBackorders: string) {
  const managed = 'coalesce(st.manage_stock, 1) = 1'
  const backorders = `CASE coalesce(st.use_config_backorders, 1) WHEN 1 THEN ${configBackorders} ELSE coalesce(st.backorders, 0) END`
  const qty = 'coalesce(st.qty, 0)'
  return {
    salable: `NOT (${managed} AND coalesce(st.is_in_stock, 0) <> 1)`,
    limit: `CASE WHEN ${managed} AND ${backorders} = 0 AND ${qty} < ${maxSaleQty} THEN ${qty} ELSE ${maxSaleQty} END`,
  }
}
