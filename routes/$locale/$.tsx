import { createFileRoute } from '@tanstack/react-router'
import { appConfig, isLocale } from '../../app.config'
import { preloadCataloguePage } from '../../src/features/catalog/catalogue-page-code'
import { CataloguePathPage } from '../../src/features/catalog/catalogue-path-page'
import { loadCataloguePath } from '../../src/features/catalog/load'
import { StockListSkeleton } from '../../src/features/catalog/page-skeletons'
import { catalogueHead } from '../../src/features/catalog/seo'
import { validateStockListSearch } from '../../src/features/catalog/stock-list-search'
import { runGuards } from '../../src/features/guards/registry'
import { cataloguePath } from '../../src/features/guards/url-resolver'

/**
 * Category and product URLs: the url-resolver guard finds what the path names, or answers 404; while the backend is
 * slow, the stock list's skeleton (most paths are categories).
 */
export const Route = createFileRoute('/$locale/$')({
  validateSearch: validateStockListSearch,
  beforeLoad: (args) => runGuards(['url-resolver'], args),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, location, params, cause }) => {
    const page = await loadCataloguePath(
      context,
      cataloguePath(location.pathname, params.locale),
      deps,
      location,
      cause,
    )
    await preloadCataloguePage(page)
    return page
  },
  head: ({ loaderData, matches, params }) =>
    catalogueHead(loaderData?.seo, isLocale(params.locale) ? params.locale : appConfig.defaultLocale, matches),
  component: CataloguePathRoute,
  pendingComponent: StockListSkeleton,
})

function CataloguePathRoute() {
  return <CataloguePathPage page={Route.useLoaderData()} search={Route.useSearch()} />
}
