import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import { deskGerman } from './desk.de'
import { deskEnglish } from './desk.en'
import { reactAdminGerman } from './react-admin.de'

/** German first, English switchable (the app bar's language menu); react-admin's texts and the desk's own. */
const catalogs = {
  de: { ...reactAdminGerman, ...deskGerman },
  en: { ...englishMessages, ...deskEnglish },
}

export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'en' ? catalogs.en : catalogs.de), 'de', [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'en', name: 'English' },
])
