import { withRequestId } from '../../observability/request-id'

/** The desk Worker's bindings (desk/wrangler.jsonc). */
export interface DeskEnv {
  /** The commerce Worker: its admin REST API, reached without a public address. */
  COMMERCE: Fetcher
  /** The built single-page app (Workers static assets). */
  ASSETS: Fetcher
  /** Sign-in attempts per client address and per user name (desk/worker/sign-in-limit.ts). */
  DESK_SIGN_IN_RATE_LIMITER?: RateLimit
}

/**
 * Calls commerce's REST API through the service binding (the host name is not looked at), with the request's id.
 */
export function callCommerce(env: DeskEnv, path: string, init: RequestInit): Promise<Response> {
  return env.COMMERCE.fetch(new Request(`https://commerce${path}`, { ...init, headers: withRequestId(init.headers) }))
}
