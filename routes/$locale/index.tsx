import { createFileRoute } from '@tanstack/react-router'
import { appConfig, isLocale } from '../../app.config'
import { loadStockList } from '../../src/features/catalog/load'
import { StockListSkeleton } from '../../src/features/catalog/page-skeletons'
import { catalogueHead } from '../../src/features/catalog/seo'
import { StockListPage } from '../../src/features/catalog/stock-list-page'
import { validateStockListSearch } from '../../src/features/catalog/stock-list-search'

/** The stock list (home): search, filters, sort, page size, view and page in the URL. */
export const Route = createFileRoute('/$locale/')({
  validateSearch: validateStockListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location, cause }) => loadStockList(context, deps, location, cause),
  head: ({ loaderData, matches, params }) =>
    catalogueHead(loaderData?.seo, isLocale(params.locale) ? params.locale : appConfig.defaultLocale, matches),
  component: StockListRoute,
  pendingComponent: StockListSkeleton,
})

function StockListRoute() {
  return <StockListPage search={Route.useSearch()} />
}
