import type { Breadcrumb } from '../../contract/category'
import type {
  ConfigurableOption,
  ProductAttributes,
  ProductView,
  PurchasableView,
  VariantView,
} from '../../contract/product'
import type { CutSettings } from '../../rules/cut-list'
import { categoryView } from '../category/category-view'
import type { ResultOf } from '../commerce/graphql'
import { safeHtml } from '../content/safe-html'
import { attributesOf, needsCoreDiscolourationNote, selectedOption } from './attributes'
import { cutToSizeOffer } from './cut-to-size'
import { galleryOf } from './media'
import type { ProductDetailFragment, PurchasableFragment } from './operations'
import { priceOf, reachableTiers, tierPricesOf } from './price'
import { productName } from './product-name'
import { productPath } from './product-path'
import { ratingOf } from './rating'
import { salesUnitOf } from './sales-unit'
import { availabilityOf, orderableQuantityOf, quantityInStockOf } from './stock'

/** Maps Magento's product (ProductDetailFragment) to the product page's view (contract/product.ts). */

type DetailFields = ResultOf<typeof ProductDetailFragment>
type PurchasableFields = ResultOf<typeof PurchasableFragment>

/** `cutSettings`: the store's cut-to-size settings, for a sheet's cut list (null: the store cuts nothing to size). */
export function productView(product: DetailFields, cutSettings: CutSettings | null): ProductView {
  const name = productName(product.name)
  const attributes = attributesOf(product)
  const coreDiscolourationNote = needsCoreDiscolourationNote({
    material: product.material ?? null,
    color: optionId(selectedOption(product, 'color')),
    strength: product.strength ?? null,
  })
  return {
    ...purchasableView(product, attributes, coreDiscolourationNote, name),
    uid: product.uid,
    name,
    path: productPath(product),
    typename: product.__typename,
    salesUnit: salesUnitOf(product),
    metaTitle: product.meta_title || name,
    metaDescription: product.meta_description ?? '',
    descriptionHtml: safeHtml(product.description?.html),
    breadcrumbs: breadcrumbsOf(product),
    rating: ratingOf(product),
    options: optionsOf(product),
    variants: variantsOf(product, attributes, name),
    cutToSize: cutToSizeOffer('options' in product ? product.options : null, attributes, cutSettings),
  }
}

/** What changes with the chosen variant, of the product itself or of a variant (`name`: the product's). */
function purchasableView(
  product: PurchasableFields,
  attributes: ProductAttributes,
  coreDiscolourationNote: boolean,
  name: string,
): PurchasableView {
  return {
    sku: product.sku ?? '',
    price: priceOf(product.price_range),
    availability: availabilityOf(product),
    orderableQuantity: orderableQuantityOf(product),
    stockStatus: product.stock_status ?? null,
    quantityInStock: quantityInStockOf(product),
    successorSku: product.discontinued ? (product.successor_sku ?? null) : null,
    tierPrices: reachableTiers(
      tierPricesOf(product.price_tiers, attributes.piecesPerPallet),
      orderableQuantityOf(product),
    ),
    attributes,
    coreDiscolourationNote,
    gallery: galleryOf(product.media_gallery, name),
  }
}

const optionId = (option: { value: string } | null): number | null =>
  option && /^\d+$/.test(option.value) ? Number(option.value) : null

/** The product's deepest category and its ancestors, from the top. */
function breadcrumbsOf(product: DetailFields): Breadcrumb[] {
  const deepest = [...(product.categories ?? [])]
    .filter((category) => category != null)
    .sort((a, b) => (b.url_path?.length ?? 0) - (a.url_path?.length ?? 0))[0]
  if (!deepest) return []
  const category = categoryView(deepest)
  return [...category.breadcrumbs, { name: category.name, path: category.path }]
}

/** The options a configurable product's variant is chosen by, with their values. */
function optionsOf(product: DetailFields): ConfigurableOption[] {
  const options = product.__typename === 'ConfigurableProduct' ? product.configurable_options : null
  return (options ?? []).flatMap((option) =>
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
  )
}

/** A configurable product's variants with the option values that choose each. */
function variantsOf(product: DetailFields, parent: ProductAttributes, name: string): VariantView[] {
  const variants = product.__typename === 'ConfigurableProduct' ? product.variants : null
  return (variants ?? []).flatMap((variant) => {
    const child = variant?.product
    if (!variant || !child?.sku) return []
    const colorId = variant.attributes?.find((option) => option?.code === 'color')?.value_index ?? null
    const coreDiscolourationNote = needsCoreDiscolourationNote({
      material: product.material ?? null,
      color: colorId,
      strength: child.strength ?? product.strength ?? null,
    })
    const attributes = attributesOfVariant(parent, attributesOf(child))
    return [
      {
        ...purchasableView(child, attributes, coreDiscolourationNote, name),
        optionValueUids: (variant.attributes ?? []).flatMap((option) => (option ? [option.uid] : [])),
      },
    ]
  })
}

/**
 * The variant's own values win; the parent's fill what the variant leaves empty. Its pallet is its own, as the cart
 * counts it: a variant sold loose has no pallet size, whatever the parent's.
 */
function attributesOfVariant(parent: ProductAttributes, variant: ProductAttributes): ProductAttributes {
  const own = Object.fromEntries(Object.entries(variant).filter(([, value]) => value != null))
  return { ...parent, ...own, piecesPerPallet: variant.piecesPerPallet, totalWeight: variant.totalWeight }
}
