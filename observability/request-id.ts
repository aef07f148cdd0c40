/**
 * One id per request, the same in every Worker it passes: the storefront or the desk takes Cloudflare's ray id (or
 * makes one) and sends it to commerce as `x-request-id`; every log line and error report carries it, and every
 * answer echoes it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export const REQUEST_ID_HEADER = 'x-request-id'

/** What an id from a caller may look like (a ray id, a UUID): anything else is not written into a log line. */
const WELL_FORMED = /^[\w.:-]{1,128}$/

const current = new AsyncLocalStorage<string>()

/**
 * The id of a request: a trusted caller's `x-request-id` (a Worker of ours, through its service binding), else
 * Cloudflare's `cf-ray`, else a new one. A Worker that outside callers reach does not trust theirs.
 */
export function requestIdOf(request: Request, trustCaller: boolean): string {
  const forwarded = trustCaller ? request.headers.get(REQUEST_ID_HEADER) : null
  if (forwarded && WELL_FORMED.test(forwarded)) return forwarded
  const ray = request.headers.get('cf-ray')
  return ray && WELL_FORMED.test(ray) ? ray : crypto.randomUUID()
}

/** Runs `handle` as the request `requestId`: what it logs, reports and sends to commerce carries that id. */
export function asRequest<T>(requestId: string, handle: () => T): T {
  return current.run(requestId, handle)
}

/** The id of the request being handled; undefined outside one (e.g. a test calling a module directly). */
export function currentRequestId(): string | undefined {
  return current.getStore()
}

/** `headers` with the current request id, for a call to another Worker of ours. */
export function withRequestId(headers?: HeadersInit): Headers {
  const result = new Headers(headers)
  const requestId = currentRequestId()
  if (requestId) result.set(REQUEST_ID_HEADER, requestId)
  return result
}
