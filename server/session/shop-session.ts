import { appConfig, type Locale } from '../../app.config'

/** Who is asking and in which store view: the headers every commerce call carries. */
export interface ShopSession {
  storeCode: string
  locale: Locale
  currency: string
  customerToken: string | undefined
  /** Magento's customer group; 0 is NOT LOGGED IN. Part of the edge-cache key, unlike the token. */
  customerGroup: string
}

interface SessionSources {
  storeHeader: string | null
  storeCookie: string | undefined
  currencyCookie: string | undefined
  customerCookie: string | undefined
  customerGroupCookie: string | undefined
}

const GUEST_GROUP = '0'

export function localeOfStore(storeCode: string): Locale | undefined {
  return appConfig.locales.find((locale) => appConfig.localeSettings[locale].store === storeCode)
}

export function resolveSession(sources: SessionSources): ShopSession {
  const locale =
    localeOfStore(sources.storeHeader ?? '') ?? localeOfStore(sources.storeCookie ?? '') ?? appConfig.defaultLocale
  const settings = appConfig.localeSettings[locale]
  const currency = /^[A-Z]{3}$/.test(sources.currencyCookie ?? '')
    ? (sources.currencyCookie as string)
    : settings.defaultCurrency
  const customerToken = sources.customerCookie || undefined
  const customerGroup =
    customerToken && /^\d{1,5}$/.test(sources.customerGroupCookie ?? '')
      ? (sources.customerGroupCookie as string)
      : GUEST_GROUP
  return { storeCode: settings.store, locale, currency, customerToken, customerGroup }
}
