import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import type { PageRequestContext } from '../src/trpc/in-process-fetch'
import { api } from './app'
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
    if (pathname.startsWith('/api/')) return api.fetch(request)
    if (isSitePath(pathname)) return site.fetch(request)

    const context: PageRequestContext = { api: (apiRequest) => api.fetch(apiRequest) }
    const page = await handler.fetch(request, { context })
    const cookies = localeVisitCookies(request)
    if (cookies.length === 0) return page
    const withCookies = new Response(page.body, page)
    for (const cookie of cookies) withCookies.headers.append('set-cookie', cookie)
    return withCookies
  },
})
