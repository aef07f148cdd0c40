import { z } from 'zod'
import { type AddToCartRefusal, QUICK_ORDER_MAX_LINES, type QuantityUnit } from './add-to-cart-rules'
import type { CartView } from './cart'
import { quantitySchema } from './cart'
import type { ErrorReason } from './error-reason'
import { issue } from './input-issue'
import { type ProductCard, skuSchema } from './product'

/**
 * Quick order by item number: the lines a buyer pastes or uploads, checked in one call (quickOrder.check) and added
 * in one call (cart.addLines). Nothing here knows GraphQL.
 */

const quantityUnitSchema = z.enum(['piece', 'pallet'] satisfies QuantityUnit[])

/** An item number and a quantity, in pieces or (counted by the product's pallet size) in pallets. */
export const orderLineSchema = z.object({
  sku: skuSchema,
  quantity: quantitySchema,
  unit: quantityUnitSchema.default('piece'),
})

export const orderLinesInputSchema = z.object({
  lines: z
    .array(orderLineSchema)
    .min(1, issue.ORDER_LINES_MISSING)
    .max(QUICK_ORDER_MAX_LINES, issue.ORDER_LINES_TOO_MANY),
})

export type OrderLine = z.infer<typeof orderLineSchema>
/** A line as callers send it: without a unit it is pieces. */
export type OrderLineInput = z.input<typeof orderLineSchema>
export type OrderLinesInput = z.infer<typeof orderLinesInputSchema>

/** Why a checked line cannot go into the cart as it is. */
export type QuickOrderProblem = AddToCartRefusal['reason'] | 'PRODUCT_NOT_FOUND' | 'NOT_SOLD_BY_PALLET'

/** A line as the check found it: the product (null: no such item number here), its total and its problem. */
export interface CheckedLineView {
  sku: string
  /** Pieces (pallets counted by the product's pallet size; as typed where they cannot be counted). */
  quantity: number
  product: ProductCard | null
  /** The configurable product whose variant the item number is (sent with the add); null for any other item. */
  parentSku: string | null
  /** A configurable product's variants, for the buyer to choose one (the product itself cannot be added). */
  variants: ProductCard[]
  /** Net price per piece the cart will charge: the tier price the quantity reaches, else the product's price. */
  unitPrice: number | null
  /** That price × quantity, net: the cart's line total. */
  lineTotal: number | null
  problem: QuickOrderProblem | null
  /** A sheet that can be cut to size: its product page takes a cut list. */
  cutToSize: boolean
}

/** What cart.addLines did with one line: added, or refused with a reason and the backend's own text if any. */
export interface AddedLineView {
  sku: string
  quantity: number
  added: boolean
  reason: ErrorReason | null
  /** The commerce backend's words for a refusal (in the store view's language), when it gave any. */
  message: string | null
}

export interface AddLinesResult {
  lines: AddedLineView[]
  /** The cart after the add; null when no line could be sent. */
  cart: CartView | null
}

/** Lines of the same item number become one line with the quantities summed, in the order first seen. */
export function mergeOrderLines<T extends Pick<OrderLine, 'sku' | 'quantity'>>(lines: readonly T[]): T[] {
  const bySku = new Map<string, T>()
  for (const line of lines) {
    const known = bySku.get(line.sku)
    bySku.set(line.sku, known ? { ...known, quantity: known.quantity + line.quantity } : line)
  }
  return [...bySku.values()]
}
