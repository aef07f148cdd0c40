import { env } from 'cloudflare:workers'
import type { TadaDocumentNode } from 'gql.tada'
import { type DocumentNode, Kind, type OperationTypeNode, print } from 'graphql'
import { appConfig } from '../../app.config'
import { readThrough } from '../cache/edge-cache'
import { cacheKey } from '../cache/key'
import type { CacheStatus, CacheStrategy } from '../cache/strategies'
import type { ShopSession } from '../session/shop-session'
import { type CommerceError, commerceErrorFromResponse, normaliseError, toTrpcError } from './errors'

const BUNDLED_COMMERCE_URL = 'https://commerce/graphql'

export interface CommerceHooks {
  /** Magento said the customer token is no longer good: the visitor is logged out. */
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
      if (error.isAuthorizationError && !options?.recovers?.(error)) hooks.onAuthorizationError()
      throw toTrpcError(error)
    }
  }

  return {
    /** Sent as GET so that it stays cacheable; answered from the edge cache as `strategy` says. */
    query<Result, Variables>(
      document: TadaDocumentNode<Result, Variables>,
      variables: Variables,
      strategy: CacheStrategy,
      options?: CallOptions,
    ) {
      const operation = operationOf(document)
      return run(async () => {
        const { storeCode, currency, customerGroup } = session
        const key = await cacheKey({ query: operation.query, variables, storeCode, currency, customerGroup })
        const { value, status } = await readThrough(key, strategy, () => send<Result>(session, operation, variables))
        hooks.onCacheStatus(operation.name, status)
        return value
      }, options)
    },
    /** Sent as POST and never cached. */
    mutate<Result, Variables>(
      document: TadaDocumentNode<Result, Variables>,
      variables: Variables,
      options?: CallOptions,
    ) {
      return run(() => send<Result>(session, operationOf(document), variables), options)
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

async function send<Result>(session: ShopSession, operation: Operation, variables: unknown): Promise<Result> {
  const headers = new Headers({ store: session.storeCode, 'content-currency': session.currency })
  if (session.customerToken) headers.set('authorization', `Bearer ${session.customerToken}`)
  const url = new URL(env.COMMERCE_GRAPHQL_URL || BUNDLED_COMMERCE_URL)
  const init: RequestInit = { headers, signal: AbortSignal.timeout(appConfig.requestTimeoutMs) }
  if (operation.type === 'query') {
    url.searchParams.set('query', operation.query)
    url.searchParams.set('operationName', operation.name)
    if (variables) url.searchParams.set('variables', JSON.stringify(variables))
  } else {
    headers.set('content-type', 'application/json')
    init.method = 'POST'
    init.body = JSON.stringify({ query: operation.query, operationName: operation.name, variables })
  }
  const request = new Request(url, init)
  const response = await (env.COMMERCE_GRAPHQL_URL ? fetch(request) : env.COMMERCE.fetch(request))
  const body = (await response.json().catch(() => undefined)) as
    | { data?: Result; errors?: Parameters<typeof commerceErrorFromResponse>[1] }
    | undefined
  if (!body || body.errors?.length || !response.ok || body.data == null) {
    throw commerceErrorFromResponse(response.status, body?.errors)
  }
  return body.data
}
