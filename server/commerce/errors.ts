import { TRPCError } from '@trpc/server'

/** A failed commerce call, normalised as the spec says: a message and a status code (default 500). */
export class CommerceError extends Error {
  constructor(
    message: string,
    readonly status = 500,
    /** Magento's `extensions.category`, e.g. graphql-authorization. */
    readonly category?: string,
  ) {
    super(message)
    this.name = 'CommerceError'
  }

  get isAuthorizationError(): boolean {
    return this.category === 'graphql-authorization'
  }
}

const statusByCategory: Record<string, number> = {
  'graphql-authorization': 401,
  'graphql-authentication': 401,
  'graphql-input': 400,
  'graphql-no-such-entity': 404,
}

interface GraphQLErrorEntry {
  message?: unknown
  extensions?: { category?: unknown }
}

/** The first GraphQL error of a response, or a message for an answer that is not GraphQL at all. */
export function commerceErrorFromResponse(httpStatus: number, errors: GraphQLErrorEntry[] | undefined): CommerceError {
  const first = errors?.[0]
  if (!first)
    return new CommerceError(
      `The shop backend answered with status ${httpStatus}.`,
      httpStatus >= 400 ? httpStatus : 500,
    )
  const category = typeof first.extensions?.category === 'string' ? first.extensions.category : undefined
  const message =
    typeof first.message === 'string' && first.message ? first.message : 'The shop backend reported an error.'
  const status = (category ? statusByCategory[category] : undefined) ?? (httpStatus >= 400 ? httpStatus : 500)
  return new CommerceError(message, status, category)
}

/** Anything thrown while talking to the backend, as a readable message: never a stack trace. */
export function normaliseError(error: unknown): CommerceError {
  if (error instanceof CommerceError) return error
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new CommerceError('The shop backend did not answer in time. Please try again.', 504)
  }
  if (error instanceof TypeError) {
    return new CommerceError('The shop backend cannot be reached right now. Please try again later.', 502)
  }
  return new CommerceError('Something went wrong on our side. Please try again later.', 500)
}

const codeByStatus: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
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
