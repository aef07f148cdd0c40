import { env } from 'cloudflare:workers'

const BUNDLED_COMMERCE_ORIGIN = 'https://commerce'

/** Product images never change under the same url: the browser and the edge keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * /media/* from the commerce backend: the bundled Worker through the COMMERCE service binding, or the origin of
 * COMMERCE_GRAPHQL_URL (a Magento shop serves its media there). GET and HEAD only; nothing else is forwarded.
 */
export async function proxyMedia(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
  }
  const { pathname, search } = new URL(request.url)
  const origin = env.COMMERCE_GRAPHQL_URL ? new URL(env.COMMERCE_GRAPHQL_URL).origin : BUNDLED_COMMERCE_ORIGIN
  // HEAD is answered from a GET upstream (the bundled Worker serves GET only), without the body.
  const upstream = new Request(origin + pathname + search)
  const response = await (env.COMMERCE_GRAPHQL_URL ? fetch(upstream) : env.COMMERCE.fetch(upstream))
  const headers = new Headers()
  for (const name of ['content-type', 'content-length', 'etag', 'last-modified']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  headers.set('x-content-type-options', 'nosniff')
  // SVG pictures may carry scripts in theory: as images they never run, opened directly they stay sandboxed.
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  headers.set('cache-control', response.ok ? MEDIA_CACHE_CONTROL : 'no-store')
  return new Response(request.method === 'HEAD' ? null : response.body, { status: response.status, headers })
}
