/**
 * The figures the compose screen shows while the clerk types: commerce's own function
 * (commerce/api/document-totals.ts, the one place the figures are computed; the preview PDF and the sent
 * version show the same), fed with what the form holds so far, plus the net the screen shows.
 */
import { documentTotals } from '../../../commerce/api/document-totals'
import type { ComposeValues } from './compose-values'

export interface LiveLine {
  qty: number
  price: number
  discountPercent: number
}

export interface LiveTotals {
  lines: { discountAmount: number; rowTotal: number }[]
  subtotal: number
  discountAmount: number
  documentDiscountAmount: number
  shippingAmount: number
  otherChargesAmount: number
  net: number
  taxAmount: number
  grandTotal: number
}

/** An empty or half-typed input counts as 0 until it is a number. */
const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0)

export function liveTotals(figures: {
  lines: readonly LiveLine[]
  shippingAmount: number | null
  otherCharges: readonly (number | null)[]
  taxPercent: number
  documentDiscountPercent?: number | null
}): LiveTotals {
  const totals = documentTotals({
    lines: figures.lines.map((line) => ({
      qty: Math.trunc(numberOr0(line.qty)),
      price: numberOr0(line.price),
      discountPercent: numberOr0(line.discountPercent),
    })),
    shippingAmount: numberOr0(figures.shippingAmount),
    otherCharges: figures.otherCharges.map(numberOr0),
    taxPercent: numberOr0(figures.taxPercent),
    documentDiscountPercent: numberOr0(figures.documentDiscountPercent),
  })
  return { ...totals, net: Math.round((totals.grandTotal - totals.taxAmount) * 100) / 100 }
}

/** The figures of the compose form's values as they stand. */
export const formTotals = (values: ComposeValues, taxPercent: number) =>
  liveTotals({
    lines: (values.items ?? []).map((line) => ({
      qty: line.qty,
      price: line.price ?? 0,
      discountPercent: line.discount_percent ?? 0,
    })),
    shippingAmount: values.shipping_amount,
    otherCharges: (values.other_charges ?? []).map((charge) => charge?.amount ?? 0),
    taxPercent,
    documentDiscountPercent: values.document_discount_percent,
  })
