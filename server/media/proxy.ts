import { env } from 'cloudflare:workers'

const BUNDLED_COMMERCE_ORIGIN = 'https://commerce'

/** A picture that takes longer than this is not coming: the visitor's page must not wait on it. */
const MEDIA_TIMEOUT_MS = 8000

/** Product images never change under the same url: the browser and the edge keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

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
  const { pathname, search } = new URL(request.url)
  const origin = env.COMMERCE_GRAPHQL_URL ? new URL(env.COMMERCE_GRAPHQL_URL).origin : BUNDLED_COMMERCE_ORIGIN
  // HEAD is answered from a GET upstream (the bundled Worker serves GET only), without the body.
  const upstream = new Request(origin + pathname + search, { signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) })
  let response: Response
  try {
    response = await (env.COMMERCE_GRAPHQL_URL ? fetch(upstream) : env.COMMERCE.fetch(upstream))
  } catch (error) {
    console.warn('media: backend not reached', pathname, error)
    return noPicture(503, 'The picture cannot be loaded right now.')
  }
  if (!response.ok) {
    await response.body?.cancel()
    return response.status === 404
      ? noPicture(404, 'No such picture.')
      : noPicture(502, 'The picture cannot be loaded right now.')
  }
  return new Response(request.method === 'HEAD' ? null : response.body, {
    status: 200,
    headers: pictureHeaders(response),
  })
}

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
