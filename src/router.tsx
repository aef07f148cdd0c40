import { type I18n, setupI18n } from '@lingui/core'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { appConfig, isLocale } from '../app.config'
import { preloadCataloguePage } from './features/catalog/catalogue-page-code'
import type { CataloguePage } from './features/catalog/load'
import { StockTable } from './features/catalog/stock-table-code'
import { ZERO_RESULTS_SELECTOR, ZeroResults } from './features/catalog/zero-results-code'
import { followAuthorizationRedirect } from './features/errors/authorization-redirect'
import { NotFoundPage } from './features/errors/not-found-page'
import { RouteErrorPage } from './features/errors/route-error-page'
import { activateLocale, noteMissingText } from './i18n/activate'
import { pageRequestContext } from './page-request-context'
import { parsePlainSearch, stringifyPlainSearch } from './router-search'
import { routeTree } from './routeTree.gen'
import type { AppRouter } from './trpc/app-router'
import { createTrpcClient } from './trpc/client'
import { freshFor } from './trpc/freshness'

function isClientError(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus
  return typeof status === 'number' && status >= 400 && status < 500
}

interface DehydratedPage {
  locale: string
  messages: string
  cataloguePage: CataloguePage['type'] | undefined
}

function cataloguePageType(matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>) {
  const match = matches.find(({ routeId }) => routeId === '/$locale/$')
  return (match?.loaderData as CataloguePage | undefined)?.type
}

/** One router, query client, tRPC client and i18n instance per request (server) or per page load (browser). */
export function getRouter() {
  const i18n: I18n = setupI18n({
    // In the browser, a text outside the first paint's shown by code that came on intent without WithAllTexts: the
    // rest of the texts load and it appears with them, instead of its id meanwhile.
    missing: import.meta.env.SSR
      ? undefined
      : () => {
          noteMissingText(i18n)
          return ''
        },
  })
  const queryClient = new QueryClient({
    // One retry in the browser for failures that may pass (network, 5xx); a 4xx answer (not found, bad input) stays
    // as it is. The server does not retry: a page's budget (src/features/errors/backend-budget.ts) is shorter than a
    // retry's delay, and an outage is answered with 503 at once.
    defaultOptions: {
      queries: {
        staleTime: freshFor(60_000),
        retry: (failures, error) => !import.meta.env.SSR && failures < 1 && !isClientError(error),
      },
    },
    // An authorization error has already logged the visitor out on the server: load the page it names.
    queryCache: new QueryCache({ onError: followAuthorizationRedirect }),
    mutationCache: new MutationCache({ onError: followAuthorizationRedirect }),
  })
  const trpcClient = createTrpcClient(() => (isLocale(i18n.locale) ? i18n.locale : appConfig.defaultLocale))
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient })

  const router = createRouter({
    routeTree,
    context: { queryClient, trpc, trpcClient, i18n },
    // Links load the next page's code and data on hover or focus; useConnectionPreload turns this off on 2g and
    // data-saver connections.
    defaultPreload: 'intent',
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    ssr: { nonce: import.meta.env.SSR ? pageRequestContext().nonce : undefined },
    // beforeLoad does not run again on hydration: carry the active locale and the texts the page was rendered with
    // over in the page, so hydration does not wait for a catalog the entry would discover only when it runs. They
    // travel as JSON: compiled messages are plain data, but nested deeper than the router's types follow. So does
    // the kind of a catch-all path's page, whose code hydration needs besides the route's.
    dehydrate: (): DehydratedPage => ({
      locale: i18n.locale,
      messages: JSON.stringify(i18n.messages),
      cataloguePage: cataloguePageType(router.state.matches),
    }),
    hydrate: async ({ locale, messages, cataloguePage }) => {
      const pageCode = cataloguePage ? preloadCataloguePage({ type: cataloguePage }) : undefined
      // A listing rendered as a table hydrates with the table's code (./features/catalog/stock-table-code.ts).
      const tableCode = router.state.location.search.view === 'table' ? StockTable.preload() : undefined
      // So does a listing that found nothing, with that block's (./features/catalog/zero-results-code.ts).
      const zeroResultsCode = document.querySelector(ZERO_RESULTS_SELECTOR) ? ZeroResults.preload() : undefined
      if (isLocale(locale)) i18n.loadAndActivate({ locale, messages: JSON.parse(messages) })
      else await activateLocale(i18n, appConfig.defaultLocale)
      await Promise.all([pageCode, tableCode, zeroResultsCode])
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
