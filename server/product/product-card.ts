import type { Availability, ProductCard, VariantStock } from '../../contract/product'
import type { ResultOf } from '../commerce/graphql'
import { crossSection, selectedOption } from './attributes'
import { mediaPath } from './media'
import type { ProductCardFragment } from './operations'
import { palletPriceOf, priceOf, reachableTiers, tierPricesOf } from './price'
import { productName } from './product-name'
import { productPath } from './product-path'
import { salesUnitOf } from './sales-unit'
import { availabilityOf, orderableQuantityOf, quantityInStockOf } from './stock'

type CardFields = ResultOf<typeof ProductCardFragment>

/**
 * The availability of a product: a configurable product's is its variants' when they agree; when they differ
 * (a foam board in stock in white, made to order in light grey) the card says it depends on the variant.
 */
function cardAvailability(product: CardFields): { availability: Availability; availabilityVaries: boolean } {
  const variants = 'variants' in product ? (product.variants ?? []) : []
  const own = new Set(variants.flatMap((variant) => (variant?.product ? [availabilityOf(variant.product)] : [])))
  const [only] = own
  return { availability: own.size === 1 && only ? only : availabilityOf(product), availabilityVaries: own.size > 1 }
}

/** Each variant's own stock, named by its option values; its delivery time its own, else its product's. */
function variantStockOf(product: CardFields): VariantStock[] {
  const variants = 'variants' in product ? (product.variants ?? []) : []
  const productDeliveryTime = selectedOption(product, 'delivery_time')?.label ?? null
  return variants.flatMap((variant) => {
    const child = variant?.product
    if (!child) return []
    const label = (variant.attributes ?? []).flatMap((option) => (option?.label ? [option.label] : [])).join(' ')
    return [
      {
        label,
        availability: availabilityOf(child),
        quantityInStock: quantityInStockOf(child),
        deliveryTime: selectedOption(child, 'delivery_time')?.label ?? productDeliveryTime,
      },
    ]
  })
}

/** Maps Magento's product (ProductCardFragment) to the card of the stock list, the wishlist and the quick order. */
export function productCard(product: CardFields): ProductCard {
  const imageUrl = mediaPath(product.small_image?.url)
  const name = productName(product.name)
  const price = priceOf(product.price_range)
  const piecesPerPallet = product.pieces_per_pallet ?? null
  const orderableQuantity = orderableQuantityOf(product)
  const tierPrices = reachableTiers(tierPricesOf(product.price_tiers, piecesPerPallet), orderableQuantity)
  return {
    uid: product.uid,
    sku: product.sku ?? '',
    name,
    path: productPath(product),
    image: imageUrl ? { url: imageUrl, label: productName(product.small_image?.label) || name } : null,
    strength: crossSection(product),
    length: product.length ?? null,
    width: product.width ?? null,
    color: selectedOption(product, 'color')?.label ?? null,
    piecesPerPallet,
    palletPrice: palletPriceOf(price.value, tierPrices, piecesPerPallet),
    tierPrices,
    ...cardAvailability(product),
    orderableQuantity,
    stockStatus: product.stock_status ?? null,
    quantityInStock: product.__typename === 'ConfigurableProduct' ? null : quantityInStockOf(product),
    variantStock: variantStockOf(product),
    deliveryTime: selectedOption(product, 'delivery_time')?.label ?? null,
    salesUnit: salesUnitOf(product),
    price,
    priceFrom: (product.price_range?.maximum_price?.final_price.value ?? price.value) > price.value,
    typename: product.__typename,
  }
}

export function productCards(items: readonly (CardFields | null)[] | null | undefined): ProductCard[] {
  return (items ?? []).filter((item): item is CardFields => item != null).map(productCard)
}
