/**
 * The sales desk's Worker: the staff's single-page app (Workers static assets, desk/app/ built), their session and
 * the admin REST calls they make, forwarded to commerce through the service binding with the session's token.
 * Each request runs under an id of its own (never an outside caller's), which its calls to commerce carry.
 */
import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import { HTTPException } from 'hono/http-exception'
import { unexpectedError } from '../observability/error-tracker'
import { commerceHealth, HEALTH_PATH, healthAnswer } from '../observability/health'
import { observed } from '../observability/observed'
import { proxyToCommerce } from './worker/commerce-proxy'
import type { DeskEnv } from './worker/env'
import { deskHeaders, securityHeaders } from './worker/security-headers'
import { sessionRoutes } from './worker/session'

const desk = new Hono<{ Bindings: DeskEnv }>()
  // a refusal of Hono's middleware (csrf's 403) as it answers it; anything else is unexpected
  .onError((error) => (error instanceof HTTPException ? error.getResponse() : unexpectedError(error)))
  .use(securityHeaders)
  .use(deskHeaders)
  // The Worker answers, and so does commerce (observability/health.ts); behind the identity provider like every path.
  .get(HEALTH_PATH, (c) => healthAnswer({ commerce: () => commerceHealth(c.env.COMMERCE) }))
  // Changes (sign-in, sign-out, comments, sends, moderation) only from the desk's own pages: Hono's check of Origin and
  // Sec-Fetch-Site, with the SameSite=Strict session cookie.
  .use(csrf())
  .route('/session', sessionRoutes)
  .all('/rest/*', proxyToCommerce)
  // The app's files; any other path is one of its pages (single-page-application fallback in desk/wrangler.jsonc).
  .all('*', (c) => c.env.ASSETS.fetch(c.req.raw))

export default observed(desk, { trustCaller: false })
