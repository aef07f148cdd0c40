import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/**
 * The headers of every answer, by Hono's secure-headers middleware. Scripts only from the desk's own files (the
 * build has no inline script); styles allow 'unsafe-inline' because MUI writes its styles into <style> elements at
 * run time. The desk is never framed, indexed or named in a Referer, and its API answers (customers' data) are never
 * kept by a cache.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  // browsers take it only over https
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
})

const isApi = (path: string) => path === '/session' || path.startsWith('/rest/')

/**
 * What secure-headers does not cover: no search engine indexes the desk, no cache keeps its API's answers. It also
 * makes an answer's headers writable for secure-headers (a fetched answer's, of the assets or commerce, are not), so
 * it runs inside it.
 */
export const deskHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.res = new Response(c.res.body, c.res)
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow')
  if (isApi(c.req.path)) c.res.headers.set('Cache-Control', 'no-store')
}
