import type { HealthChecks } from '../../../observability/health'
import type { Context, Loaders } from './context'
import type { Database } from './database'
import type { Env } from './env'
import type { Translations } from './phrase'
import type { Resolvers } from './resolvers-types.generated'
import type { RestServices, StaffAccess } from './rest-router'

/**
 * A domain as the kernel sees it: what it resolves, what it adds to the request context, and any route besides
 * /graphql. The composition root (src/modules.ts) lists them; the kernel imports none.
 */
export type CommerceModule = {
  /** Resolver maps per GraphQL type, typed by the SDL (see kernel/resolvers-types.generated.ts). */
  resolvers?: Resolvers
  /**
   * Request state this domain provides, read from the HTTP request before validation as Magento's request
   * validators do (Store header, bearer token), or from the Worker's bindings (the mail transport). Hooks run in
   * module order; throwing a GraphQlException fails the request with that error.
   */
  request?: (request: Request, context: Context, env: Env) => Promise<Partial<Context>> | Partial<Context>
  /** The domain's loaders for one request (see `Loaders`). */
  loaders?: (context: Context) => Partial<Loaders>
  /** A route outside /graphql and the REST API (see `ModuleRoute`), e.g. the product pictures. */
  fetch?: ModuleRoute
  /** The services this domain answers REST routes of commerce/api/routes.ts with, by the table's service names. */
  rest?: RestServices
  /** Whether a request's staff token grants an ACL resource (the admin domain): every admin REST route asks it. */
  staffAccess?: StaffAccess
  /** This domain's checks in `GET /healthz` (kernel/health.ts), by name, e.g. whether its queue is stuck. */
  health?: (db: Database) => HealthChecks
  /**
   * Root Mutation fields of Magento's schema this shop has switched off, with Magento's message for that state
   * (GraphQlInputException). Other unimplemented mutations get the kernel's default message.
   */
  switchedOff?: Record<string, string>
  /** Consumes a batch of the Worker's queue (the mail delivery; see kernel/worker.ts). */
  queue?: (batch: MessageBatch<unknown>, db: Database, env: Env) => Promise<void>
  /** Translations of this module's English texts per locale (Magento's language packs), e.g. `{ de_DE: { … } }`. */
  translations?: Translations
}

/**
 * A route outside /graphql: the response, or null when the path is not this module's. `context` builds a request
 * context (store view, customer, loaders) from a request, for routes that work like a resolver (REST).
 */
export type ModuleRoute = (
  request: Request,
  db: Database,
  env: Env,
  context: (request: Request) => Promise<Context>,
) => Promise<Response | null>
