import type { MiddlewareHandler } from 'hono'

/**
 * State changes arrive only as POST with a JSON body from the shop's own pages. A cross-site form cannot send
 * JSON, and a cross-site script cannot forge the Origin header. Queries are GET and never change state.
 */
export const sameOriginMutations: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
  if (c.req.header('origin') !== new URL(c.req.url).origin) {
    return forbidden('Changes are accepted only from the shop itself (Origin header missing or foreign).')
  }
  if (c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    return forbidden('Changes must be sent as POST with a JSON body.')
  }
  return next()
}

/** The tRPC error shape, so that clients read it like any other procedure error. */
function forbidden(message: string): Response {
  return Response.json(
    { error: { message, code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } } },
    { status: 403 },
  )
}
