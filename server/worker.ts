import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import type { PageRequestContext } from '../src/page-request-context'
import { api } from './app'
import { createNonce, secured } from './security/headers'
import { drainUnreadBody } from './security/request-body'
import { localeVisitCookies } from './session/locale-visit'
import { isSitePath, site } from './site'

/**
 * The storefront Worker (TanStack Start's server entry, see vite.config.ts): /api/* is the backend-for-frontend;
 * /media/*, /sitemap.xml and /robots.txt the site app; everything else is the React app, which gets the API as its
 * request context to call it in-process while it renders (src/trpc/in-process-fetch.ts).
 */
export default createServerEntry({
  async fetch(request) {
    const { pathname } = new URL(request.url)
    const nonce = pathname.startsWith('/api/') || isSitePath(pathname) ? undefined : createNonce()
    const response = nonce === undefined ? await answer(request, pathname) : await page(request, nonce)
    await drainUnreadBody(request)
    return secured(response, request, nonce)
  },
})

async function answer(request: Request, pathname: string): Promise<Response> {
  return pathname.startsWith('/api/') ? api.fetch(request) : site.fetch(request)
}

async function page(request: Request, nonce: string): Promise<Response> {
  const context: PageRequestContext = { api: (apiRequest) => api.fetch(apiRequest), nonce }
  const rendered = await handler.fetch(request, { context })
  const cookies = localeVisitCookies(request)
  if (cookies.length === 0) return rendered
  const withCookies = new Response(rendered.body, rendered)
  for (const cookie of cookies) withCookies.headers.append('set-cookie', cookie)
  return withCookies
}
