import type { Locale } from '../../app.config'
import { corporateSite } from '../../corporate-site.config'

export type CorporatePage = keyof typeof corporateSite.paths.de

/** A locale's addresses of the corporate site's pages; a page the site lacks in that locale has none. */
export type CorporateLinks = Partial<Record<CorporatePage, string>>

export function corporateLinksFor(locale: Locale): CorporateLinks {
  const paths: CorporateLinks = corporateSite.paths[locale]
  return Object.fromEntries(Object.entries(paths).map(([page, path]) => [page, corporateSite.url + path]))
}
