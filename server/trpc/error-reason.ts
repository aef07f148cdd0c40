import { TRPCError } from '@trpc/server'
import type { ErrorData, ErrorReason } from '../../contract/error-reason'
import { CommerceError, category } from '../commerce/errors'

/**
 * The reason on a tRPC error (contract/error-reason.ts): a procedure's own refusal names it; a commerce failure is
 * read by Magento's user-error code, then its category, then the transport's status. Never by a message.
 */

/**
 * What a refusal tells the browser beside its reason (see ErrorData): an input issue the procedure finds beyond its
 * schema (one the browser's check cannot know) goes in `inputIssues`, with the INVALID_INPUT reason.
 */
export type RefusalDetails = Pick<ErrorData, 'userMessage' | 'productType' | 'inputIssues' | 'cutListIssues'>

/** A procedure's refusal with its reason; the message is English, for scripts and logs. */
export class Refusal extends Error {
  constructor(
    readonly reason: ErrorReason,
    message: string,
    readonly details: RefusalDetails = {},
  ) {
    super(message)
    this.name = 'Refusal'
  }
}

/** A refusal as a tRPC error: BAD_REQUEST unless `code` says otherwise. */
export function refused(
  reason: ErrorReason,
  message: string,
  { code = 'BAD_REQUEST', ...details }: RefusalDetails & { code?: TRPCError['code'] } = {},
): TRPCError {
  return new TRPCError({ code, message, cause: new Refusal(reason, message, details) })
}

type CutListIssue = NonNullable<RefusalDetails['cutListIssues']>[number]

/**
 * A cut list commerce refused (its user error's `cut_list_issues`, the cart's or the wishlist's) as CUT_LIST_REFUSED
 * with the rows' issues; null for any other user error.
 */
export function cutListRefusal(
  error: { message: string; cut_list_issues?: readonly (CutListIssue | null)[] | null } | null | undefined,
): TRPCError | null {
  const cutListIssues = error?.cut_list_issues?.filter((issue) => issue != null)
  return error && cutListIssues?.length ? refused('CUT_LIST_REFUSED', error.message, { cutListIssues }) : null
}

/** Magento's CartUserInputErrorType (the wishlist's WishListUserInputErrorType uses the same codes). */
const reasonByUserErrorCode: Record<string, ErrorReason> = {
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  NOT_SALABLE: 'NOT_SALABLE',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  COULD_NOT_FIND_CART_ITEM: 'CART_ITEM_NOT_FOUND',
  REQUIRED_PARAMETER_MISSING: 'INVALID_INPUT',
  INVALID_PARAMETER_VALUE: 'INVALID_INPUT',
}

const reasonByCategory: Record<string, ErrorReason> = {
  [category.input]: 'INVALID_INPUT',
  [category.noSuchEntity]: 'NOT_FOUND',
  [category.authorization]: 'NOT_AUTHORIZED',
  [category.authentication]: 'NOT_AUTHORIZED',
}

const reasonByStatus: Record<number, ErrorReason> = {
  400: 'INVALID_INPUT',
  401: 'NOT_AUTHORIZED',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
  502: 'BACKEND_UNAVAILABLE',
  503: 'BACKEND_UNAVAILABLE',
  504: 'BACKEND_TIMEOUT',
}

/** A user error's code as a reason; UNKNOWN for a code the shop does not decide by. */
export function userErrorReason(code: string): ErrorReason {
  return reasonByUserErrorCode[code] ?? 'UNKNOWN'
}

/** A user error by its code; else by the category, else (a REST refusal, an outage) by the HTTP status. */
export function commerceReason(error: CommerceError): ErrorReason {
  if (error.code) return userErrorReason(error.code)
  return (error.category && reasonByCategory[error.category]) || reasonByStatus[error.status] || 'UNKNOWN'
}

const reasonByTrpcCode: Partial<Record<TRPCError['code'], ErrorReason>> = {
  BAD_REQUEST: 'INVALID_INPUT',
  PARSE_ERROR: 'INVALID_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'NOT_AUTHORIZED',
  BAD_GATEWAY: 'BACKEND_UNAVAILABLE',
  SERVICE_UNAVAILABLE: 'BACKEND_UNAVAILABLE',
  GATEWAY_TIMEOUT: 'BACKEND_TIMEOUT',
}

export function reasonOf(error: TRPCError): ErrorReason {
  const { cause } = error
  if (cause instanceof Refusal) return cause.reason
  if (cause instanceof CommerceError) return commerceReason(cause)
  return reasonByTrpcCode[error.code] ?? 'UNKNOWN'
}
