import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AddToCartRefusal } from '../../../contract/add-to-cart-rules'
import type { ErrorReason } from '../../../contract/error-reason'
import { errorData } from '../../trpc/error-data'
import { quantityIssueMessages } from '../../ui/form/quantity-issue-messages'
import { commonReasonMessages, type FailureMessages, failureMessage } from '../errors/failure-message'
import { quantityMessages } from '../product/quantity-messages'

/**
 * What the cart tells the visitor when a change is refused, in one place: a reason (contract/error-reason.ts) from
 * the add-to-cart rules or the backend-for-frontend becomes the spec's message in the visitor's language. Where the
 * spec shows the server's own text (the first user error of an add, already in the store view's language), it is
 * shown as it comes.
 */
const cartNotUpdated = msg`The cart could not be updated. Please try again.`

/** The cart's reasons; another domain's (the customer's account) never reach the cart and read as UNKNOWN. */
const byReason: Partial<Record<ErrorReason, MessageDescriptor>> = {
  CART_NOT_FOUND: msg`Your cart is no longer available. Please try again.`,
  CART_ITEM_NOT_FOUND: msg`The cart doesn't contain the item`,
  CART_EMPTY: msg`Cart does not contain products.`,
  PRODUCT_NOT_FOUND: msg`We can't find products matching the selection.`,
  PRODUCT_TYPE_NOT_SUPPORTED: msg`Product Type {type} not supported in add to cart yet`,
  OPTIONS_REQUIRED: msg`You need to choose options for your item.`,
  NOT_SALABLE: msg`Product that you are trying to add is not available.`,
  INSUFFICIENT_STOCK: msg`The requested qty is not available`,
  QUANTITY_INVALID: msg`The product quantity should be greater than 0`,
  QUANTITY_TOO_LARGE: quantityMessages.QUANTITY_TOO_LARGE,
  NOT_SOLD_BY_PALLET: quantityMessages.NOT_SOLD_BY_PALLET,
  COUPON_INVALID: msg`The coupon code isn't valid. Verify the code and try again.`,
  COUPON_ALREADY_APPLIED: msg`A coupon is already applied to the cart. Please remove it to apply another`,
  CUT_LIST_REFUSED: msg`The cut list cannot be cut from this sheet: please correct the marked rows.`,
  INVALID_INPUT: cartNotUpdated,
  NOT_FOUND: cartNotUpdated,
  ...commonReasonMessages,
  UNKNOWN: cartNotUpdated,
}

/** The message for a refusal of the add-to-cart rules, checked in the browser before anything is sent. */
export function refusalMessage(i18n: I18n, refusal: AddToCartRefusal): string {
  return i18n._({ ...(byReason[refusal.reason] ?? cartNotUpdated), values: { type: refusal.type ?? '' } })
}

const cartMessages: FailureMessages = { byReason, byIssue: quantityIssueMessages, fallback: cartNotUpdated }

/**
 * The message for a failed cart call: the server's text where the spec shows it, else the reason's message (a
 * product type the rules refused is named in it).
 */
export function cartErrorMessage(i18n: I18n, error: unknown): string {
  const data = errorData(error)
  if (data?.reason === 'PRODUCT_TYPE_NOT_SUPPORTED')
    return refusalMessage(i18n, { reason: data.reason, type: data.productType })
  return failureMessage(i18n, error, cartMessages)
}

/** The message for a reason alone, e.g. a line of cart.addLines that the backend refused without its own words. */
export function cartReasonMessage(i18n: I18n, reason: ErrorReason): string {
  return i18n._(byReason[reason] ?? cartNotUpdated)
}
