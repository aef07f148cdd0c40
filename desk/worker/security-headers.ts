import type { MiddlewareHandler } from 'hono'

/**
 * The headers of every answer. Scripts only from the desk's own files (the build has no inline script); styles
 * allow 'unsafe-inline' because MUI writes its styles into <style> elements at run time. The desk is never framed,
 * indexed or named in a Referer, and its API answers (customers' data) are never kept by a cache.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const everyAnswer = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

const isApi = (path: string) => path === '/session' || path.startsWith('/rest/')

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  // Answers of a fetch (the static assets, commerce) have immutable headers.
  c.res = new Response(c.res.body, c.res)
  for (const [name, value] of Object.entries(everyAnswer)) c.res.headers.set(name, value)
  if (isApi(c.req.path)) c.res.headers.set('Cache-Control', 'no-store')
  if (new URL(c.req.url).protocol === 'https:') {
    c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}
