import { z } from 'zod'
import { MAX_LINE_QUANTITY } from './add-to-cart-rules'
import { type CutListLineView, cutListInputSchema } from './cut-to-size'
import { issue } from './input-issue'
import type { SalesUnit } from './product'

/**
 * The cart: what the cart procedures accept (written once: the procedures validate with them and the browser's
 * forms may too) and the cart they answer. Their messages are input issue codes (contract/input-issue.ts).
 */

/** Whole pieces, as the commerce backend stores them, at most as many as one cart line holds (max_sale_qty). */
export const quantitySchema = z
  .number(issue.QUANTITY_NOT_A_NUMBER)
  .int(issue.QUANTITY_NOT_WHOLE)
  .positive(issue.QUANTITY_NOT_POSITIVE)
  .max(MAX_LINE_QUANTITY, issue.QUANTITY_TOO_LARGE)

const text = (max: number) => z.string(issue.REQUIRED).trim().min(1, issue.REQUIRED).max(max, issue.TOO_LONG)

/** A cart line's uid as Magento answers it (base64). */
export const cartItemUidSchema = text(64)

export const addToCartInputSchema = z.object({
  sku: text(64),
  quantity: quantitySchema,
  /** A configurable product's option value uids (Magento's selected_options). */
  selectedOptions: z.array(text(128)).max(20, issue.TOO_LONG).optional(),
  /** With a variant's sku: the configurable product it belongs to (Magento's parent_sku). */
  parentSku: text(64).optional(),
  /** A sheet cut to size: the cart line's quantity is then the sheets the pieces need (commerce nests them). */
  cutList: cutListInputSchema.optional(),
})

export const updateQuantityInputSchema = z.object({ uid: cartItemUidSchema, quantity: quantitySchema })

export const removeItemInputSchema = z.object({ uid: cartItemUidSchema })

/** A cut line's new cut list: its pieces, edge and offcut replace the line's (the sheets follow from them). */
export const updateCutListInputSchema = z.object({ uid: cartItemUidSchema, cutList: cutListInputSchema })

/** The spec: applying without a code removes the coupon, so an empty or missing code is allowed here. */
export const applyCouponInputSchema = z.object({
  code: z.string().trim().max(255, issue.TOO_LONG).optional(),
})

export type AddToCartInput = z.infer<typeof addToCartInputSchema>

/**
 * The cart as the sidebar and the cart page render it. It never carries the cart id: the id stays in the
 * HttpOnly cookie and every cart call goes through the backend-for-frontend.
 */
export interface CartView {
  items: CartItemView[]
  /** Pieces over all lines: the header badge. */
  totalQuantity: number
  currency: string
  prices: CartPricesView
  appliedCoupon: string | null
}

export interface AmountView {
  label: string
  amount: number
}

export interface CartItemView {
  uid: string
  /** The variant's sku for a configurable product, else the product's. */
  sku: string
  name: string
  /** The product page below the locale (first url rewrite, else url key + suffix, else p/{sku}). */
  urlPath: string
  /** Shown at appConfig.imageSizes.cart. */
  image: { url: string; label: string } | null
  /** A configurable product's chosen options, e.g. Colour: White. */
  options: { label: string; value: string }[]
  quantity: number
  /**
   * In stock now (Magento's `quantity`); null when not known. A line above it is a backorder: that many come from
   * stock, the rest is produced or procured.
   */
  quantityInStock: number | null
  /** The item's delivery time in the store view's words ("5–7 days"); null: on request. See deliveryTimeFor. */
  deliveryTime: string | null
  salesUnit: SalesUnit
  piecesPerPallet: number | null
  /** In kg (Magento's `weight`): the request page's freight facts (contract/freight.ts). */
  weightPerPiece: number | null
  /** Net price per unit (the tier price the quantity reaches, if any). */
  price: number
  rowTotal: number
  rowTotalInclTax: number
  discounts: AmountView[]
  /** A sheet cut to size: its pieces and figures (the price above is the sheet's plus its cutting charge). */
  cutList: CutListLineView | null
}

export interface CartPricesView {
  subtotalExclTax: number
  subtotalInclTax: number
  discounts: AmountView[]
  taxes: AmountView[]
  grandTotalExclTax: number
  grandTotal: number
}
