import { appConfig, type Locale } from '../../app.config'
import { resolveSession } from '../session/shop-session'
import { createCommerceClient } from './client'

/**
 * A commerce client for one store view as an anonymous guest: for public, cacheable reads that name another
 * locale's pages (hreflang alternates, the sitemap). Never for anything personal.
 */
export function guestCommerceClient(locale: Locale) {
  const session = resolveSession({
    storeHeader: appConfig.localeSettings[locale].store,
    storeCookie: undefined,
    currencyCookie: undefined,
    customerCookie: undefined,
  })
  return createCommerceClient(session, { onAuthorizationError() {}, onCacheStatus() {} })
}
