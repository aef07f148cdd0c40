/**
 * The sales desk's Worker: the staff's single-page app (Workers static assets, desk/app/ built), their session and
 * the admin REST calls they make, forwarded to commerce through the service binding with the session's token.
 * Each request runs under an id of its own (never an outside caller's), which its calls to commerce carry.
 */
import { Hono } from 'hono'
import { unexpectedError } from '../observability/error-tracker'
import { commerceHealth, HEALTH_PATH, healthAnswer } from '../observability/health'
import { observed } from '../observability/observed'
import { proxyToCommerce } from './worker/commerce-proxy'
import type { DeskEnv } from './worker/env'
import { sameOriginChanges } from './worker/same-origin'
import { securityHeaders } from './worker/security-headers'
import { sessionRoutes } from './worker/session'

const desk = new Hono<{ Bindings: DeskEnv }>()
  .onError(unexpectedError)
  .use(securityHeaders)
  // The Worker answers, and so does commerce (observability/health.ts); behind the identity provider like every path.
  .get(HEALTH_PATH, (c) => healthAnswer({ commerce: () => commerceHealth(c.env.COMMERCE) }))
  .use(sameOriginChanges)
  .route('/session', sessionRoutes)
  .all('/rest/*', proxyToCommerce)
  // The app's files; any other path is one of its pages (single-page-application fallback in desk/wrangler.jsonc).
  .all('*', (c) => c.env.ASSETS.fetch(c.req.raw))

export default observed(desk, { trustCaller: false })
