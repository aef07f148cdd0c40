/**
 * A Worker's entry, observed: each request runs under its id (request-id.ts), its answer echoes the id, and with the
 * secret `SENTRY_DSN` set, uncaught errors and every `reportError` go to the error tracker (Sentry, or anything
 * that takes its envelopes at the DSN's address). Without a DSN the tracker's code does not run and nothing is sent.
 */
import * as Sentry from '@sentry/cloudflare'
import { type LogFields, log } from './log'
import { asRequest, currentRequestId, REQUEST_ID_HEADER, requestIdOf } from './request-id'

/** What the error tracking reads of a Worker's environment. */
export type TrackedEnv = { SENTRY_DSN?: string }

type IncomingRequest = Request<unknown, IncomingRequestCfProperties>
type FetchHandler = (request: Request, env?: TrackedEnv, ctx?: ExecutionContext) => Response | Promise<Response>

/** An error the Worker answers for itself (a 500 without details): logged, and sent to the tracker if there is one. */
export function reportError(message: string, error: unknown, fields?: LogFields): void {
  log.error(message, { ...fields, error })
  Sentry.captureException(error)
}

const trackerOptions = (env: TrackedEnv) => ({
  dsn: env.SENTRY_DSN,
  // Errors only (no traces), and no visitor's or clerk's cookies, headers (tokens) or bodies in a report.
  beforeSend(event: Sentry.ErrorEvent) {
    if (event.request) {
      delete event.request.cookies
      delete event.request.headers
      delete event.request.data
    }
    return event
  },
})

/**
 * Wraps `handler.fetch` in place (so a Hono app keeps its `request()`): `trustCaller` for a Worker only ours call
 * (commerce), whose callers' `x-request-id` it takes.
 */
export function observed<Handler extends { fetch?: unknown }>(
  handler: Handler,
  { trustCaller }: { trustCaller: boolean },
): Handler {
  const handle = (handler.fetch as FetchHandler).bind(handler)
  const tracked = Sentry.withSentry(trackerOptions, {
    fetch(request, env, ctx) {
      Sentry.setTag('request_id', currentRequestId())
      return handle(request, env, ctx)
    },
  } satisfies ExportedHandler<TrackedEnv>)
  const fetch: FetchHandler = (request, env, ctx) => {
    const requestId = requestIdOf(request, trustCaller)
    return asRequest(requestId, async () => {
      try {
        const response = await (env?.SENTRY_DSN && ctx
          ? tracked.fetch(request as IncomingRequest, env, ctx)
          : handle(request, env, ctx))
        return echoed(response, requestId)
      } catch (error) {
        log.error('uncaught error', { error })
        throw error
      }
    })
  }
  return Object.assign(handler, { fetch })
}

/** The answer with the request's id; an answer whose headers cannot change (e.g. a cached one) is copied. */
function echoed(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(REQUEST_ID_HEADER, requestId)
    return copy
  }
}

/** A Hono app's `onError`: an error no route answered for, reported, and a 500 without details. */
export function unexpectedError(error: Error): Response {
  reportError('unexpected error', error)
  return new Response('Internal Server Error', { status: 500 })
}
