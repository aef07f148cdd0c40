import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import type { PageRequestContext } from '../src/page-request-context'
import { api } from './app'
import { mintedCartCookie } from './cart/cart-id'
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
    if (pathname.startsWith('/api/')) return finish(request, await api.fetch(request))
    if (isSitePath(pathname)) return finish(request, await site.fetch(request))

    const nonce = createNonce()
    const context: PageRequestContext = { api: (apiRequest) => api.fetch(apiRequest), nonce }
    const page = await finish(request, await handler.fetch(request, { context }), nonce)
    for (const cookie of localeVisitCookies(request)) page.headers.append('set-cookie', cookie)
    const cartCookie = mintedCartCookie(request)
    if (cartCookie) page.headers.append('set-cookie', cartCookie)
    return page
  },
})

/** Every answer: the unread request body drained, the security headers set (a page's policy with its nonce). */
async function finish(request: Request, response: Response, nonce?: string): Promise<Response> {
  await drainUnreadBody(request)
  return secured(response, request, nonce)
}
