import { appConfig, isLocale, type Locale } from '../../../app.config'

/** The same page in another locale: the first path segment replaced. */
export function localisedPath(pathname: string, locale: Locale): string {
  const [, first = '', ...rest] = pathname.split('/')
  const tail = (isLocale(first) ? rest : [first, ...rest]).filter(Boolean)
  return ['', locale, ...tail].join('/')
}

/** hreflang alternates of a page in every locale, and x-default pointing at the default locale. */
export function alternateLinks(origin: string, pathname: string) {
  return [
    ...appConfig.locales.map((locale) => ({
      rel: 'alternate',
      hrefLang: locale,
      href: origin + localisedPath(pathname, locale),
    })),
    { rel: 'alternate', hrefLang: 'x-default', href: origin + localisedPath(pathname, appConfig.defaultLocale) },
  ]
}
