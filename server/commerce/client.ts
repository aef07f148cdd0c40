import { env } from 'cloudflare:workers'
import type { TadaDocumentNode } from 'gql.tada'
import { type DocumentNode, Kind, type OperationTypeNode, print } from 'graphql'
import { workerConfig } from '../../app.config'
import { withRequestId } from '../../observability/request-id'
import { readThrough } from '../cache/edge-cache'
import { cacheKey } from '../cache/key'
import type { CacheStatus, CacheStrategy } from '../cache/strategies'
import { BOOKMARK_HEADER } from '../session/database-bookmark'
import type { ShopSession } from '../session/shop-session'
import {
  backendFailure,
  type CommerceError,
  commerceErrorFromResponse,
  commerceErrorFromRest,
  isBackendFailure,
  normaliseError,
  toTrpcError,
} from './errors'
import { verifiedOrKeptGroup } from './kept-customer-group'
import { CustomerGroupUidQuery } from './operations'

const BUNDLED_COMMERCE_URL = 'https://commerce/graphql'

/** Magento's NOT LOGGED IN group. */
const GUEST_GROUP = '0'

export interface CommerceHooks {
  /** Magento refused the customer token (and no longer takes it): the visitor is logged out. */
  onAuthorizationError(): void
  /** Where each query's answer came from, for the x-edge-cache response header. */
  onCacheStatus(operationName: string, status: CacheStatus): void
}

export type CommerceClient = ReturnType<typeof createCommerceClient>

export interface CallOptions {
  /**
   * Errors the caller handles itself (e.g. a lost cart, which the cart recovers from). They are still thrown, but
   * an authorization error among them does not log the visitor out.
   */
  recovers?: (error: CommerceError) => boolean
}

/** The only place that speaks GraphQL to the commerce backend. Failures surface as TRPCErrors. */
export function createCommerceClient(session: ShopSession, hooks: CommerceHooks) {
  async function run<Result>(execute: () => Promise<Result>, options?: CallOptions): Promise<Result> {
    try {
      return await execute()
    } catch (cause) {
      const error = normaliseError(cause)
      if (error.isAuthorizationError && !options?.recovers?.(error) && !(await tokenAccepted())) {
        hooks.onAuthorizationError()
      }
      throw toTrpcError(error)
    }
  }

  let customerGroup: Promise<string> | undefined

  /**
   * The customer group in the edge-cache key, asked of commerce with the token (once per request): a verified
   * session, never a cookie the visitor could set. While commerce fails, the group it last verified for the token.
   */
  function customerGroupOf(): Promise<string> {
    const token = session.customerToken
    if (!token) return Promise.resolve(GUEST_GROUP)
    customerGroup ??= verifiedOrKeptGroup(token, () =>
      send<{ customerGroup: { uid: string } }>(personal(session), operationOf(CustomerGroupUidQuery), {}).then(
        (answer) => atob(answer.customerGroup.uid),
      ),
    )
    return customerGroup
  }

  /**
   * Whether commerce still takes the session's token as a customer's. Magento also answers graphql-authorization
   * for one thing refused to a good session (someone else's address, a feature switched off): only a token it no
   * longer takes ends the session.
   */
  async function tokenAccepted(): Promise<boolean> {
    if (!session.customerToken) return false
    return customerGroupOf().then(
      (group) => group !== GUEST_GROUP,
      () => false,
    )
  }

  const readsOnTheirWay = new Map<string, Promise<unknown>>()

  /** The answer of the read `key` names that is on its way, or of a new one. */
  function shared<Result>(key: string, read: () => Promise<Result>): Promise<Result> {
    const onItsWay = readsOnTheirWay.get(key) as Promise<Result> | undefined
    if (onItsWay) return onItsWay
    const answer = read().finally(() => readsOnTheirWay.delete(key))
    readsOnTheirWay.set(key, answer)
    return answer
  }

  return {
    /** The visitor's customer group id, verified by commerce; 0 (NOT LOGGED IN) for a guest. */
    customerGroup: () => run(customerGroupOf),
    /**
     * Sent as GET so that it stays cacheable; answered from the edge cache as `strategy` says. A cacheable read the
     * request asks again while the first is on its way shares its answer (procedures of one batch that read alike).
     * Only an uncached read carries the visitor's database bookmark: a cached answer is everybody's.
     */
    query<Result, Variables>(
      document: TadaDocumentNode<Result, Variables>,
      variables: Variables,
      strategy: CacheStrategy,
      options?: CallOptions,
    ) {
      const operation = operationOf(document)
      const read = async () => {
        const { storeCode, currency } = session
        // Only a cached answer needs the key, and with it the customer group.
        const keyOf = async () =>
          cacheKey({ query: operation.query, variables, storeCode, currency, customerGroup: await customerGroupOf() })
        const load = () =>
          send<Result>(strategy.mode === 'no-store' ? personalRead(session) : publicRead(session), operation, variables)
        const { value, status } = await readThrough(keyOf, strategy, load, isBackendFailure)
        hooks.onCacheStatus(operation.name, status)
        return value
      }
      if (strategy.mode === 'no-store') return run(read, options)
      return run(() => shared(JSON.stringify([operation.query, variables, strategy]), read), options)
    },
    /** Sent as POST and never cached. */
    mutate<Result, Variables>(
      document: TadaDocumentNode<Result, Variables>,
      variables: Variables,
      options?: CallOptions,
    ) {
      return run(() => send<Result>(personal(session), operationOf(document), variables), options)
    },
    /** Magento's REST API (`/rest/{store}/V1/…`), next to /graphql; its errors keep Magento's REST shape. */
    rest<Result>(method: 'POST', path: `/V1/${string}`, body: unknown, options?: CallOptions) {
      return run(() => sendRest<Result>(personal(session), method, path, body), options)
    },
    /**
     * A link of commerce's own beside /graphql that a mail points to (e.g. `/newsletter/subscriber/confirm`): a
     * GET answered with JSON, its errors in Magento's REST shape.
     */
    link<Result>(path: `/${string}`, params: Record<string, string>, options?: CallOptions) {
      return run(() => sendLink<Result>(personal(session), path, params), options)
    },
  }
}

interface Operation {
  name: string
  type: OperationTypeNode
  query: string
}

const operations = new WeakMap<DocumentNode, Operation>()

function operationOf(document: DocumentNode): Operation {
  let operation = operations.get(document)
  if (!operation) {
    const definition = document.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION)
    if (!definition) throw new Error('A commerce document needs an operation.')
    operation = { name: definition.name?.value ?? 'anonymous', type: definition.operation, query: print(document) }
    operations.set(document, operation)
  }
  return operation
}

/**
 * A call of the visitor's own that may write: it reads at their database bookmark and keeps the one commerce
 * answers, so that their next reads see the write.
 */
const personal = (session: ShopSession): Call => ({ session, bookmark: session.bookmark, keepsBookmark: true })
/**
 * An uncached read of the visitor's own: it reads at their bookmark but keeps none, as it wrote nothing to read back;
 * a guest's page that only reads sets no cookie, so it stays a page the cache may keep.
 */
const personalRead = (session: ShopSession): Call => ({ session, bookmark: session.bookmark, keepsBookmark: false })
/** A cacheable read: the nearest replica's answer is good for everybody, and no bookmark travels either way. */
const publicRead = (session: ShopSession): Call => ({ session })

interface Call {
  session: ShopSession
  bookmark?: ShopSession['bookmark']
  /** Whether the bookmark commerce answers becomes the visitor's: after a call that may write. */
  keepsBookmark?: boolean
}

function commonHeaders({ session, bookmark }: Call): Headers {
  const headers = withRequestId({ store: session.storeCode, 'content-currency': session.currency })
  if (session.customerToken) headers.set('authorization', `Bearer ${session.customerToken}`)
  const current = bookmark?.current()
  if (current) headers.set(BOOKMARK_HEADER, current)
  return headers
}

/**
 * To the commerce Worker through its service binding, or to the configured Magento. Whatever goes wrong on the way
 * (inside a Worker a refused connection is not a TypeError) is the backend being unavailable or late.
 */
async function dispatch(request: Request, call: Call): Promise<Response> {
  let response: Response
  try {
    response = await (env.COMMERCE_GRAPHQL_URL ? fetch(request) : env.COMMERCE.fetch(request))
  } catch (error) {
    throw backendFailure(error)
  }
  if (call.keepsBookmark) call.bookmark?.advance(response.headers.get(BOOKMARK_HEADER))
  return response
}

async function send<Result>(call: Call, operation: Operation, variables: unknown): Promise<Result> {
  const headers = commonHeaders(call)
  const url = new URL(env.COMMERCE_GRAPHQL_URL || BUNDLED_COMMERCE_URL)
  const init: RequestInit = { headers, signal: AbortSignal.timeout(workerConfig.requestTimeoutMs) }
  if (operation.type === 'query') {
    url.searchParams.set('query', operation.query)
    url.searchParams.set('operationName', operation.name)
    if (variables) url.searchParams.set('variables', JSON.stringify(variables))
  } else {
    headers.set('content-type', 'application/json')
    init.method = 'POST'
    init.body = JSON.stringify({ query: operation.query, operationName: operation.name, variables })
  }
  const response = await dispatch(new Request(url, init), call)
  const body = (await response.json().catch(() => undefined)) as
    | { data?: Result; errors?: Parameters<typeof commerceErrorFromResponse>[1] }
    | undefined
  if (!body || body.errors?.length || !response.ok || body.data == null) {
    throw commerceErrorFromResponse(response.status, body?.errors)
  }
  return body.data
}

/** `POST {origin}/rest/{store}/V1/…` on the host of the GraphQL endpoint. */
function sendRest<Result>(call: Call, method: 'POST', path: string, body: unknown): Promise<Result> {
  const headers = commonHeaders(call)
  headers.set('content-type', 'application/json')
  const url = new URL(`/rest/${call.session.storeCode}${path}`, env.COMMERCE_GRAPHQL_URL || BUNDLED_COMMERCE_URL)
  return sendJson(new Request(url, { method, headers, body: JSON.stringify(body) }), call)
}

/** `GET {origin}{path}?{params}` on the host of the GraphQL endpoint, in the visitor's store view. */
function sendLink<Result>(call: Call, path: string, params: Record<string, string>): Promise<Result> {
  const url = new URL(path, env.COMMERCE_GRAPHQL_URL || BUNDLED_COMMERCE_URL)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return sendJson(new Request(url, { headers: commonHeaders(call) }), call)
}

/**
 * `GET {origin}/rest/{store}/V1/…` with the session's token, answered as it comes: a file (a document's PDF) that
 * the caller passes on or refuses by its status. A backend that cannot be reached throws, as every call does.
 */
export function commerceFile(session: ShopSession, path: `/V1/${string}`): Promise<Response> {
  const url = new URL(`/rest/${session.storeCode}${path}`, env.COMMERCE_GRAPHQL_URL || BUNDLED_COMMERCE_URL)
  const signal = AbortSignal.timeout(workerConfig.requestTimeoutMs)
  const call = personal(session)
  return dispatch(new Request(url, { headers: commonHeaders(call), signal }), call)
}

/** A JSON answer, or Magento's REST error `{message, parameters}`. */
async function sendJson<Result>(request: Request, call: Call): Promise<Result> {
  const signal = AbortSignal.timeout(workerConfig.requestTimeoutMs)
  const response = await dispatch(new Request(request, { signal }), call)
  const answer = (await response.json().catch(() => undefined)) as Result | undefined
  if (!response.ok || answer === undefined) throw commerceErrorFromRest(response.status, answer)
  return answer
}
