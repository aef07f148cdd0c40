import { z } from 'zod'
import type { Breadcrumb } from './category'
import type { CutToSizeOffer } from './cut-to-size'
import { issue } from './input-issue'
import type { RatingView } from './rating'

/**
 * Products as the stock list and the product page render them: camelCase, with labels, links and media paths
 * resolved (server/product/ maps Magento's answers to these). src/ never sees the GraphQL shapes.
 */

/** Magento's stock status, which the add-to-cart rules check. */
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK'

/**
 * The availability the shop shows: the spec's four states — out of stock is produced on request — and discontinued
 * (no longer made, cannot be requested).
 */
export type Availability = 'IN_STOCK' | 'FEW_IN_STOCK' | 'OUT_OF_STOCK' | 'UPON_REQUEST' | 'DISCONTINUED'

/**
 * The unit an item is priced and counted in: its packaging unit — a welding-rod coil is sold by the coil —, else
 * the piece (server/product/sales-unit.ts `salesUnitOf` decides, the one definition).
 */
export type SalesUnit = 'piece' | 'coil'

/** Magento's tier price: from `quantity` units, `price` per unit; `pallet` when the quantity is a full pallet. */
export interface TierPriceView {
  quantity: number
  price: number
  pallet: boolean
}

/** The price per unit a line of `quantity` pays, as the cart prices it (the cut-to-size preview too): the best tier it reaches, else the price. */
export function unitPriceAt(unitPrice: number, tiers: readonly TierPriceView[], quantity: number): number {
  return Math.min(unitPrice, ...tiers.filter((tier) => tier.quantity <= quantity).map((tier) => tier.price))
}

export interface Price {
  /** What the buyer pays: the final minimum price. */
  value: number
  /** The regular price, only when the final price is below it (a special price). */
  regularValue: number | null
  currency: string
}

export interface ImageView {
  url: string
  label: string
}

/** A variant's own stock as a list tells it, named by its option ("weiß 40 · grau 12 · schwarz auf Anfrage"). */
export interface VariantStock {
  /** The variant's option values in the store view's language: a foam board's colour. */
  label: string
  availability: Availability
  /** In stock now; null when not known (made to order). */
  quantityInStock: number | null
  /** The variant's delivery time, else its product's ("5–7 days"); null: on request. See deliveryTimeFor. */
  deliveryTime: string | null
}

export interface ProductCard {
  uid: string
  sku: string
  name: string
  /** The product's path below the locale: its first url rewrite, else url key + suffix, else p/{sku}. */
  path: string
  image: ImageView | null
  /** Thickness (or diameter), length and width in mm. */
  strength: number | null
  length: number | null
  width: number | null
  /** The colour's label in the store view's language. */
  color: string | null
  piecesPerPallet: number | null
  /** A full pallet's price: its pieces at the price per piece from a pallet on (tier prices); null without pallets. */
  palletPrice: number | null
  /** Better prices per unit from a quantity a buyer can order, ascending (the cart prices lines by them). */
  tierPrices: TierPriceView[]
  /** Of a configurable product: its variants' when they agree. */
  availability: Availability
  /** A configurable product whose variants' availabilities differ: the card says it depends on the variant. */
  availabilityVaries: boolean
  /** The most one line may hold: the stock of an item sold from stock only; null: any quantity, the rest produced. */
  orderableQuantity: number | null
  /** Magento's stock status, which the add-to-cart rules check. */
  stockStatus: StockStatus | null
  /**
   * In stock now (Magento's `quantity`); null when not known (made to order, or the shop does not tell) and for a
   * configurable product, whose stock is its variants' each (Magento's sum over them is not what one of them has).
   */
  quantityInStock: number | null
  /** Of a configurable product, each variant's own stock (a foam board's per colour); empty for any other. */
  variantStock: VariantStock[]
  /** The item's delivery time in the store view's words ("5–7 days"); null: on request. See deliveryTimeFor. */
  deliveryTime: string | null
  salesUnit: SalesUnit
  /** The lowest price; of a configurable product, the lowest of its variants'. */
  price: Price
  /** Whether its variants' prices differ, so that `price` is where they start ("ab 12,34 €", "from €12.34"). */
  priceFrom: boolean
  /** Magento's __typename: the add-to-cart rules decide what each type needs. */
  typename: string
}

export interface ProductAttributes {
  material: string | null
  color: string | null
  strength: number | null
  length: number | null
  width: number | null
  packagingUnit: string | null
  piecesPerPallet: number | null
  weightPerPiece: number | null
  totalWeight: number | null
  deliveryTime: string | null
}

/** What changes with the chosen variant of a configurable product. */
export interface PurchasableView {
  sku: string
  price: Price
  availability: Availability
  /** The most one line may hold: the stock of an item sold from stock only; null: any quantity, the rest produced. */
  orderableQuantity: number | null
  stockStatus: StockStatus | null
  /** In stock now (Magento's `quantity`); null when not known (made to order, or the shop does not tell). */
  quantityInStock: number | null
  /** The item replacing a discontinued one; null: none (the sales team advises), or the item is not discontinued. */
  successorSku: string | null
  /** Better prices per unit from a quantity a buyer can order, ascending. */
  tierPrices: TierPriceView[]
  attributes: ProductAttributes
  /** "Yellowish core discolouration may occur." */
  coreDiscolourationNote: boolean
  gallery: ImageView[]
}

export interface ConfigurableOption {
  uid: string
  code: string
  label: string
  values: { uid: string; label: string; swatch: string | null }[]
}

export interface VariantView extends PurchasableView {
  /** The option value uids that select this variant. */
  optionValueUids: string[]
}

export interface ProductView extends PurchasableView {
  uid: string
  name: string
  path: string
  typename: string
  salesUnit: SalesUnit
  metaTitle: string
  metaDescription: string
  descriptionHtml: string
  /** The deepest category of the product and its ancestors, from the top. */
  breadcrumbs: Breadcrumb[]
  /** The average rating (1–5, one decimal; 0 without reviews) and the number of reviews. */
  rating: RatingView
  options: ConfigurableOption[]
  variants: VariantView[]
  /** A sheet's cut list (its "Zuschnitt" option); null: the product is not cut to size. */
  cutToSize: CutToSizeOffer | null
}

export const skuSchema = z.string().trim().min(1, issue.REQUIRED).max(64, issue.TOO_LONG)

export const productInputSchema = z.union(
  [
    z.strictObject({ sku: skuSchema }),
    z.strictObject({
      urlKey: z.string().regex(/^[a-z0-9][a-z0-9-]{0,254}$/, issue.URL_KEY_INVALID),
    }),
  ],
  issue.SKU_OR_URL_KEY_REQUIRED,
)
