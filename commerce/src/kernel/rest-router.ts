/**
 * commerce's REST API: the one route table (commerce/api/routes.ts, Magento's webapi.xml) dispatched to the
 * services the modules name (`CommerceModule.rest`). Per request, as Magento's REST front controller: the route by
 * method and path (none: Magento's 404 'Request does not match any route.'), the ACL resource of a staff token
 * (`CommerceModule.staffAccess`; else its 401), the input read and validated by the route's schema (a refusal is
 * Magento's 400), then the service.
 */
import type { z } from 'zod'
import {
  type ANONYMOUS,
  isAdminRoute,
  type MatchedRoute,
  matchRestRoute,
  type RestRouteRow,
  type RestService,
  type SELF,
} from '../../api/routes'
import type { Context } from './context'
import type { Database } from './database'
import type { Env } from './env'
import { bracketParams, RestInputError, restJson, restRefusal } from './rest-input'

/** The staff user whose token granted an admin route. */
export type StaffCaller = { username: string; firstname: string; lastname: string }

/** What a service is called with: the request, its path's numbers (`:id`), its validated input and its caller. */
export type RestCall<Input = unknown, Staff extends StaffCaller | null = StaffCaller | null> = {
  request: Request
  db: Database
  env: Env
  params: Record<string, number>
  /** The store code in the path (`/rest/<code>/V1/…`), null when absent. */
  store: string | null
  input: Input
  /** The staff user of an admin route; null on an anonymous or customer route. */
  staff: Staff
  /** Builds a request context (store view, customer, loaders) from a request, as /graphql does. */
  context: (request: Request) => Promise<Context>
}

type RowOf<S extends RestService> = Extract<RestRouteRow, { service: S }>
type InputOf<R> = R extends { body: z.ZodType }
  ? z.output<R['body']>
  : R extends { query: z.ZodType }
    ? z.output<R['query']>
    : undefined

type StaffOf<R> = R extends { acl: typeof ANONYMOUS | typeof SELF } ? null : StaffCaller

/** The services of the table by name, each typed with its route's input and caller. */
export type RestServices = {
  [S in RestService]?: (call: RestCall<InputOf<RowOf<S>>, StaffOf<RowOf<S>>>) => Promise<Response>
}

/** The staff user of a request's token if it grants `resource`, else the 401 to answer. */
export type StaffAccess = (request: Request, env: Env, resource: string) => Promise<StaffCaller | Response>

const NO_ROUTE = { message: 'Request does not match any route.', parameters: [] }

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new RestInputError('Decoding error: Unable to unserialize value.')
  }
}

async function input(route: RestRouteRow, request: Request): Promise<unknown> {
  const schema = 'body' in route ? route.body : 'query' in route ? route.query : undefined
  if (!schema) return undefined
  const given = 'body' in route ? await jsonBody(request) : bracketParams(new URL(request.url).searchParams)
  const parsed = schema.safeParse(given, { reportInput: true })
  if (parsed.success) return parsed.data
  throw restRefusal(parsed.error.issues, given, 'refusals' in route ? route.refusals : 'first')
}

/**
 * The answer of the REST route the request names; null for a path outside `/rest/` (another module route's). A
 * RestInputError of a service answers Magento's 400 too (kernel/worker.ts).
 */
export function restRouter(services: RestServices, staffAccess: StaffAccess | undefined) {
  const serviceOf = services as Record<string, ((call: RestCall) => Promise<Response>) | undefined>
  return async (
    request: Request,
    db: Database,
    env: Env,
    context: (request: Request) => Promise<Context>,
  ): Promise<Response | null> => {
    const { pathname } = new URL(request.url)
    if (!pathname.startsWith('/rest/')) return null
    const matched: MatchedRoute | null = matchRestRoute(request.method, pathname)
    const service = matched && serviceOf[matched.route.service]
    if (!matched || !service) return restJson(NO_ROUTE, 404)
    let staff: StaffCaller | null = null
    if (isAdminRoute(matched.route)) {
      if (!staffAccess) throw new Error('an admin route without a module that grants staff access')
      const granted = await staffAccess(request, env, matched.route.acl)
      if (granted instanceof Response) return granted
      staff = granted
    }
    const { params, store } = matched
    return service({ request, db, env, params, store, input: await input(matched.route, request), staff, context })
  }
}
