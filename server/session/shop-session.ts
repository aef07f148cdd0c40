import { appConfig, type Locale } from '../../app.config'
import type { VisitorBookmark } from './database-bookmark'

/** Who is asking and in which store view: the headers every commerce call carries. */
export interface ShopSession {
  storeCode: string
  locale: Locale
  currency: string
  /** Only a token that can travel in an Authorization header; whether it is still good, commerce says. */
  customerToken: string | undefined
  /** The visitor's database bookmark, sent with their personal calls; none for the shop's own public reads. */
  bookmark?: VisitorBookmark
}

interface SessionSources {
  storeHeader: string | null
  storeCookie: string | undefined
  currencyCookie: string | undefined
  customerCookie: string | undefined
}

/** Magento's tokens (64 hex characters here, a JWT in Magento 2.4.4+): anything else is no token at all. */
const TOKEN_FORMAT = /^[A-Za-z0-9._~+/=-]{1,2048}$/

export function isWellFormedToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN_FORMAT.test(value)
}

export function localeOfStore(storeCode: string): Locale | undefined {
  return appConfig.locales.find((locale) => appConfig.localeSettings[locale].store === storeCode)
}

/** An ISO 4217 code's shape: three capital letters. */
export function isCurrencyCode(value: string | undefined): value is string {
  return /^[A-Z]{3}$/.test(value ?? '')
}

export function resolveSession(sources: SessionSources): ShopSession {
  const locale =
    localeOfStore(sources.storeHeader ?? '') ?? localeOfStore(sources.storeCookie ?? '') ?? appConfig.defaultLocale
  const settings = appConfig.localeSettings[locale]
  const currency = isCurrencyCode(sources.currencyCookie) ? sources.currencyCookie : settings.defaultCurrency
  const customerToken = isWellFormedToken(sources.customerCookie) ? sources.customerCookie : undefined
  return { storeCode: settings.store, locale, currency, customerToken }
}
