import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { api } from '../server/app'
import { localeVisitCookies } from '../server/session/locale-visit'
import { isSitePath, site } from '../server/site'

/**
 * The storefront Worker: /api/* is the backend-for-frontend; /media/*, /sitemap.xml and /robots.txt the site app;
 * everything else is the React app.
 */
export default createServerEntry({
  async fetch(request, opts) {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/api/')) return api.fetch(request)
    if (isSitePath(pathname)) return site.fetch(request)

    const page = await handler.fetch(request, opts)
    const cookies = localeVisitCookies(request)
    if (cookies.length === 0) return page
    const withCookies = new Response(page.body, page)
    for (const cookie of cookies) withCookies.headers.append('set-cookie', cookie)
    return withCookies
  },
})
