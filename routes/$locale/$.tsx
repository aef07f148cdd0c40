import { createFileRoute } from '@tanstack/react-router'
import { appConfig, isLocale } from '../../app.config'
import { loadCataloguePath } from '../../src/features/catalog/load'
import { ProductPage } from '../../src/features/catalog/product-page'
import { catalogueHead } from '../../src/features/catalog/seo'
import { StockListPage } from '../../src/features/catalog/stock-list-page'
import { validateStockListSearch } from '../../src/features/catalog/stock-list-search'
import { runGuards } from '../../src/features/guards/registry'
import { cataloguePath } from '../../src/features/guards/url-resolver'

/** Category and product URLs: the url-resolver guard finds what the path names, or answers 404. */
export const Route = createFileRoute('/$locale/$')({
  validateSearch: validateStockListSearch,
  beforeLoad: (args) => runGuards(['url-resolver'], args),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location, params }) =>
    loadCataloguePath(context, cataloguePath(location.pathname, params.locale), deps, location),
  head: ({ loaderData, matches, params }) =>
    catalogueHead(loaderData?.seo, isLocale(params.locale) ? params.locale : appConfig.defaultLocale, matches),
  component: CataloguePathRoute,
})

function CataloguePathRoute() {
  const page = Route.useLoaderData()
  const search = Route.useSearch()
  if (page.type === 'PRODUCT') return <ProductPage key={page.sku} sku={page.sku} />
  if (page.type === 'CATEGORY')
    return <StockListPage key={page.category.uid} search={search} category={page.category} />
  return null
}
