import type { I18n, Messages } from '@lingui/core'
import type { Locale } from '../../app.config'

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  de: () => import('../../locales/de/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}

/** Loads the locale's catalog (one lazy chunk per locale) and makes it the active one. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
}
