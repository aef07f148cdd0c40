import { getRouteApi } from '@tanstack/react-router'
import type { CorporateSite } from './shell-data'

const localeRoute = getRouteApi('/$locale')

const noLinks: CorporateSite = { links: {}, menu: [] }

/**
 * The corporate site's links and menu in the page's locale, from the layout's data; none on an error page whose
 * layout data did not load.
 */
export function useCorporateSite(): CorporateSite {
  return localeRoute.useLoaderData({ select: (data) => data?.corporateSite }) ?? noLinks
}
