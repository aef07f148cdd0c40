import type { Context as HonoContext } from 'hono'
import { generateCookie, getCookie } from 'hono/cookie'
import { appConfig, workerConfig } from '../../app.config'

/** The pages' cookies and the one only the Worker reads (the visitor's database bookmark: database-bookmark.ts). */
const cookieNames = { ...appConfig.cookies, databaseBookmark: workerConfig.databaseBookmarkCookie }

export type ShopCookieName = Exclude<keyof typeof cookieNames, 'localeMaxAgeSeconds'>

/** The browser never needs these: every call that uses them goes through the backend-for-frontend. */
const serverOnly = new Set<ShopCookieName>(['customer', 'cart', 'customerGroup', 'accountReview', 'databaseBookmark'])

const maxAgeSeconds: Partial<Record<ShopCookieName, number>> = {
  locale: appConfig.cookies.localeMaxAgeSeconds,
}

export interface ShopCookies {
  get(name: ShopCookieName): string | undefined
  /** `maxAgeSeconds` overrides the cookie's usual lifetime (the customer token's follows the token's). */
  set(name: ShopCookieName, value: string, maxAgeSeconds?: number): void
  clear(name: ShopCookieName): void
}

/** One Set-Cookie header value for a shop cookie, with the spec's attributes. */
export function shopCookieHeader(
  name: ShopCookieName,
  value: string,
  options: { secure: boolean; clear?: boolean; maxAgeSeconds?: number },
) {
  const httpOnly = serverOnly.has(name)
  return generateCookie(cookieNames[name], value, {
    path: '/',
    sameSite: 'Lax',
    httpOnly,
    secure: options.secure,
    maxAge: options.clear ? 0 : (options.maxAgeSeconds ?? maxAgeSeconds[name]),
  })
}

/**
 * The spec's cookies (SameSite=Lax, path /): read from the visitor's request, written as Set-Cookie headers on
 * the tRPC response (`responseHeaders`), which the in-process SSR fetch copies onto the page response.
 */
export function shopCookies(hono: HonoContext, responseHeaders: Headers): ShopCookies {
  const secure = new URL(hono.req.url).protocol === 'https:'
  return {
    get: (name) => getCookie(hono, cookieNames[name]) || undefined,
    set: (name, value, maxAge) => replace(name, shopCookieHeader(name, value, { secure, maxAgeSeconds: maxAge })),
    clear: (name) => replace(name, shopCookieHeader(name, '', { secure, clear: true })),
  }

  /** One Set-Cookie per cookie: a later value of the same request replaces the earlier one. */
  function replace(name: ShopCookieName, line: string) {
    const others = responseHeaders.getSetCookie().filter((set) => !set.startsWith(`${cookieNames[name]}=`))
    responseHeaders.delete('set-cookie')
    for (const set of [...others, line]) responseHeaders.append('set-cookie', set)
  }
}
