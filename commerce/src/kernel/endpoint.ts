/**
 * The /graphql endpoint, in the order Magento's GraphQl controller works:
 * read the request (GET query string or POST JSON) → parse → reject mutations sent with GET → validate the Store
 * header → query complexity → validation (with the depth limit) → execute. Parsing, complexity and validation
 * depend only on the document text, so their outcome is kept in an LRU keyed by that text.
 */
import {
  buildSchema,
  type DocumentNode,
  execute,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLFormattedError,
  type GraphQLSchema,
  Kind,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
} from 'graphql'
import { LoaderTurn } from './batch-loader'
import { coalescedD1 } from './coalesced-d1'
import type { Context } from './context'
import { type D1Meter, meteredD1, serverTiming } from './d1-meter'
import { type Database, database } from './database'
import { type D1Queries, databaseSession, withBookmark } from './database-session'
import type { Env } from './env'
import {
  formatError,
  GRAPHQL_CATEGORY,
  GraphQlException,
  GraphQlInputException,
  requestError,
  statusFor,
  type Translate,
} from './errors'
import { assertQueryComplexity, noIntrospectionRule, queryDepthRule } from './limits'
import { Lru } from './lru'
import type { CommerceModule } from './module'
import { type Dictionary, mergeTranslations } from './phrase'
import { fieldResolverFor, typeResolver } from './resolvers'
import { ENGLISH, KERNEL_TRANSLATIONS } from './translations'
import { vatValidator } from './vat-validation'

type GraphQlParams = { query: string; variables: Record<string, unknown> | null; operationName: string | null }

/** What is known about a document text once: its AST, or the error that stops it before execution. */
type PreparedDocument = {
  document?: DocumentNode
  syntaxError?: GraphQLError
  hasMutation: boolean
  complexityError?: GraphQlException
  validationErrors: readonly GraphQLError[]
}

const MAX_CACHED_QUERY_LENGTH = 64 * 1024
/**
 * The largest request body read (and GET query string): the shop's documents are a few KB. Larger ones answer 413
 * before anything is parsed; graphql-js's token limit bounds what parsing a body below it can cost.
 */
export const MAX_REQUEST_BYTES = 256 * 1024
const MAX_TOKENS = 20_000

function validationRules(env: Env) {
  const rules = [...specifiedRules, queryDepthRule()]
  return env.GRAPHQL_DISABLE_INTROSPECTION === '1' ? [...rules, noIntrospectionRule] : rules
}

function prepare(
  { schema, documents, rules }: Pick<Endpoint, 'schema' | 'documents' | 'rules'>,
  query: string,
): PreparedDocument {
  const cached = documents.get(query)
  if (cached) return cached
  let prepared: PreparedDocument
  try {
    const document = parse(query, { maxTokens: MAX_TOKENS })
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
    const validationErrors = complexityError ? [] : validate(schema, document, rules)
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

class RequestParseError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

const TOO_LARGE = 'The request is too large.'

/** The request body as text, refused (413) past MAX_REQUEST_BYTES without reading more than that. */
async function boundedText(request: Request): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES) {
    await request.body?.cancel()
    throw new RequestParseError(TOO_LARGE, 413)
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > MAX_REQUEST_BYTES) {
      await reader.cancel()
      throw new RequestParseError(TOO_LARGE, 413)
    }
    chunks.push(read.value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

async function readParams(request: Request): Promise<GraphQlParams> {
  if (request.method === 'GET') {
    const url = new URL(request.url)
    if (url.search.length > MAX_REQUEST_BYTES) throw new RequestParseError(TOO_LARGE, 413)
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
  const text = await boundedText(request)
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

/** A new request context; its `translate` follows the locale the modules' request hooks set. */
function newContext(db: Database, env: Env, dictionaries: Map<string, Dictionary>): Context {
  // Members the domains declared are filled in by their request hooks and loaders (fillContext).
  const context = {
    db,
    loaders: {},
    turn: new LoaderTurn(),
    locale: ENGLISH,
    vatValidator: vatValidator(env),
  } as Context
  context.translateIn = (locale) => (phrase) => phrase.render(dictionaries.get(locale))
  context.translate = (phrase) => phrase.render(dictionaries.get(context.locale))
  return context
}

/** Request state from the modules' hooks (in module order), then their loaders. */
async function fillContext(
  request: Request,
  env: Env,
  context: Context,
  modules: readonly CommerceModule[],
): Promise<void> {
  for (const module of modules) Object.assign(context, await module.request?.(request, context, env))
  for (const module of modules) Object.assign(context.loaders, module.loaders?.(context))
}

/**
 * Request contexts outside /graphql (a module's REST route): the modules' request hooks and loaders run on the
 * route's request as they do for /graphql; a hook's GraphQlException propagates to the route.
 */
export function contextFactory(modules: readonly CommerceModule[]) {
  let dictionaries: Map<string, Dictionary> | undefined
  return async (request: Request, env: Env, db: Database): Promise<Context> => {
    dictionaries ??= mergeTranslations([KERNEL_TRANSLATIONS, ...modules.map((m) => m.translations)])
    const context = newContext(db, env, dictionaries)
    await fillContext(request, env, context, modules)
    return context
  }
}

/**
 * The /graphql handler over the schema `sdl` (built once per isolate) and the resolvers, request state and loaders
 * of `modules`. A request without a bookmark reads from the nearest replica (database-session.ts).
 */
export function graphQlEndpoint(sdl: string, modules: readonly CommerceModule[]) {
  let endpoint: Endpoint | undefined
  return (request: Request, env: Env) => {
    endpoint ??= {
      schema: buildSchema(sdl),
      rules: validationRules(env),
      documents: new Lru<string, PreparedDocument>(500),
      fieldResolver: fieldResolverFor(modules),
      modules,
      dictionaries: mergeTranslations([KERNEL_TRANSLATIONS, ...modules.map((m) => m.translations)]),
    }
    const session = databaseSession(env.DB, request, 'first-unconstrained')
    return handleGraphQl(request, env, endpoint, session.d1).then((answer) => withBookmark(answer, session))
  }
}

type Endpoint = {
  schema: GraphQLSchema
  rules: ReturnType<typeof validationRules>
  documents: Lru<string, PreparedDocument>
  fieldResolver: GraphQLFieldResolver<unknown, Context>
  modules: readonly CommerceModule[]
  dictionaries: Map<string, Dictionary>
}

async function handleGraphQl(request: Request, env: Env, endpoint: Endpoint, d1: D1Queries): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
  if (request.method !== 'GET' && request.method !== 'POST') {
    return new Response(null, { status: 405, headers: { allow: 'GET, POST, OPTIONS' } })
  }
  let translate: Translate | undefined
  try {
    let params: GraphQlParams
    try {
      params = await readParams(request)
    } catch (error) {
      if (error instanceof RequestParseError) {
        return errorResponse([{ message: error.message, extensions: { category: GRAPHQL_CATEGORY } }], error.status)
      }
      throw error
    }

    const prepared = prepare(endpoint, params.query)
    if (prepared.syntaxError || !prepared.document) {
      return errorResponse([formatError(prepared.syntaxError ?? new GraphQLError('Syntax Error'))], 400)
    }
    if (request.method === 'GET' && prepared.hasMutation) {
      return errorResponse(
        [requestError(new GraphQlInputException('Mutation requests allowed only for POST requests'))],
        200,
      )
    }

    // what the request asks of D1, counted on its session's handle; the reads of one GraphQL level go together
    const meter: D1Meter = { statements: 0, roundTrips: 0 }
    const context = newContext(database(coalescedD1(meteredD1(d1, meter))), env, endpoint.dictionaries)
    translate = context.translate
    await fillContext(request, env, context, endpoint.modules)

    if (prepared.complexityError) return errorResponse([requestError(prepared.complexityError)], 200)
    if (prepared.validationErrors.length > 0)
      return errorResponse(
        prepared.validationErrors.map((e) => formatError(e)),
        200,
      )

    const result = await execute({
      schema: endpoint.schema,
      document: prepared.document,
      contextValue: context,
      variableValues: params.variables,
      operationName: params.operationName,
      fieldResolver: endpoint.fieldResolver,
      typeResolver,
    })
    const errors = result.errors?.map((e) => formatError(e, context.translate))
    const body = errors ? { errors, data: result.data } : { data: result.data }
    const response = json(body, statusFor(errors))
    response.headers.set('server-timing', serverTiming(meter))
    return response
  } catch (error) {
    if (error instanceof GraphQlException) {
      const formatted = requestError(error, translate)
      return errorResponse([formatted], statusFor([formatted]))
    }
    return errorResponse([requestError(error)], 500)
  }
}
