import type { FetchCreateContextFnOptions } from '@trpc/server/adapters/fetch'
import type { Context as HonoContext } from 'hono'
import { CAPTCHA_HEADER } from '../../contract/captcha'
import type { CacheStatus } from '../cache/strategies'
import { createCommerceClient } from '../commerce/client'
import { shopCookies } from '../session/cookies'
import { visitorBookmark } from '../session/database-bookmark'
import { clearCustomerSession, logOutUnauthorized } from '../session/logout'
import { resolveSession, type ShopSession } from '../session/shop-session'

/** Per /api/trpc request: who is asking (session), their cookies, the commerce client and the cache report. */
export function createContext({ resHeaders }: FetchCreateContextFnOptions, hono: HonoContext) {
  const cookies = shopCookies(hono, resHeaders)
  const customerCookie = cookies.get('customer')
  const session: ShopSession = {
    ...resolveSession({
      storeHeader: hono.req.header('x-store') ?? null,
      storeCookie: cookies.get('store'),
      currencyCookie: cookies.get('currency'),
      customerCookie,
    }),
    bookmark: visitorBookmark(cookies),
  }
  const edgeCache: string[] = []
  let loggedOut = false
  /** Logs the visitor out once per request; `unauthorized` also leaves the spec's warning for the next page. */
  const logOut = (why: 'unauthorized' | 'signedOut') => {
    if (loggedOut) return
    loggedOut = true
    if (why === 'unauthorized') logOutUnauthorized(cookies)
    else clearCustomerSession(cookies)
  }
  // A token that cannot even travel in a header (bad characters) logs the visitor out instead of failing later.
  if (customerCookie && !session.customerToken) logOut('unauthorized')
  const hooks = {
    onAuthorizationError: () => logOut('unauthorized'),
    onCacheStatus: (operationName: string, status: CacheStatus) => edgeCache.push(`${operationName}=${status}`),
  }
  /** A commerce client for this visitor with another token: none to sign in, the new one after signing in. */
  const commerceWith = (customerToken: string | undefined) =>
    createCommerceClient({ ...session, customerToken } satisfies ShopSession, hooks)
  return {
    session,
    cookies,
    commerce: createCommerceClient(session, hooks),
    commerceWith,
    logOut,
    /** Whether this request logged the visitor out (the browser then goes to the locale's home page). */
    isLoggedOut: () => loggedOut,
    edgeCache,
    /** The shop's own origin, for links the backend has commerce send (a registration's way back). */
    origin: new URL(hono.req.url).origin,
    /** Cloudflare's client address, for rate limits. */
    clientIp: hono.req.header('cf-connecting-ip'),
    captchaToken: hono.req.header(CAPTCHA_HEADER),
  }
}

export type Context = ReturnType<typeof createContext>
