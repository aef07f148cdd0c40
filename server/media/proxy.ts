import { env, waitUntil } from 'cloudflare:workers'
import { log } from '../../observability/log'
import { withRequestId } from '../../observability/request-id'

const BUNDLED_COMMERCE_ORIGIN = 'https://commerce'

/** A picture that takes longer than this is not coming: the visitor's page must not wait on it. */
const MEDIA_TIMEOUT_MS = 8000

/** Product images never change under the same url: the browser and the edge keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * The edge's copy of the pictures (Workers Cache API, keyed by url). The backend draws or reads a picture per
 * request; a kept one answers at once, which is what puts a page's largest picture on screen early.
 */
const CACHE_NAME = 'media'

/**
 * /media/* from the commerce backend: the bundled Worker through the COMMERCE service binding, or the origin of
 * COMMERCE_GRAPHQL_URL (a Magento shop serves its media there). GET and HEAD only; nothing else is forwarded.
 * Only a picture passes through: a refusal or failure of the backend becomes our own short answer, never the
 * backend's error body.
 */
export async function proxyMedia(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
  }
  // A picture is its path: a query string (the shop's pages write none) would only multiply the kept copies and
  // the backend's work.
  const url = new URL(request.url)
  const key = url.origin + url.pathname
  const cache = await caches.open(CACHE_NAME)
  const kept = await cache.match(key)
  if (kept) return withoutBodyForHead(request, kept)
  const { pathname } = url
  const origin = env.COMMERCE_GRAPHQL_URL ? new URL(env.COMMERCE_GRAPHQL_URL).origin : BUNDLED_COMMERCE_ORIGIN
  // HEAD is answered from a GET upstream (the bundled Worker serves GET only), without the body.
  const upstream = new Request(origin + pathname, {
    headers: withRequestId(),
    signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS),
  })
  let response: Response
  try {
    response = await (env.COMMERCE_GRAPHQL_URL ? fetch(upstream) : env.COMMERCE.fetch(upstream))
  } catch (error) {
    log.warn('media: backend not reached', { pathname, error })
    return noPicture(503, 'The picture cannot be loaded right now.')
  }
  if (!response.ok) {
    await response.body?.cancel()
    return response.status === 404
      ? noPicture(404, 'No such picture.')
      : noPicture(502, 'The picture cannot be loaded right now.')
  }
  const headers = pictureHeaders(response)
  const [forVisitor, forCache] = response.body ? response.body.tee() : [null, null]
  waitUntil(cache.put(key, new Response(forCache, { status: 200, headers })).catch(ignore))
  return withoutBodyForHead(request, new Response(forVisitor, { status: 200, headers }))
}

function withoutBodyForHead(request: Request, picture: Response): Response {
  if (request.method !== 'HEAD') return picture
  void picture.body?.cancel()
  return new Response(null, picture)
}

function ignore(): void {}

function pictureHeaders(response: Response): Headers {
  const headers = new Headers()
  for (const name of ['content-type', 'content-length', 'etag', 'last-modified']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  // SVG pictures may carry scripts in theory: as images they never run, opened directly they stay sandboxed.
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  headers.set('cache-control', MEDIA_CACHE_CONTROL)
  return headers
}

function noPicture(status: 404 | 502 | 503, text: string): Response {
  const headers = new Headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
  if (status === 503) headers.set('retry-after', '30')
  return new Response(text, { status, headers })
}
