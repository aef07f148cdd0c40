import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { OUTAGE_RETRY_AFTER_SECONDS } from '../contract/error-reason'
import { observed } from '../observability/observed'
import type { PageRequestContext } from '../src/page-request-context'
import { api } from './app'
import { cachedPage } from './cache/page-cache'
import { createNonce, secured } from './security/headers'
import { drainUnreadBody } from './security/request-body'
import { mintedCartCookie } from './session/cart-id'
import { localeVisitCookies } from './session/locale-visit'
import { isSitePath, site } from './site'

/**
 * The storefront Worker (TanStack Start's server entry, see vite.config.ts): /api/* is the backend-for-frontend;
 * /media/*, /sitemap.xml and /robots.txt the site app; everything else is the React app, which gets the API as its
 * request context to call it in-process while it renders (src/trpc/in-process-fetch.ts).
 */
const storefront = createServerEntry({
  async fetch(request) {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/api/')) return finish(request, await api.fetch(request))
    if (isSitePath(pathname)) return finish(request, await site.fetch(request))

    const nonce = createNonce()
    let outage = false
    const context: PageRequestContext = {
      api: async (apiRequest) => {
        const answer = await api.fetch(apiRequest)
        if (answer.headers.has('retry-after')) outage = true
        return answer
      },
      nonce,
    }
    const rendered = await cachedPage(request, nonce, () => handler.fetch(request, { context }))
    const page = await finish(request, outage ? duringOutage(rendered) : rendered, nonce)
    for (const cookie of localeVisitCookies(request)) page.headers.append('set-cookie', cookie)
    const cartCookie = mintedCartCookie(request)
    if (cartCookie) page.headers.append('set-cookie', cartCookie)
    return page
  },
})

/** Each request runs under an id of its own (never an outside caller's), which its calls to commerce carry. */
export default observed(storefront, { trustCaller: false })

/**
 * A page that failed while the backend was down is not an error of the page (500) nor a missing page (404): it
 * answers 503 with Retry-After, so visitors are told to come back and search engines keep the page.
 */
function duringOutage(page: Response): Response {
  if (page.status < 500) return page
  const headers = new Headers(page.headers)
  headers.set('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
  return new Response(page.body, { status: 503, headers })
}

/** Every answer: the unread request body drained, the security headers set (a page's policy with its nonce). */
async function finish(request: Request, response: Response, nonce?: string): Promise<Response> {
  await drainUnreadBody(request)
  return secured(response, request, nonce)
}
