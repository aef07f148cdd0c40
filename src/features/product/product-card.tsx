import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { appConfig, type ListView } from '../../../app.config'
import type { ProductCard as ProductCardView } from '../../../contract/product'
import { formatDimensions } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { AvailabilityBadge } from './availability-badge'
import { PriceTag } from './price-tag'

export interface ProductCardProps {
  product: ProductCardView
  view: ListView
  /**
   * How the picture loads: `first`, the page's largest paint, at once and ahead of the other requests (only one per
   * page, so it does not share the connection with the rest); `eager`, above the fold, at once; `lazy` as it nears
   * the screen.
   */
  picture?: 'first' | 'eager' | 'lazy'
  /** The wishlist heart over the picture. */
  heart: ReactNode
  /** What the card offers below the price: the quantity and add-to-cart, or the wishlist's own actions. */
  actions: ReactNode
}

/** A product in a list: image, wishlist heart, name, item number, dimensions, availability, price and what to do. */
export function ProductCard({ product, view, picture = 'lazy', heart, actions }: ProductCardProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const size = view === 'list' ? appConfig.imageSizes.horizontalCard : appConfig.imageSizes.productCard
  const link = { to: '/$locale/$', params: { locale, _splat: product.path } } as const
  const dimensions = formatDimensions(product, locale)
  const { sku } = product
  return (
    <article className="product-card" data-view={view}>
      <Link {...link} className="product-card__image" tabIndex={-1} aria-hidden="true">
        {product.image && (
          <img
            src={product.image.url}
            alt=""
            width={size.width}
            height={size.height}
            loading={picture === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={picture === 'first' ? 'high' : undefined}
            decoding="async"
          />
        )}
      </Link>
      {heart}
      <div className="product-card__body">
        <h2 className="product-card__name">
          <Link {...link}>{product.name}</Link>
        </h2>
        <p className="product-card__sku">{t`Item no. ${sku}`}</p>
        {dimensions && <p className="product-card__dimensions">{dimensions}</p>}
        <AvailabilityBadge
          availability={product.availability}
          quantityInStock={product.quantityInStock}
          unit={product.salesUnit}
          deliveryTime={product.deliveryTime}
          varies={product.availabilityVaries}
          variants={product.variantStock}
        />
        <PriceTag
          price={product.price}
          from={product.priceFrom}
          className="product-card__price"
          unit={product.salesUnit}
        />
      </div>
      <div className="product-card__order">{actions}</div>
    </article>
  )
}

/** A placeholder of a card's size while related products stream in. */
export function ProductCardSkeleton() {
  const size = appConfig.imageSizes.productCard
  return (
    <div className="product-card product-card--skeleton" data-view="grid" aria-hidden="true">
      <div className="product-card__image skeleton" style={{ aspectRatio: `${size.width} / ${size.height}` }} />
      <div className="product-card__body">
        <p className="skeleton skeleton--line" />
        <p className="skeleton skeleton--line skeleton--short" />
        <p className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  )
}
