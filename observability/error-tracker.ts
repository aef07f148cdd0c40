/**
 * The error tracker: with the secret `SENTRY_DSN` set, uncaught errors and every `reportError` go to Sentry (or
 * anything that takes its envelopes at the DSN's address). Without a DSN it is never set up and nothing is sent.
 */
import * as Sentry from '@sentry/cloudflare'
import { type LogFields, log } from './log'
import { currentRequestId } from './request-id'

/** What the error tracking reads of a Worker's environment. */
export type TrackedEnv = { SENTRY_DSN?: string }

type IncomingRequest = Request<unknown, IncomingRequestCfProperties>
export type TrackedFetch = (request: Request, env: TrackedEnv, ctx: ExecutionContext) => Promise<Response>
export type FetchHandler = (request: Request, env?: TrackedEnv, ctx?: ExecutionContext) => Response | Promise<Response>

/** An error the Worker answers for itself (a 500 without details): logged, and sent to the tracker if there is one. */
export function reportError(message: string, error: unknown, fields?: LogFields): void {
  log.error(message, { ...fields, error })
  Sentry.captureException(error)
}

const trackerOptions = (env: TrackedEnv) => ({
  dsn: env.SENTRY_DSN,
  // Errors only (no traces), and nothing a visitor or clerk sent in a report: no cookies, headers (tokens), query
  // (a GraphQL query's variables) or body; the path stays.
  beforeSend(event: Sentry.ErrorEvent) {
    if (event.request) {
      const { url } = event.request
      event.request = url ? { url: url.split('?')[0] } : {}
    }
    return event
  },
})

/**
 * `handle` with the error tracker: its uncaught errors and every `reportError` while it runs go to the DSN's
 * address, tagged with the request's id. Only for an environment that has a DSN (observed.ts).
 */
export function tracked(handle: FetchHandler): TrackedFetch {
  const handler = {
    fetch: async (request: IncomingRequest, env: TrackedEnv, ctx: ExecutionContext) => {
      Sentry.setTag('request_id', currentRequestId())
      return handle(request, env, ctx)
    },
  }
  const { fetch } = Sentry.withSentry(trackerOptions, handler)
  return (request, env, ctx) => fetch(request as IncomingRequest, env, ctx)
}

/** A Hono app's `onError`: an error no route answered for, reported, and a 500 without details. */
export function unexpectedError(error: Error): Response {
  reportError('unexpected error', error)
  return new Response('Internal Server Error', { status: 500 })
}
