import { useLingui } from '@lingui/react'
import { appConfig, isLocale, type Locale } from '../../app.config'

/** The active locale (the first path segment); the default locale before one is activated. */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : appConfig.defaultLocale
}
