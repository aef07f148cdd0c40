import type { ErrorReason } from './error-reason'
import type { StockStatus } from './product'

/**
 * The add-to-cart rules of the specification (section 5), written once: the browser checks them before it sends
 * anything, and the cart.add procedure checks them again with fresh product facts. Pure: no server or React
 * imports, so both sides may import this module.
 *
 * A refusal is an error reason, the same the commerce backend's answers map to, so it reads the same whether the
 * rules or the backend said no.
 */

/** The product types the spec names (Product.__typename). Anything else is refused. */
export const productTypes = [
  'SimpleProduct',
  'ConfigurableProduct',
  'BundleProduct',
  'DownloadableProduct',
  'VirtualProduct',
  'GroupedProduct',
] as const

export type ProductType = (typeof productTypes)[number]

/** A product is ordered by its sales unit (the piece, or the coil) or by the pallet. */
export type QuantityUnit = 'piece' | 'pallet'

/**
 * The most one cart line may hold, in pieces: the commerce backend's max_sale_qty (Magento's default), which refuses
 * more with 'The most you may purchase is 10000.'.
 */
export const MAX_LINE_QUANTITY = 10_000

/** Lines per quick-order check or add: one products query and one addProductsToCart each. */
export const QUICK_ORDER_MAX_LINES = 100

/** The units a product offers: pallets only when its pallet size is known. */
export function quantityUnits(piecesPerPallet: number | null | undefined): QuantityUnit[] {
  return piecesPerPallet && piecesPerPallet > 0 ? ['piece', 'pallet'] : ['piece']
}

/** How many pieces an amount means: pallets times pieces per pallet; null for pallets of an item without that size. */
export function piecesFor(
  amount: number,
  unit: QuantityUnit,
  piecesPerPallet: number | null | undefined,
): number | null {
  if (unit === 'piece') return amount
  return piecesPerPallet && piecesPerPallet > 0 ? amount * piecesPerPallet : null
}

/** What the rules need to know about the product. */
export interface AddToCartProduct {
  /** Magento's __typename, e.g. SimpleProduct or ConfigurableProduct. */
  typename: string
  stockStatus: StockStatus | null | undefined
  /** The most one line may hold (an item sold from stock only: its stock); null: any quantity. */
  orderableQuantity: number | null | undefined
}

/** What the buyer chose. */
export interface AddToCartChoice {
  /** Pieces (a pallet quantity already multiplied by the pieces per pallet). */
  quantity: number
  /** A configurable product's chosen variant: its sku, or the option value uids that select it. */
  variantSku?: string | null
  selectedOptions?: readonly string[] | null
}

/** Why not; `type` names the product type a PRODUCT_TYPE_NOT_SUPPORTED refusal is about. */
export interface AddToCartRefusal {
  reason: Extract<
    ErrorReason,
    | 'PRODUCT_TYPE_NOT_SUPPORTED'
    | 'QUANTITY_INVALID'
    | 'QUANTITY_TOO_LARGE'
    | 'OPTIONS_REQUIRED'
    | 'NOT_SALABLE'
    | 'INSUFFICIENT_STOCK'
  >
  type?: string
}

/**
 * Whether a buyer can request the item at all: Magento's stock status, which stays IN_STOCK without stock while the
 * item takes backorders (what the stock lacks is produced); a discontinued item is out of stock.
 */
export function isRequestable(product: Pick<AddToCartProduct, 'stockStatus'>): boolean {
  return product.stockStatus === 'IN_STOCK'
}

/** A configurable product goes into the cart only as one of its variants. */
export function needsVariant(typename: string): boolean {
  return typename === 'ConfigurableProduct'
}

export function isProductType(typename: string): typename is ProductType {
  return (productTypes as readonly string[]).includes(typename)
}

/** The wishlist takes the spec's product types and, as Magento's wishlist does, Adobe Commerce's gift cards. */
export function canAddToWishlist(typename: string): boolean {
  return isProductType(typename) || typename === 'GiftCardProduct'
}

/** null when the product may go into the cart in that quantity; otherwise why not. */
export function checkAddToCart(product: AddToCartProduct, choice: AddToCartChoice): AddToCartRefusal | null {
  if (!isProductType(product.typename)) {
    return { reason: 'PRODUCT_TYPE_NOT_SUPPORTED', type: product.typename || 'unknown' }
  }
  if (!Number.isInteger(choice.quantity) || choice.quantity <= 0) return { reason: 'QUANTITY_INVALID' }
  if (choice.quantity > MAX_LINE_QUANTITY) return { reason: 'QUANTITY_TOO_LARGE' }
  if (needsVariant(product.typename)) {
    const hasVariant = Boolean(choice.variantSku) || (choice.selectedOptions?.length ?? 0) > 0
    return hasVariant ? null : { reason: 'OPTIONS_REQUIRED' }
  }
  if (!isRequestable(product)) return { reason: 'NOT_SALABLE' }
  if (product.orderableQuantity != null && choice.quantity > product.orderableQuantity) {
    return { reason: 'INSUFFICIENT_STOCK' }
  }
  return null
}

/** Magento's English text for each refusal, for scripts and logs; the browser shows the reason's message. */
const refusalTexts: Record<AddToCartRefusal['reason'], string> = {
  PRODUCT_TYPE_NOT_SUPPORTED: 'Product Type {type} not supported in add to cart yet',
  QUANTITY_INVALID: 'The product quantity should be greater than 0',
  QUANTITY_TOO_LARGE: `The most you may purchase is ${MAX_LINE_QUANTITY}.`,
  OPTIONS_REQUIRED: 'You need to choose options for your item.',
  NOT_SALABLE: 'Product that you are trying to add is not available.',
  INSUFFICIENT_STOCK: 'The requested qty is not available',
}

/** The refusal as English text, the product type filled in. */
export function refusalText(refusal: AddToCartRefusal): string {
  return refusalTexts[refusal.reason].replace('{type}', refusal.type ?? 'unknown')
}
