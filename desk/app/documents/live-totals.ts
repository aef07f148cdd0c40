/**
 * The figures the compose screen shows while the clerk types: commerce's own function
 * (commerce/src/sales/document-totals.ts, the one place the figures are computed; the preview PDF and the sent
 * version show the same), fed with what the form holds so far, plus the net the screen shows.
 */
import { documentTotals } from '../../../commerce/api/document-totals'

export interface LiveLine {
  qty: number
  price: number
  discountPercent: number
}

export interface LiveTotals {
  lines: { discountAmount: number; rowTotal: number }[]
  subtotal: number
  discountAmount: number
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
  })
  return { ...totals, net: Math.round((totals.grandTotal - totals.taxAmount) * 100) / 100 }
}
