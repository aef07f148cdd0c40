/**
 * Magento's GraphQL exceptions: each carries the `extensions.category` Magento reports. Resolvers throw these;
 * anything else is reported as "Internal server error" without details (the cause goes to the log and the error
 * tracker only).
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql'
import { reportError } from '../../../observability/error-tracker'
import { Phrase } from './phrase'

export abstract class GraphQlException extends Error {
  abstract readonly category: string
  /** The message as a Phrase, rendered in the store view's language when the error is answered. */
  readonly phrase: Phrase

  constructor(message: Phrase | string) {
    const phrase = typeof message === 'string' ? new Phrase(message) : message
    super(phrase.render())
    this.phrase = phrase
  }
}

/** Renders a phrase in the request's language (English where no language is known yet). */
export type Translate = (phrase: Phrase) => string
const english: Translate = (phrase) => phrase.render()

/** Invalid arguments or request (Magento\Framework\GraphQl\Exception\GraphQlInputException). */
export class GraphQlInputException extends GraphQlException {
  readonly category = 'graphql-input'
}

/** A requested entity does not exist (GraphQlNoSuchEntityException). */
export class GraphQlNoSuchEntityException extends GraphQlException {
  readonly category = 'graphql-no-such-entity'
}

/** An entity with this key exists already (GraphQlAlreadyExistsException), e.g. a predefined cart id. */
export class GraphQlAlreadyExistsException extends GraphQlException {
  readonly category = 'graphql-already-exists'
}

/** The caller is not allowed to see the entity (GraphQlAuthorizationException, HTTP 403). */
export class GraphQlAuthorizationException extends GraphQlException {
  readonly category = 'graphql-authorization'
}

/** The caller could not be identified (GraphQlAuthenticationException, HTTP 401). */
export class GraphQlAuthenticationException extends GraphQlException {
  readonly category = 'graphql-authentication'
}

/** Category of errors found by parsing and validating the document (graphql-php's "graphql"). */
export const GRAPHQL_CATEGORY = 'graphql'

export function formatError(error: GraphQLError, translate: Translate = english): GraphQLFormattedError {
  const original = error.originalError
  const base: {
    message: string
    locations?: GraphQLFormattedError['locations']
    path?: GraphQLFormattedError['path']
  } = {
    message: error.message,
  }
  if (error.locations) base.locations = error.locations
  if (error.path) base.path = error.path
  if (original instanceof GraphQlException) {
    return { ...base, message: translate(original.phrase), extensions: { category: original.category } }
  }
  if (original) {
    reportError('commerce: resolver error', original)
    return { ...base, message: 'Internal server error', extensions: { category: 'internal' } }
  }
  return { ...base, extensions: { category: GRAPHQL_CATEGORY } }
}

/** A request-level error (before execution) as a formatted error. */
export function requestError(error: unknown, translate: Translate = english): GraphQLFormattedError {
  if (error instanceof GraphQlException) {
    return { message: translate(error.phrase), extensions: { category: error.category } }
  }
  if (error instanceof GraphQLError) return formatError(error)
  reportError('commerce: request error', error)
  return { message: 'Internal server error', extensions: { category: 'internal' } }
}

/** HTTP status Magento answers with for a result carrying these errors. */
export function statusFor(errors: readonly GraphQLFormattedError[] | undefined): number {
  for (const e of errors ?? []) {
    const category = e.extensions?.category
    if (category === 'graphql-authentication') return 401
    if (category === 'graphql-authorization') return 403
    if (category) return 200
  }
  return 200
}
