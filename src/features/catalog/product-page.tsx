import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import type { ConfigurableOption } from '../../../contract/product'
import { ErrorBoundary } from '../../ui/error-boundary'
import { useAddCutList } from '../cart/use-add-cut-list'
import { CutToSizeSection } from '../cut-to-size/cut-to-size-section'
import { AvailabilityBadge } from '../product/availability-badge'
import { PriceTag } from '../product/price-tag'
import { RatingStars } from '../product/rating-stars'
import { ProductReviews } from '../review/product-reviews'
import { useWishlist } from '../wishlist/use-wishlist'
import { WishlistHeart } from '../wishlist/wishlist-heart'
import { WishlistListChoice } from '../wishlist/wishlist-list-choice'
import { AttributeTable } from './attribute-table'
import { Breadcrumbs } from './breadcrumbs'
import { DiscontinuedNote } from './discontinued-note'
import { OrderControls } from './order-controls'
import { ProductGallery } from './product-gallery'
import { RelatedProducts, RelatedProductsSkeleton } from './related-products'
import { TierPriceTable } from './tier-price-table'
import { useProductPage } from './use-product-page'

/**
 * A product: gallery, name, item number, availability, price, variants, quantity, tier prices, rating, attributes and
 * related products. The add button comes before the tier prices so that a phone shows it on the first screen.
 */
export function ProductPage({ sku }: { sku: string }) {
  const page = useProductPage(sku)
  const { product, shown } = page
  const { sku: shownSku } = shown
  const variant = page.variant ? { sku: page.variant.sku, optionValueUids: page.variant.optionValueUids } : null
  const addCutList = useAddCutList({ sku: product.sku, name: product.name }, variant)
  const wishlist = useWishlist()
  const sheet = variant ? { sku: variant.sku, parentSku: product.sku } : { sku: product.sku }
  return (
    <article className="product-page">
      <Breadcrumbs trail={product.breadcrumbs} current={product.name} />
      <div className="product-page__top">
        <header className="product-page__header">
          <div className="product-page__title">
            <h1 className="product-page__name">{product.name}</h1>
            <WishlistHeart
              product={{
                sku: product.sku,
                name: product.name,
                typename: product.typename,
                variantSku: page.variant?.sku,
              }}
            />
            <WishlistListChoice />
          </div>
          <p className="product-page__sku">
            <Trans>Item no. {shownSku}</Trans>
          </p>
        </header>
        <ProductGallery images={page.gallery} index={page.imageIndex} onSelect={page.showImage} />
        <div className="product-page__summary">
          <AvailabilityBadge
            availability={shown.availability}
            quantityInStock={shown.quantityInStock}
            unit={product.salesUnit}
            deliveryTime={shown.attributes.deliveryTime}
          />
          <PriceTag price={shown.price} className="product-page__price" unit={product.salesUnit} />
          {product.options.map((option) => (
            <VariantOption
              key={option.uid}
              option={option}
              chosen={page.chosen[option.uid]}
              isAvailable={(valueUid) => page.isAvailable(option.uid, valueUid)}
              onChoose={(valueUid) => page.choose(option.uid, valueUid)}
            />
          ))}
          {shown.availability === 'DISCONTINUED' && <DiscontinuedNote successorSku={shown.successorSku} />}
          <OrderControls
            product={{
              sku: product.sku,
              name: product.name,
              typename: product.typename,
              availability: shown.availability,
              stockStatus: shown.stockStatus,
              orderableQuantity: shown.orderableQuantity,
              piecesPerPallet: shown.attributes.piecesPerPallet,
              salesUnit: product.salesUnit,
            }}
            variant={variant}
            disabled={page.needsVariant}
          />
          {page.needsVariant && (
            <p className="product-page__hint">
              <Trans>Choose a variant first.</Trans>
            </p>
          )}
          {shown.coreDiscolourationNote && (
            <p className="note" role="note">
              <Trans>Yellowish core discolouration may occur.</Trans>
            </p>
          )}
          <TierPriceTable tiers={shown.tierPrices} unit={product.salesUnit} currency={shown.price.currency} />
          <RatingStars rating={product.rating} className="product-page__rating" />
        </div>
      </div>
      {product.cutToSize && (
        <CutToSizeSection
          offer={product.cutToSize}
          send={addCutList}
          sendLabel={<Trans>Add the cut list to the cart</Trans>}
          cannotSend={page.needsVariant}
          keep={{
            keep: (cutList) => wishlist.saveCutList(sheet, cutList),
            label: <Trans>Save the cut list</Trans>,
            // While a customer's wishlist loads, a save could not be taken yet.
            cannotKeep: page.needsVariant || wishlist.isLoading || wishlist.isSavingCutList,
          }}
          price={{ value: shown.price.value, tiers: shown.tierPrices, currency: shown.price.currency }}
        />
      )}
      <section className="product-page__section" aria-labelledby="product-details">
        <h2 id="product-details">
          <Trans>Product details</Trans>
        </h2>
        <AttributeTable item={shown} unit={product.salesUnit} />
      </section>
      {product.descriptionHtml && (
        <section className="product-page__section" aria-labelledby="product-description">
          <h2 id="product-description">
            <Trans>Description</Trans>
          </h2>
          {/* The description is the shop's own HTML from the commerce backend, as in Magento. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted catalogue content */}
          <div className="product-page__description" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        </section>
      )}
      <ProductReviews sku={product.sku} />
      <ErrorBoundary fallback={null}>
        <Suspense fallback={<RelatedProductsSkeleton />}>
          <RelatedProducts sku={product.sku} />
        </Suspense>
      </ErrorBoundary>
    </article>
  )
}

interface VariantOptionProps {
  option: ConfigurableOption
  chosen: string | undefined
  isAvailable: (valueUid: string) => boolean
  onChoose: (valueUid: string) => void
}

function VariantOption({ option, chosen, isAvailable, onChoose }: VariantOptionProps) {
  const { t } = useLingui()
  const chosenLabel = option.values.find((value) => value.uid === chosen)?.label
  return (
    <fieldset className="variant-option">
      <legend className="variant-option__legend">
        {option.label}
        {chosenLabel ? `: ${chosenLabel}` : ''}
      </legend>
      <div className="variant-option__values">
        {option.values.map((value) => {
          const available = isAvailable(value.uid)
          return (
            <label key={value.uid} className="variant-option__value" data-available={available}>
              <input
                type="radio"
                name={option.uid}
                value={value.uid}
                checked={chosen === value.uid}
                disabled={!available}
                onChange={() => onChoose(value.uid)}
                className="visually-hidden"
              />
              {value.swatch?.startsWith('#') && (
                <span className="variant-option__swatch" style={{ background: value.swatch }} aria-hidden="true" />
              )}
              <span>{value.label}</span>
              {!available && <span className="visually-hidden">{t`(not available)`}</span>}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
