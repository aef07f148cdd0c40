import { getRouteApi } from '@tanstack/react-router'
import type { CorporateLinks } from './corporate-page'

const localeRoute = getRouteApi('/$locale')

/**
 * The corporate site's links and menu in the page's locale, from the layout's data (src/features/layout/shell-data.ts);
 * none on an error page whose layout data did not load.
 */
function useCorporateSite() {
  return localeRoute.useLoaderData({ select: (data) => data?.corporateSite })
}

export function useCorporateLinks(): CorporateLinks {
  return useCorporateSite()?.links ?? {}
}

export function useCorporateMenu() {
  return useCorporateSite()?.menu ?? []
}
