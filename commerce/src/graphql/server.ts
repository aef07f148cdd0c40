/**
 * The /graphql endpoint, in the order Magento's GraphQl controller works:
 * read the request (GET query string or POST JSON) → parse → reject mutations sent with GET → validate the Store
 * header → query complexity → validation (with the depth limit) → execute. Parsing, complexity and validation
 * depend only on the document text, so their outcome is kept in an LRU keyed by that text.
 */
import {
  type DocumentNode,
  execute,
  GraphQLError,
  type GraphQLFormattedError,
  Kind,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
} from 'graphql'
import { type CategoryIndex, loadCategoryIndex } from '../catalog/categoryRepository'
import { type AttributeIndex, loadAttributeIndex } from '../catalog/product/attributeRepository'
import { loadConfigurables, loadProductLinks, loadProducts } from '../catalog/product/productRepository'
import { loadReviewPages, loadReviewSummaries } from '../catalog/product/reviewRepository'
import { authenticate } from '../customer/authorization'
import { database } from '../db/client'
import type { Env } from '../env'
import { loadStoreRegistry } from '../store/storeRepository'
import { BatchLoader } from './batchLoader'
import type { Context } from './context'
import {
  formatError,
  GRAPHQL_CATEGORY,
  GraphQlException,
  GraphQlInputException,
  requestError,
  statusFor,
} from './errors'
import { assertQueryComplexity, queryDepthRule } from './limits'
import { Lru } from './lru'
import { fieldResolverFor, typeResolver } from './resolvers'
import { getSchema, resolvers } from './schema'

type GraphQlParams = { query: string; variables: Record<string, unknown> | null; operationName: string | null }

/** What is known about a document text once: its AST, or the error that stops it before execution. */
type PreparedDocument = {
  document?: DocumentNode
  syntaxError?: GraphQLError
  hasMutation: boolean
  complexityError?: GraphQlException
  validationErrors: readonly GraphQLError[]
}

const documents = new Lru<string, PreparedDocument>(500)
const MAX_CACHED_QUERY_LENGTH = 64 * 1024
const fieldResolver = fieldResolverFor(resolvers)
const rules = [...specifiedRules, queryDepthRule()]

function prepare(query: string): PreparedDocument {
  const cached = documents.get(query)
  if (cached) return cached
  let prepared: PreparedDocument
  try {
    const document = parse(query)
    const hasMutation = document.definitions.some(
      (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.MUTATION,
    )
    let complexityError: GraphQlException | undefined
    try {
      assertQueryComplexity(document)
    } catch (error) {
      if (!(error instanceof GraphQlException)) throw error
      complexityError = error
    }
    const validationErrors = complexityError ? [] : validate(getSchema(), document, rules)
    prepared = { document, hasMutation, complexityError, validationErrors }
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    prepared = { syntaxError: error, hasMutation: false, validationErrors: [] }
  }
  if (query.length <= MAX_CACHED_QUERY_LENGTH) documents.set(query, prepared)
  return prepared
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

const errorResponse = (errors: GraphQLFormattedError[], status: number) => json({ errors }, status)

class RequestParseError extends Error {}

async function readParams(request: Request): Promise<GraphQlParams> {
  if (request.method === 'GET') {
    const url = new URL(request.url)
    const rawVariables = url.searchParams.get('variables')
    let variables: Record<string, unknown> | null = null
    if (rawVariables) {
      try {
        variables = JSON.parse(rawVariables)
      } catch {
        throw new RequestParseError('Unable to parse the variables.')
      }
    }
    return {
      query: url.searchParams.get('query') ?? '',
      variables,
      operationName: url.searchParams.get('operationName'),
    }
  }
  const text = await request.text()
  if (text === '') return { query: '', variables: null, operationName: null }
  let body: { query?: unknown; variables?: unknown; operationName?: unknown }
  try {
    body = JSON.parse(text)
  } catch {
    throw new RequestParseError('Unable to parse the request.')
  }
  if (body === null || typeof body !== 'object') throw new RequestParseError('Unable to parse the request.')
  return {
    query: typeof body.query === 'string' ? body.query : '',
    variables:
      body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : null,
    operationName: typeof body.operationName === 'string' ? body.operationName : null,
  }
}

export async function handleGraphQl(request: Request, env: Env): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
  if (request.method !== 'GET' && request.method !== 'POST') {
    return new Response(null, { status: 405, headers: { allow: 'GET, POST, OPTIONS' } })
  }
  try {
    let params: GraphQlParams
    try {
      params = await readParams(request)
    } catch (error) {
      if (error instanceof RequestParseError) {
        return errorResponse([{ message: error.message, extensions: { category: GRAPHQL_CATEGORY } }], 400)
      }
      throw error
    }

    const prepared = prepare(params.query)
    if (prepared.syntaxError || !prepared.document) {
      return errorResponse([formatError(prepared.syntaxError ?? new GraphQLError('Syntax Error'))], 400)
    }
    if (request.method === 'GET' && prepared.hasMutation) {
      return errorResponse(
        [requestError(new GraphQlInputException('Mutation requests allowed only for POST requests'))],
        200,
      )
    }

    const db = database(env.DB)
    const registry = await loadStoreRegistry(db)
    const store = registry.resolve(request.headers.get('Store'))
    const customer = await authenticate(request.headers.get('Authorization'), db)

    if (prepared.complexityError) return errorResponse([requestError(prepared.complexityError)], 200)
    if (prepared.validationErrors.length > 0) return errorResponse(prepared.validationErrors.map(formatError), 200)

    let categories: Promise<CategoryIndex> | undefined
    let attributes: Promise<AttributeIndex> | undefined
    const context: Context = {
      db,
      store,
      registry,
      customer,
      categories: () => {
        categories ??= loadCategoryIndex(db, store.store_id, store.root_category_id)
        return categories
      },
      attributes: () => {
        attributes ??= loadAttributeIndex(db, store.store_id)
        return attributes
      },
      products: new BatchLoader((ids) => loadProducts(db, store.store_id, ids)),
      productLinks: new BatchLoader((ids) => loadProductLinks(db, ids)),
      configurables: new BatchLoader((ids) => loadConfigurables(db, ids)),
      reviewSummaries: new BatchLoader((ids) => loadReviewSummaries(db, store.store_id, ids)),
      reviewPages: new BatchLoader((keys) => loadReviewPages(db, store.store_id, keys)),
    }
    const result = await execute({
      schema: getSchema(),
      document: prepared.document,
      contextValue: context,
      variableValues: params.variables,
      operationName: params.operationName,
      fieldResolver,
      typeResolver,
    })
    const errors = result.errors?.map(formatError)
    const body = errors ? { errors, data: result.data } : { data: result.data }
    return json(body, statusFor(errors))
  } catch (error) {
    if (error instanceof GraphQlException) return errorResponse([requestError(error)], statusFor([requestError(error)]))
    return errorResponse([requestError(error)], 500)
  }
}
