import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ProductCard as ProductCardView } from '../../../contract/product'
import { ProductCardSkeleton } from '../product/product-card'
import { OrderableProductCard } from './orderable-product-card'
import { useRelatedProducts } from './use-related-products'

/** Related products and up-sells; they stream in after the page's first flush (see the route's loader). */
export function RelatedProducts({ sku }: { sku: string }) {
  const data = useRelatedProducts(sku)
  if (data.related.length === 0 && data.upsell.length === 0) return null
  return (
    <div className="related">
      <ProductRow title={<Trans>Related products</Trans>} products={data.related} />
      <ProductRow title={<Trans>You might also like</Trans>} products={data.upsell} />
    </div>
  )
}

function ProductRow({ title, products }: { title: ReactNode; products: ProductCardView[] }) {
  if (products.length === 0) return null
  return (
    <section className="related__section">
      <h2 className="related__title">{title}</h2>
      <ul className="product-row">
        {products.map((product) => (
          <li key={product.uid}>
            <OrderableProductCard product={product} view="grid" />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One row of card placeholders of the cards' size: the page does not jump when the products arrive. */
export function RelatedProductsSkeleton() {
  return (
    <div className="related" aria-busy="true">
      <section className="related__section">
        <h2 className="related__title">
          <Trans>Related products</Trans>
        </h2>
        <ul className="product-row">
          {[0, 1, 2, 3].map((key) => (
            <li key={key}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
