import type { FetchCreateContextFnOptions } from '@trpc/server/adapters/fetch'
import type { Context as HonoContext } from 'hono'
import type { CacheStatus } from '../cache/strategies'
import { createCommerceClient } from '../commerce/client'
import { shopCookies } from '../session/cookies'
import { logOutUnauthorized } from '../session/logout'
import { resolveSession } from '../session/shop-session'

/** Per /api/trpc request: who is asking (session), their cookies, the commerce client and the cache report. */
export function createContext({ resHeaders }: FetchCreateContextFnOptions, hono: HonoContext) {
  const cookies = shopCookies(hono, resHeaders)
  const session = resolveSession({
    storeHeader: hono.req.header('x-store') ?? null,
    storeCookie: cookies.get('store'),
    currencyCookie: cookies.get('currency'),
    customerCookie: cookies.get('customer'),
    customerGroupCookie: cookies.get('customerGroup'),
  })
  const edgeCache: string[] = []
  let loggedOut = false
  const commerce = createCommerceClient(session, {
    onAuthorizationError: () => {
      if (!loggedOut) logOutUnauthorized(cookies)
      loggedOut = true
    },
    onCacheStatus: (operationName: string, status: CacheStatus) => edgeCache.push(`${operationName}=${status}`),
  })
  return { session, cookies, commerce, edgeCache }
}

export type Context = ReturnType<typeof createContext>
