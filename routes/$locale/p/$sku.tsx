import { createFileRoute } from '@tanstack/react-router'
import { appConfig, isLocale } from '../../../app.config'
import { loadProduct } from '../../../src/features/catalog/load'
import { ProductPageSkeleton } from '../../../src/features/catalog/page-skeletons'
import { ProductPage } from '../../../src/features/catalog/product-page'
import { catalogueHead } from '../../../src/features/catalog/seo'

/** A product by its item number; the canonical url is the product's own path. */
export const Route = createFileRoute('/$locale/p/$sku')({
  loader: ({ context, params }) => loadProduct(context, params.sku),
  head: ({ loaderData, matches, params }) =>
    catalogueHead(loaderData?.seo, isLocale(params.locale) ? params.locale : appConfig.defaultLocale, matches),
  component: ProductRoute,
  pendingComponent: ProductPageSkeleton,
})

function ProductRoute() {
  const { sku } = Route.useParams()
  return <ProductPage key={sku} sku={sku} />
}
