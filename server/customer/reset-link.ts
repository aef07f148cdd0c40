import { appConfig, isLocale, type Locale } from '../../app.config'
import { localeOfStore } from '../session/shop-session'

/**
 * Magento's own password reset link, `/customer/account/createPassword/?token=…`, lives outside the locale prefix:
 * it lands on the reset-password page of the locale the query names (`locale`, or Magento's store code in
 * `___store`), else the default locale's, keeping the token.
 */
export const MAGENTO_RESET_PATH = /^\/customer\/account\/createPassword\/?$/

export function resetPasswordLocation(url: URL): string {
  const asked = url.searchParams.get('locale')
  const locale: Locale =
    (isLocale(asked) ? asked : localeOfStore(url.searchParams.get('___store') ?? '')) ?? appConfig.defaultLocale
  const token = url.searchParams.get('token')
  return `/${locale}/reset-password${token ? `?${new URLSearchParams({ token })}` : ''}`
}
