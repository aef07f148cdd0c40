import type { QueryClient } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { appConfig, type Locale } from '../../../app.config'
import type { CorporateLinks } from '../../i18n/corporate-page'
import type { TrpcOptions } from '../../trpc/app-router'
import { authorizationRedirectPath } from '../errors/authorization-redirect'
import { SHELL_BUDGET_MS, withinBudget } from '../errors/backend-budget'
import type { MenuSection } from './corporate-site'

const requestOrigin = createIsomorphicFn()
  .server(async () => {
    const { getRequestUrl } = await import('@tanstack/react-start/server')
    return getRequestUrl().origin
  })
  .client(async () => window.location.origin)

interface CorporateSite {
  links: CorporateLinks
  menu: MenuSection[]
}

/** Loaded on the server, and in the browser only when the locale changes: the first visit's code holds none of it. */
async function corporateSiteFor(locale: Locale): Promise<CorporateSite> {
  const [{ corporateLinksFor }, { corporateMenuFor }] = await Promise.all([
    import('../../i18n/corporate-page'),
    import('./corporate-site'),
  ])
  const links = corporateLinksFor(locale)
  return { links, menu: corporateMenuFor(links) }
}

interface ShellContext {
  queryClient: QueryClient
  trpc: TrpcOptions
}

/**
 * What every page of a locale needs: the store configuration (awaited: the title depends on it; when it fails or is
 * late the page still renders under the brand's name) and the session (awaited within the same budget, failures
 * tolerated: the header shows Login or Account from it), and the corporate site's links of the locale. The top-bar
 * switchers and the cart stream in later.
 */
export async function loadShellData({ queryClient, trpc }: ShellContext, locale: Locale) {
  const corporateSite = corporateSiteFor(locale)
  void queryClient.prefetchQuery(trpc.store.switchers.queryOptions())
  // The header badge and the cart sidebar; personal, so it streams in rather than holding up the page.
  void queryClient.prefetchQuery(trpc.cart.get.queryOptions())
  const [storeConfig] = await withinBudget(
    Promise.all([
      queryClient.ensureQueryData(trpc.store.config.queryOptions()).catch((error: unknown) => {
        // An authorization error logs the visitor out and redirects (the route's onError); others cost only the title.
        if (authorizationRedirectPath(error)) throw error
        return null
      }),
      queryClient.prefetchQuery(trpc.customer.me.queryOptions()),
    ]),
    [null, undefined],
    SHELL_BUDGET_MS,
  )
  return {
    title: storeConfig?.title ?? `${appConfig.brand} ${appConfig.logoSuffix}`,
    origin: await requestOrigin(),
    corporateSite: await corporateSite,
  }
}
