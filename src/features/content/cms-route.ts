import { appConfig, isLocale } from '../../../app.config'
import { catalogueHead } from '../catalog/seo'
import type { CmsPageRoute } from './load'

/** The head of a CMS page route: title, description and canonical url, as the catalogue pages have. */
export function cmsPageHead(
  loaderData: CmsPageRoute | undefined,
  locale: string,
  matches: readonly { loaderData?: unknown }[],
) {
  return catalogueHead(loaderData?.seo, isLocale(locale) ? locale : appConfig.defaultLocale, matches)
}
