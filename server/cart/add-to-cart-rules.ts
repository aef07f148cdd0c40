/**
 * The add-to-cart rules of the specification (section 5), written once: the browser checks them before it sends
 * anything, and the cart.add procedure checks them again with fresh product facts. Pure: no server or React
 * imports, so both sides may import this module.
 *
 * Messages are Magento's own English texts where Magento has one (the storefront translates them by that text),
 * so a refusal reads the same whether the rules or the commerce backend said no.
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
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK'

/** What the rules need to know about the product. */
export interface AddToCartProduct {
  /** Magento's __typename, e.g. SimpleProduct or ConfigurableProduct. */
  typename: string
  stockStatus: StockStatus | null | undefined
  /** Magento reports the stock quantity only when it is low; null otherwise. */
  onlyXLeftInStock: number | null | undefined
}

/** What the buyer chose. */
export interface AddToCartChoice {
  /** Pieces (a pallet quantity already multiplied by the pieces per pallet). */
  quantity: number
  /** A configurable product's chosen variant: its sku, or the option value uids that select it. */
  variantSku?: string | null
  selectedOptions?: readonly string[] | null
}

/** A refusal: `message` is the catalog id (English source text), `values` fill its placeholders. */
export interface AddToCartRefusal {
  message: string
  values?: Record<string, string>
}

export const ADD_TO_CART_MESSAGES = {
  unsupportedType: 'Product Type {type} not supported in add to cart yet',
  chooseOptions: 'You need to choose options for your item.',
  notSalable: 'Product that you are trying to add is not available.',
  insufficientStock: 'The requested qty is not available',
  quantityAboveZero: 'The product quantity should be greater than 0',
} as const

/** A configurable product goes into the cart only as one of its variants. */
export function needsVariant(typename: string): boolean {
  return typename === 'ConfigurableProduct'
}

export function isProductType(typename: string): typename is ProductType {
  return (productTypes as readonly string[]).includes(typename)
}

/** null when the product may go into the cart in that quantity; otherwise why not. */
export function checkAddToCart(product: AddToCartProduct, choice: AddToCartChoice): AddToCartRefusal | null {
  if (!isProductType(product.typename)) {
    return { message: ADD_TO_CART_MESSAGES.unsupportedType, values: { type: product.typename || 'unknown' } }
  }
  if (!Number.isFinite(choice.quantity) || choice.quantity <= 0) {
    return { message: ADD_TO_CART_MESSAGES.quantityAboveZero }
  }
  if (needsVariant(product.typename)) {
    const hasVariant = Boolean(choice.variantSku) || (choice.selectedOptions?.length ?? 0) > 0
    return hasVariant ? null : { message: ADD_TO_CART_MESSAGES.chooseOptions }
  }
  if (product.stockStatus !== 'IN_STOCK') return { message: ADD_TO_CART_MESSAGES.notSalable }
  if (product.onlyXLeftInStock != null && choice.quantity > product.onlyXLeftInStock) {
    return { message: ADD_TO_CART_MESSAGES.insufficientStock }
  }
  return null
}

/** The refusal as plain English text (what the BFF answers), placeholders filled. */
export function refusalText(refusal: AddToCartRefusal): string {
  return refusal.message.replace(/\{(\w+)\}/g, (whole, name: string) => refusal.values?.[name] ?? whole)
}
