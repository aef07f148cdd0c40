import { appConfig } from '../../app.config'
import type { CategoryView } from '../../contract/category'
import type {
  Availability,
  ImageView,
  Price,
  ProductAttributes,
  ProductCard,
  ProductView,
  SalesUnit,
  TierPriceView,
  VariantView,
} from '../../contract/product'
import { type FilterGroup, isFilterCode, isRangeFilterCode } from '../../contract/stock-list'
import type { ResultOf } from '../commerce/graphql'
import { safeHtml } from '../content/safe-html'
import type { CategoryMetaFragment, ProductCardFragment, ProductDetailQuery, StockListQuery } from './documents'
import { productName } from './product-name'
import { ratingOf } from './rating'

/** Maps Magento's catalogue answers to the storefront contract's views (contract/product.ts, contract/category.ts). */

type CardFields = ResultOf<typeof ProductCardFragment>
type DetailFields = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof ProductDetailQuery>['products']>['items']>[number]
>
type CategoryFields = ResultOf<typeof CategoryMetaFragment>
type AggregationFields = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof StockListQuery>['products']>['aggregations']>[number]
>
type PriceFields = CardFields['price_range']

interface StockFields {
  stock_status?: 'IN_STOCK' | 'OUT_OF_STOCK' | null
  only_x_left_in_stock?: number | null
  delivery_time?: number | null
}

/**
 * In stock, few in stock (Magento reports a quantity at or below its threshold), out of stock, or upon request
 * (made to order: the shop's "upon request" delivery time).
 */
export function availabilityOf(product: StockFields): Availability {
  if (product.stock_status === 'OUT_OF_STOCK') return 'OUT_OF_STOCK'
  if (product.delivery_time === appConfig.catalogue.uponRequestDeliveryTime) return 'UPON_REQUEST'
  if (product.only_x_left_in_stock != null && product.only_x_left_in_stock > 0) return 'FEW_IN_STOCK'
  return 'IN_STOCK'
}

/** Made to order has no stock to tell of; otherwise Magento's `quantity` (null when the shop hides it). */
export function quantityInStockOf(product: StockFields & { quantity?: number | null }): number | null {
  return availabilityOf(product) === 'UPON_REQUEST' ? null : (product.quantity ?? null)
}

/** The unit of an item (contract/product.ts SalesUnit): a coil for welding-rod coils, else a piece. */
export function salesUnitOf(product: { packaging_unit?: number | null }): SalesUnit {
  return product.packaging_unit === appConfig.catalogue.coilPackagingUnit ? 'coil' : 'piece'
}

interface TierFields {
  quantity?: number | null
  final_price?: { value?: number | null } | null
}

/** Magento's price_tiers, ascending; the tier of a full pallet is named as such. */
export function tierPricesOf(
  tiers: readonly (TierFields | null)[] | null | undefined,
  piecesPerPallet: number | null | undefined,
): TierPriceView[] {
  return (tiers ?? [])
    .flatMap((tier) =>
      tier?.quantity && tier.final_price?.value != null
        ? [{ quantity: tier.quantity, price: tier.final_price.value, pallet: tier.quantity === piecesPerPallet }]
        : [],
    )
    .sort((a, b) => a.quantity - b.quantity)
}

/** A special price is shown only when the final minimum price is below the regular price. */
export function priceOf(range: PriceFields | null | undefined): Price {
  const minimum = range?.minimum_price
  const value = minimum?.final_price.value ?? 0
  const regular = minimum?.regular_price.value ?? value
  return {
    value,
    regularValue: value < regular ? regular : null,
    currency: minimum?.final_price.currency ?? minimum?.regular_price.currency ?? 'EUR',
  }
}

/**
 * Product images come from the commerce backend's media url (…/media/catalog/product/…); the storefront proxies
 * /media/* to it, so the page asks its own origin. Any other url is kept.
 */
export function mediaPath(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url, 'https://media.invalid')
    return parsed.pathname.startsWith('/media/') ? parsed.pathname + parsed.search : url
  } catch {
    return null
  }
}

interface LinkFields {
  sku?: string | null
  url_key?: string | null
  url_suffix?: string | null
  url_rewrites?: readonly ({ url?: string | null } | null)[] | null
}

/** The spec's product link: the first url rewrite, else the url key (+ suffix), else p/{sku}. */
export function productPath(product: LinkFields): string {
  const rewrite = product.url_rewrites?.find((entry) => entry?.url)?.url
  if (rewrite) return rewrite.replace(/^\/+/, '')
  if (product.url_key) return `${product.url_key}${product.url_suffix ?? ''}`
  return `p/${encodeURIComponent(product.sku ?? '')}`
}

/** The views' one cross-section measure: a sheet's thickness, or the diameter of a round piece (no width). */
const crossSection = (product: { strength?: number | null; diameter?: number | null }) =>
  product.strength ?? product.diameter ?? null

/** A full pallet's price: the price per piece of the best tier a pallet reaches, times its pieces. */
export function palletPriceOf(
  unitPrice: number,
  tiers: readonly TierPriceView[],
  piecesPerPallet: number | null | undefined,
): number | null {
  if (!piecesPerPallet || piecesPerPallet <= 0) return null
  const reached = tiers.filter((tier) => tier.quantity <= piecesPerPallet).map((tier) => tier.price)
  return Math.min(unitPrice, ...reached) * piecesPerPallet
}

export function productCard(product: CardFields): ProductCard {
  const imageUrl = mediaPath(product.small_image?.url)
  const name = productName(product.name)
  const price = priceOf(product.price_range)
  const piecesPerPallet = product.pieces_per_pallet ?? null
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
    palletPrice: palletPriceOf(price.value, tierPricesOf(product.price_tiers, piecesPerPallet), piecesPerPallet),
    availability: availabilityOf(product),
    onlyXLeft: product.only_x_left_in_stock ?? null,
    stockStatus: product.stock_status ?? null,
    quantityInStock: quantityInStockOf(product),
    salesUnit: salesUnitOf(product),
    price,
    typename: product.__typename,
  }
}

export function productCards(items: readonly (CardFields | null)[] | null | undefined): ProductCard[] {
  return (items ?? []).filter((item): item is CardFields => item != null).map(productCard)
}

export function categoryPath(urlPath: string | null | undefined, suffix: string | null | undefined): string {
  return `${urlPath ?? ''}${suffix ?? ''}`
}

export function categoryView(category: CategoryFields): CategoryView {
  const suffix = category.url_suffix ?? ''
  return {
    uid: category.uid,
    name: category.name ?? '',
    path: categoryPath(category.url_path, suffix),
    metaTitle: category.meta_title || category.name || '',
    metaDescription: category.meta_description ?? '',
    metaKeywords: category.meta_keywords ?? '',
    productCount: category.product_count ?? 0,
    breadcrumbs: (category.breadcrumbs ?? []).flatMap((crumb) =>
      crumb?.category_url_path
        ? [{ name: crumb.category_name ?? '', path: categoryPath(crumb.category_url_path, suffix) }]
        : [],
    ),
  }
}

/** The sidebar's filters: the aggregations the stock list can filter by, ranges for numbers and the price. */
export function filterGroups(aggregations: readonly (AggregationFields | null)[] | null | undefined): FilterGroup[] {
  return (aggregations ?? [])
    .filter((aggregation): aggregation is AggregationFields => aggregation != null)
    .filter((aggregation) => isFilterCode(aggregation.attribute_code))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((aggregation) => ({
      code: aggregation.attribute_code,
      label: aggregation.label ?? aggregation.attribute_code,
      kind: isRangeFilterCode(aggregation.attribute_code) ? ('range' as const) : ('options' as const),
      options: (aggregation.options ?? []).flatMap((option) =>
        option ? [{ label: option.label ?? option.value, value: option.value, count: option.count ?? 0 }] : [],
      ),
    }))
    .filter((group) => group.options.length > 0)
}

/**
 * The listing's filters with each chosen option filter's own options put back (`own`: the filters of the listing
 * without that filter): a buyer who chose PVC-U can add PP, with PP's count as it would be.
 */
export function withOwnOptions(groups: FilterGroup[], own: readonly FilterGroup[]): FilterGroup[] {
  const byCode = new Map(own.map((group) => [group.code, group]))
  const merged = groups.map((group) => byCode.get(group.code) ?? group)
  return [...merged, ...own.filter((group) => !groups.some((kept) => kept.code === group.code))]
}

interface GalleryFields {
  url?: string | null
  label?: string | null
  position?: number | null
  disabled?: boolean | null
}

/** Enabled images in position order, at most appConfig.galleryLimit. */
export function galleryOf(
  images: readonly (GalleryFields | null)[] | null | undefined,
  fallbackLabel: string,
  limit: number = appConfig.galleryLimit,
): ImageView[] {
  return (images ?? [])
    .filter((image): image is GalleryFields => image != null && !image.disabled && Boolean(image.url))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .slice(0, limit)
    .flatMap((image) => {
      const url = mediaPath(image.url)
      return url ? [{ url, label: productName(image.label) || fallbackLabel }] : []
    })
}

interface SelectedOptionsFields {
  custom_attributesV2?: {
    items: readonly ({ code: string; selected_options?: readonly ({ label: string; value: string } | null)[] } | null)[]
  } | null
}

/** The store view's label of a select attribute's chosen option, from custom_attributesV2. */
function selectedOption(product: SelectedOptionsFields, code: string): { label: string; value: string } | null {
  const item = product.custom_attributesV2?.items.find((entry) => entry?.code === code)
  return item?.selected_options?.find((option) => option != null) ?? null
}

interface AttributeFields extends SelectedOptionsFields {
  material?: number | null
  strength?: number | null
  diameter?: number | null
  length?: number | null
  width?: number | null
  weight?: number | null
  pieces_per_pallet?: number | null
  total_weight?: number | null
}

function attributesOf(product: AttributeFields): ProductAttributes {
  return {
    material: selectedOption(product, 'material')?.label ?? null,
    color: selectedOption(product, 'color')?.label ?? null,
    strength: crossSection(product),
    length: product.length ?? null,
    width: product.width ?? null,
    packagingUnit: selectedOption(product, 'packaging_unit')?.label ?? null,
    piecesPerPallet: product.pieces_per_pallet ?? null,
    weightPerPiece: product.weight ?? null,
    totalWeight: product.total_weight ?? null,
    deliveryTime: selectedOption(product, 'delivery_time')?.label ?? null,
  }
}

/** The note for 30 and 40 mm PVC sheets in white and light grey (appConfig.catalogue.coreDiscolourationNote). */
export function needsCoreDiscolourationNote(product: {
  material: number | null
  color: number | null
  strength: number | null
}): boolean {
  const rule = appConfig.catalogue.coreDiscolourationNote
  return (
    product.material != null &&
    product.color != null &&
    product.strength != null &&
    (rule.materials as readonly number[]).includes(product.material) &&
    (rule.colors as readonly number[]).includes(product.color) &&
    (rule.strengthsMm as readonly number[]).includes(product.strength)
  )
}

const optionId = (option: { value: string } | null): number | null =>
  option && /^\d+$/.test(option.value) ? Number(option.value) : null

export function productView(product: DetailFields): ProductView {
  const name = productName(product.name)
  const attributes = attributesOf(product)
  const materialId = product.material ?? null
  const deepest = [...(product.categories ?? [])]
    .filter((category) => category != null)
    .sort((a, b) => (b.url_path?.length ?? 0) - (a.url_path?.length ?? 0))[0]
  const category = deepest ? categoryView(deepest) : null
  const configurable = product.__typename === 'ConfigurableProduct' ? product : null

  const variants: VariantView[] = (configurable?.variants ?? []).flatMap((variant) => {
    const child = variant?.product
    if (!variant || !child?.sku) return []
    const variantAttributes = attributesOfVariant(attributes, attributesOf(child))
    const colorId = variant.attributes?.find((option) => option?.code === 'color')?.value_index ?? null
    return [
      {
        sku: child.sku,
        optionValueUids: (variant.attributes ?? []).flatMap((option) => (option ? [option.uid] : [])),
        price: priceOf(child.price_range),
        availability: availabilityOf(child),
        onlyXLeft: child.only_x_left_in_stock ?? null,
        stockStatus: child.stock_status ?? null,
        quantityInStock: quantityInStockOf(child),
        tierPrices: tierPricesOf(child.price_tiers, variantAttributes.piecesPerPallet),
        attributes: variantAttributes,
        coreDiscolourationNote: needsCoreDiscolourationNote({
          material: materialId,
          color: colorId,
          strength: child.strength ?? product.strength ?? null,
        }),
        gallery: galleryOf(child.media_gallery, name),
      },
    ]
  })

  return {
    uid: product.uid,
    sku: product.sku ?? '',
    name,
    path: productPath(product),
    typename: product.__typename,
    salesUnit: salesUnitOf(product),
    metaTitle: product.meta_title || name,
    metaDescription: product.meta_description ?? '',
    descriptionHtml: safeHtml(product.description?.html),
    price: priceOf(product.price_range),
    availability: availabilityOf(product),
    onlyXLeft: product.only_x_left_in_stock ?? null,
    stockStatus: product.stock_status ?? null,
    quantityInStock: quantityInStockOf(product),
    tierPrices: tierPricesOf(product.price_tiers, attributes.piecesPerPallet),
    attributes,
    coreDiscolourationNote: needsCoreDiscolourationNote({
      material: materialId,
      color: optionId(selectedOption(product, 'color')),
      strength: product.strength ?? null,
    }),
    gallery: galleryOf(product.media_gallery, name),
    breadcrumbs: category ? [...category.breadcrumbs, { name: category.name, path: category.path }] : [],
    rating: ratingOf(product),
    options: (configurable?.configurable_options ?? []).flatMap((option) =>
      option
        ? [
            {
              uid: option.uid,
              code: option.attribute_code ?? '',
              label: option.label ?? '',
              values: (option.values ?? []).flatMap((value) =>
                value?.uid
                  ? [{ uid: value.uid, label: value.label ?? '', swatch: value.swatch_data?.value ?? null }]
                  : [],
              ),
            },
          ]
        : [],
    ),
    variants,
  }
}

/**
 * The variant's own values win; the parent's fill what the variant leaves empty. Its pallet is its own, as the cart
 * counts it: a variant sold loose has no pallet size, whatever the parent's.
 */
function attributesOfVariant(parent: ProductAttributes, variant: ProductAttributes): ProductAttributes {
  const own = Object.fromEntries(Object.entries(variant).filter(([, value]) => value != null))
  return { ...parent, ...own, piecesPerPallet: variant.piecesPerPallet, totalWeight: variant.totalWeight }
}
