/**
 * A Worker's entry, observed: each request runs under its id (request-id.ts), its answer echoes the id, and with the
 * secret `SENTRY_DSN` set its errors go to the error tracker (error-tracker.ts).
 */
import { type FetchHandler, type TrackedFetch, tracked } from './error-tracker'
import { log } from './log'
import { asRequest, REQUEST_ID_HEADER, requestIdOf } from './request-id'

/**
 * Wraps `handler.fetch` in place (so a Hono app keeps its `request()`): `trustCaller` for a Worker only ours call
 * (commerce), whose callers' `x-request-id` it takes.
 */
export function observed<Handler extends { fetch?: unknown }>(
  handler: Handler,
  { trustCaller }: { trustCaller: boolean },
): Handler {
  const handle = (handler.fetch as FetchHandler).bind(handler)
  // Made on the first request with a DSN: without one, the tracker is never set up.
  let trackedHandle: TrackedFetch | undefined
  const withTracker: TrackedFetch = (request, env, ctx) => {
    trackedHandle ??= tracked(handle)
    return trackedHandle(request, env, ctx)
  }
  const fetch: FetchHandler = (request, env, ctx) => {
    const requestId = requestIdOf(request, trustCaller)
    return asRequest(requestId, async () => {
      try {
        const response = await (env?.SENTRY_DSN && ctx ? withTracker(request, env, ctx) : handle(request, env, ctx))
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
