/**
 * The sales desk's Worker: the staff's single-page app (Workers static assets, desk/app/ built), their session and
 * the admin REST calls they make, forwarded to commerce through the service binding with the session's token.
 */
import { Hono } from 'hono'
import { proxyToCommerce } from './worker/commerce-proxy'
import type { DeskEnv } from './worker/env'
import { sameOriginChanges } from './worker/same-origin'
import { securityHeaders } from './worker/security-headers'
import { sessionRoutes } from './worker/session'

const desk = new Hono<{ Bindings: DeskEnv }>()
  .use(securityHeaders)
  .use(sameOriginChanges)
  .route('/session', sessionRoutes)
  .all('/rest/*', proxyToCommerce)
  // The app's files; any other path is one of its pages (single-page-application fallback in desk/wrangler.jsonc).
  .all('*', (c) => c.env.ASSETS.fetch(c.req.raw))

export default desk
