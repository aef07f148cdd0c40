import { TRPCError } from '@trpc/server'

/** Magento's `extensions.category` values the shop decides by. */
export const category = {
  input: 'graphql-input',
  authorization: 'graphql-authorization',
  authentication: 'graphql-authentication',
  noSuchEntity: 'graphql-no-such-entity',
  /** e.g. 'This email address is already subscribed.' */
  alreadyExists: 'graphql-already-exists',
} as const

/**
 * A failed commerce call, normalised as the spec says: a message and a status code (default 500), and what Magento
 * says it is: `extensions.category`, or a user error's `code`. Decisions read the category and the code, never the
 * message: Magento writes it in the store view's language.
 */
export class CommerceError extends Error {
  constructor(
    message: string,
    readonly status = 500,
    /** Magento's `extensions.category`, e.g. graphql-authorization. */
    readonly category?: string,
    /** A user error's code (CartUserInputErrorType), e.g. INSUFFICIENT_STOCK. */
    readonly code?: string,
  ) {
    super(message)
    this.name = 'CommerceError'
  }

  get isAuthorizationError(): boolean {
    return this.category === category.authorization
  }
}

const statusByCategory: Record<string, number> = {
  [category.authorization]: 401,
  [category.authentication]: 401,
  [category.input]: 400,
  [category.noSuchEntity]: 404,
  [category.alreadyExists]: 409,
}

interface GraphQLErrorEntry {
  message?: unknown
  extensions?: { category?: unknown }
}

const UNAVAILABLE = 'The shop backend cannot be reached right now. Please try again later.'
const TIMED_OUT = 'The shop backend did not answer in time. Please try again.'

/**
 * The first GraphQL error of a response. An answer that is not GraphQL at all (an error page, malformed JSON, no
 * data) means the backend is not working: 502, or the backend's own 503/504; a 4xx keeps its status.
 */
export function commerceErrorFromResponse(httpStatus: number, errors: GraphQLErrorEntry[] | undefined): CommerceError {
  const first = errors?.[0]
  if (!first) {
    if (httpStatus >= 400 && httpStatus < 500)
      return new CommerceError(`The shop backend refused the call (${httpStatus}).`, httpStatus)
    return new CommerceError(UNAVAILABLE, httpStatus === 503 || httpStatus === 504 ? httpStatus : 502)
  }
  const errorCategory = typeof first.extensions?.category === 'string' ? first.extensions.category : undefined
  const message =
    typeof first.message === 'string' && first.message ? first.message : 'The shop backend reported an error.'
  const status = (errorCategory ? statusByCategory[errorCategory] : undefined) ?? (httpStatus >= 400 ? httpStatus : 500)
  return new CommerceError(message, status, errorCategory)
}

/**
 * Magento's REST error `{message, parameters}`: the message with its placeholders (%1 or %name) filled in, the
 * HTTP status kept (Magento's REST has no category: 400 input, 401 authorization, 404 no such entity).
 */
export function commerceErrorFromRest(httpStatus: number, body: unknown): CommerceError {
  const { message, parameters } = (body ?? {}) as { message?: unknown; parameters?: unknown }
  if (typeof message !== 'string' || !message) return commerceErrorFromResponse(httpStatus, undefined)
  const values = (parameters ?? {}) as Record<string, unknown>
  const text = message.replace(/%(\w+)/g, (placeholder, name: string) => {
    const value = Array.isArray(values) ? values[Number(name) - 1] : values[name]
    return value === undefined ? placeholder : String(value)
  })
  return new CommerceError(text, httpStatus >= 400 ? httpStatus : 500)
}

/** A mutation's user error (addProductsToCart's user_errors, updateCartItems' errors): its code and its text. */
export function commerceUserError(error: { code: string; message: string }): CommerceError {
  return new CommerceError(error.message, 400, undefined, error.code)
}

/** The backend was not reached or gave no answer: a timeout (504), or anything else on the way (502). */
export function backendFailure(error: unknown): CommerceError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError'
  return timedOut ? new CommerceError(TIMED_OUT, 504) : new CommerceError(UNAVAILABLE, 502)
}

/** The backend itself failed (502, 503, 504): unreachable, late or answering garbage; never a refusal. */
export function isBackendFailure(error: unknown): boolean {
  return (commerceErrorOf(error)?.status ?? 0) >= 502
}

/** Anything thrown while talking to the backend, as a readable message: never a stack trace. */
export function normaliseError(error: unknown): CommerceError {
  if (error instanceof CommerceError) return error
  if (error instanceof Error && (error.name === 'TimeoutError' || error instanceof TypeError)) {
    return backendFailure(error)
  }
  return new CommerceError('Something went wrong on our side. Please try again later.', 500)
}

/** The commerce failure behind an error a commerce call threw, if it is one. */
export function commerceErrorOf(error: unknown): CommerceError | undefined {
  const cause = error instanceof TRPCError ? error.cause : error
  return cause instanceof CommerceError ? cause : undefined
}

const codeByStatus: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
}

export function toTrpcError(error: CommerceError): TRPCError {
  return new TRPCError({
    code: codeByStatus[error.status] ?? 'INTERNAL_SERVER_ERROR',
    message: error.message,
    cause: error,
  })
}
