import { notFound } from '@tanstack/react-router'
import { CategoryPage, ProductPage } from './catalogue-page-code'
import type { CataloguePage } from './load'
import type { StockListSearch } from './stock-list-search'
import { useCatalogueRoute } from './use-catalogue-route'

/** A catch-all path's page: a product or a category, from the loader or, when it was late, resolved here. */
export function CataloguePathPage({ page, search }: { page: CataloguePage; search: StockListSearch }) {
  if (page.type === 'PATH') return <LatePath path={page.path} search={search} />
  if (page.type === 'PRODUCT') return <ProductPage key={page.sku} sku={page.sku} />
  if (page.type === 'CATEGORY') return <CategoryPage key={page.category.uid} search={search} category={page.category} />
  return null
}

/** The backend named the path after the loader's budget: the page suspends (the route's skeleton) until it does. */
function LatePath({ path, search }: { path: string; search: StockListSearch }) {
  const route = useCatalogueRoute(path)
  if (!route) throw notFound()
  if (route.type === 'PRODUCT') return <ProductPage key={route.sku} sku={route.sku} />
  return <CategoryPage key={route.category.uid} search={search} category={route.category} />
}
