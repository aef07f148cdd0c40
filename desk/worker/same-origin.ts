import type { MiddlewareHandler } from 'hono'

/**
 * Changes (sign-in, sign-out, comments, moderation) only from the desk's own pages: a browser always sends the
 * Origin of the page that makes the request, and no foreign page can forge it. With the SameSite=Strict cookie this
 * keeps other sites from acting with a clerk's session.
 */
export const sameOriginChanges: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
  if (c.req.header('origin') !== new URL(c.req.url).origin) {
    return c.json({ message: 'Changes are accepted only from the sales desk itself.' }, 403)
  }
  return next()
}
