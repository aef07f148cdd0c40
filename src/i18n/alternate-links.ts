import { appConfig, isLocale, type Locale } from '../../app.config'

/** The same page in another locale: the first path segment replaced. */
export function localisedPath(pathname: string, locale: Locale): string {
  const [, first = '', ...rest] = pathname.split('/')
  const tail = (isLocale(first) ? rest : [first, ...rest]).filter(Boolean)
  return ['', locale, ...tail].join('/')
}

/** A page's own path in each locale below /{locale}/, when it differs per locale (category and product urls). */
export type LocalePaths = Partial<Record<Locale, string>>

/** The page's path in `locale`: its own path from `paths` (undefined when that locale has none), else the same path. */
export function alternatePath(pathname: string, locale: Locale, paths?: LocalePaths): string | undefined {
  if (!paths) return localisedPath(pathname, locale)
  const path = paths[locale]
  return path === undefined ? undefined : `/${locale}${path ? `/${path}` : ''}`
}

/**
 * hreflang alternates of a page in every locale, and x-default pointing at the default locale. With `paths`, each
 * locale gets its own path (a locale without one is left out); otherwise the first path segment is replaced.
 */
export function alternateLinks(origin: string, pathname: string, paths?: LocalePaths) {
  const hrefOf = (locale: Locale): string | undefined => {
    const path = alternatePath(pathname, locale, paths)
    return path === undefined ? undefined : origin + path
  }
  const links = appConfig.locales.flatMap((locale) => {
    const href = hrefOf(locale)
    return href ? [{ rel: 'alternate', hrefLang: locale, href }] : []
  })
  const fallback = hrefOf(appConfig.defaultLocale)
  return fallback ? [...links, { rel: 'alternate', hrefLang: 'x-default', href: fallback }] : links
}

/** The alternates a page's loader names (`loaderData.alternates`), if it does. */
export function pageAlternates(loaderData: unknown): LocalePaths | undefined {
  if (typeof loaderData !== 'object' || loaderData === null) return undefined
  const alternates = (loaderData as { alternates?: unknown }).alternates
  return typeof alternates === 'object' && alternates !== null ? (alternates as LocalePaths) : undefined
}
