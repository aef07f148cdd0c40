import { parse } from 'hono/utils/cookie'
import { appConfig, isLocale } from '../../app.config'
import { shopCookieHeader } from './cookies'

/**
 * Opening a page under /de or /en makes that locale the visitor's (spec section 4): the locale, its store view
 * and its default currency are stored. Returns the Set-Cookie values, none when nothing changes. Only a page the
 * browser opens counts (Sec-Fetch-Mode navigate, or no such header): a script's fetch of a page in the background
 * (a browser test saw one of /de just after the visitor had opened /en) must not switch the visitor's language.
 */
export function localeVisitCookies(request: Request): string[] {
  const url = new URL(request.url)
  const locale = url.pathname.split('/')[1]
  const mode = request.headers.get('sec-fetch-mode')
  if (request.method !== 'GET' || !isLocale(locale) || (mode !== null && mode !== 'navigate')) return []
  const cookies = parse(request.headers.get('cookie') ?? '')
  if (cookies[appConfig.cookies.locale] === locale) return []
  const settings = appConfig.localeSettings[locale]
  const secure = url.protocol === 'https:'
  return [
    shopCookieHeader('locale', locale, { secure }),
    shopCookieHeader('store', settings.store, { secure }),
    shopCookieHeader('currency', settings.defaultCurrency, { secure }),
  ]
}
