import { appConfig, type Locale } from '../../app.config'

export type CorporatePage = keyof typeof appConfig.corporateSite.paths.de

/** The page's address on the corporate site in that locale; undefined when the page does not exist there. */
export function corporatePageUrl(locale: Locale, page: CorporatePage): string | undefined {
  const paths: Partial<Record<CorporatePage, string>> = appConfig.corporateSite.paths[locale]
  const path = paths[page]
  return path === undefined ? undefined : appConfig.corporateSite.url + path
}
