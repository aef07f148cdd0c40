import type { PieceIssue } from '../rules/cut-list'
import type { InputIssue } from './input-issue'

/**
 * Why a procedure failed, as a code: the backend-for-frontend sets it on every tRPC error (`data.reason`) from
 * Magento's error category and user-error code, never from a text; the browser turns it into a message in the
 * visitor's language (src/features/<domain>/…-messages.ts).
 */
export const errorReasons = [
  // the cart
  /** The stored cart is gone (unknown, inactive or someone else's) and no new one could take its place. */
  'CART_NOT_FOUND',
  /** The cart has no line with that uid (any more). */
  'CART_ITEM_NOT_FOUND',
  /** The change needs products in the cart (e.g. a coupon). */
  'CART_EMPTY',
  'PRODUCT_NOT_FOUND',
  /** A product type the add-to-cart rules do not handle. */
  'PRODUCT_TYPE_NOT_SUPPORTED',
  /** A configurable product without a chosen variant. */
  'OPTIONS_REQUIRED',
  'NOT_SALABLE',
  'INSUFFICIENT_STOCK',
  /** A quantity the product cannot be bought in (0 or less, a fraction of a piece). */
  'QUANTITY_INVALID',
  /** More pieces than one cart line may hold (MAX_LINE_QUANTITY, the backend's max_sale_qty). */
  'QUANTITY_TOO_LARGE',
  /** Pallets of an item that has no pallet size: they cannot be counted in pieces. */
  'NOT_SOLD_BY_PALLET',
  'COUPON_INVALID',
  'COUPON_ALREADY_APPLIED',
  /** A cut list the sheet cannot be cut to (a piece too large or too small, too many pieces): `data.cutListIssues`. */
  'CUT_LIST_REFUSED',
  // the customer's account (the server's own text comes as `userMessage` where the spec shows it)
  /** generateCustomerToken refused: wrong password, unknown e-mail, locked or unconfirmed account. */
  'SIGN_IN_FAILED',
  /** Registration refused because an account with that e-mail address exists. */
  'EMAIL_EXISTS',
  /** Registration refused for another reason (Magento's REST error). */
  'REGISTRATION_FAILED',
  /** The confirmation link is wrong, or the account is already active. */
  'CONFIRMATION_FAILED',
  /** No reset mail could be sent (e.g. an unknown address). */
  'PASSWORD_RESET_FAILED',
  /** The password reset link is expired, used or wrong. */
  'RESET_LINK_INVALID',
  /** The captcha provider did not accept the token (or none was sent). */
  'CAPTCHA_FAILED',
  /** Too many attempts from this client or for this account: HTTP 429, try again later. */
  'RATE_LIMITED',
  /** The current password typed to change the e-mail or the password is wrong (or the account is locked). */
  'PASSWORD_INCORRECT',
  /** The default billing or shipping address cannot be deleted until another address takes that role. */
  'ADDRESS_IS_DEFAULT',
  /** The newsletter refused the address (already subscribed, another customer's, guests not allowed). */
  'NEWSLETTER_REFUSED',
  /** The newsletter link (confirm or unsubscribe) is wrong. */
  'NEWSLETTER_LINK_INVALID',
  // quote and order requests
  /** The account has no default shipping address ('Please add a shipping address'). */
  'SHIPPING_ADDRESS_MISSING',
  /** The account has no default billing address ('Please add a billing address'). */
  'BILLING_ADDRESS_MISSING',
  /** The address chosen for the request is not (any more) in the customer's address book. */
  'ADDRESS_NOT_FOUND',
  /** The request could not be placed; the cart is kept ('Propose failed!'). */
  'REQUEST_FAILED',
  /**
   * The backend failed while the request was being sent and cannot say yet whether it arrived: sending again is safe
   * (a placed cart answers with its request).
   */
  'REQUEST_UNCONFIRMED',
  /** The request's status does not allow this answer (any more): commerce's INVALID_ORDER_STATUS. */
  'ANSWER_NOT_ALLOWED',
  /** The offer's validity has passed: it cannot be accepted, a renewed one can be asked for (OFFER_EXPIRED). */
  'OFFER_EXPIRED',
  /** A newer version of the document was sent after the page showed it (DOCUMENT_OUTDATED). */
  'DOCUMENT_OUTDATED',
  /** The answer names no document of the request (DOCUMENT_NOT_FOUND). */
  'DOCUMENT_NOT_FOUND',
  // any procedure
  /** The input was refused: `data.inputIssues` says which fields and why. */
  'INVALID_INPUT',
  'NOT_FOUND',
  /** The customer token is no longer good: the visitor has been logged out. */
  'NOT_AUTHORIZED',
  'BACKEND_UNAVAILABLE',
  'BACKEND_TIMEOUT',
  'UNKNOWN',
] as const

export type ErrorReason = (typeof errorReasons)[number]

/** What a tRPC error of the shop carries in `data`, beside tRPC's own `code` and `httpStatus`. */
export interface ErrorData {
  reason: ErrorReason
  /**
   * A text the browser shows as it comes, where the spec wants the server's own words (addProductsToCart's first
   * user_errors message, in the store view's language).
   */
  userMessage?: string
  /** For PRODUCT_TYPE_NOT_SUPPORTED: the product's type as Magento names it (its __typename, e.g. GiftCardProduct). */
  productType?: string
  /** For INVALID_INPUT: each refused field's path and code (contract/input-issue.ts). */
  inputIssues?: InputIssue[]
  /** For CUT_LIST_REFUSED: each refused row of the cut list (1-based; 0 = the whole list) and why. */
  cutListIssues?: PieceIssue[]
  /** Set when the visitor was logged out: the browser loads this page. */
  redirectTo?: string
}

/** The backend failed (unreachable, late, or answering garbage): a page answers 503 and the visitor tries later. */
export function isBackendOutage(error: unknown): boolean {
  const data = typeof error === 'object' && error !== null ? (error as { data?: { reason?: unknown } }).data : undefined
  return data?.reason === 'BACKEND_UNAVAILABLE' || data?.reason === 'BACKEND_TIMEOUT'
}

/** Seconds a visitor or a crawler is asked to wait after an outage (the Retry-After header). */
export const OUTAGE_RETRY_AFTER_SECONDS = 60
