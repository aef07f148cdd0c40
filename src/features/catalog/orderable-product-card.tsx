import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { needsVariant } from '../../../contract/add-to-cart-rules'
import { useLocale } from '../../i18n/use-locale'
import { ProductCard, type ProductCardProps } from '../product/product-card'
import { WishlistHeart } from '../wishlist/wishlist-heart'
import { OrderControls } from './order-controls'

/**
 * A card of the stock list and of a product's related products: the wishlist heart, and the quantity with
 * add-to-cart, or for a product with variants the way to its page to choose one. Memoised: a tap elsewhere on the
 * page (a filter, the Filters button) re-renders the list, and on a slow phone two dozen cards cost the tap its frame.
 */
export const OrderableProductCard = memo(function OrderableProductCard({
  product,
  view,
  picture,
}: Omit<ProductCardProps, 'heart' | 'actions'>) {
  const locale = useLocale()
  return (
    <ProductCard
      product={product}
      view={view}
      picture={picture}
      heart={<WishlistHeart product={product} className="product-card__heart" />}
      actions={
        needsVariant(product.typename) ? (
          <Link to="/$locale/$" params={{ locale, _splat: product.path }} className="button button--secondary">
            <Trans>Choose variant</Trans>
          </Link>
        ) : (
          <OrderControls product={product} />
        )
      }
    />
  )
})
