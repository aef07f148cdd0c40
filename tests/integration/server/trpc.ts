import type { ErrorData } from '../../../contract/error-reason'
import { api } from '../../../server/app'

export const SHOP = 'http://shop.test'

interface CallOptions {
  store?: 'de' | 'en'
  cookie?: string
  origin?: string
  headers?: Record<string, string>
}

/** A GET of one query procedure through the Hono app, as the tRPC client sends it. */
export async function query(path: string, input?: unknown, options: CallOptions = {}): Promise<Response> {
  const url = new URL(`${SHOP}/api/trpc/${path}`)
  if (input !== undefined) url.searchParams.set('input', JSON.stringify(input))
  return api.fetch(new Request(url, { headers: headersFor(options) }))
}

/** A POST of one mutation, from the shop's own origin unless `origin` says otherwise. */
export async function mutate(path: string, input: unknown, options: CallOptions = {}): Promise<Response> {
  const headers = headersFor({ origin: SHOP, ...options })
  if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  return api.fetch(new Request(`${SHOP}/api/trpc/${path}`, { method: 'POST', headers, body: JSON.stringify(input) }))
}

function headersFor({ store = 'de', cookie, origin, headers }: CallOptions): Headers {
  const result = new Headers({ 'x-store': store, ...headers })
  if (cookie) result.set('cookie', cookie)
  if (origin) result.set('origin', origin)
  return result
}

export interface TrpcErrorBody {
  error: { message: string; data: ErrorData & { code: string; httpStatus: number; stack?: string } }
}

export async function data<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { result?: { data: T }; error?: unknown }
  if (!body.result) throw new Error(`Expected data, got ${response.status}: ${JSON.stringify(body.error)}`)
  return body.result.data
}

export async function error(response: Response): Promise<TrpcErrorBody['error']> {
  return ((await response.json()) as TrpcErrorBody).error
}

/** Set-Cookie headers by cookie name. */
export function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]))
}
