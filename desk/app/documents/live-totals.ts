/**
 * The figures the compose screen shows while the clerk types: commerce's own function
 * (commerce/api/document-totals.ts, the one place the figures are computed; the preview PDF and the sent
 * version show the same), fed with what the form holds so far, plus the net the screen shows.
 */
import { type CutBasis, type CutChoice, pricedParts } from '../../../commerce/api/cut-list'
import { documentTotals } from '../../../commerce/api/document-totals'
import type { ComposeValues } from './compose-values'

export interface LiveLine {
  qty: number
  price: number
  discountPercent: number
  /** A line cut to size: its pieces are nested as commerce nests them, the sheets are its quantity. */
  cutList?: (CutChoice & CutBasis) | null
}

export interface LiveTotals {
  /** Each line's figures; `qty` is the sheets of a line cut to size. */
  lines: { qty: number; discountAmount: number; rowTotal: number }[]
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
  const priced = figures.lines.map((line) =>
    pricedParts({
      qty: Math.trunc(numberOr0(line.qty)),
      price: numberOr0(line.price),
      discount_percent: numberOr0(line.discountPercent),
      cut_list: line.cutList ?? null,
    }),
  )
  const totals = documentTotals({
    lines: priced.flatMap(({ parts }) => parts),
    shippingAmount: numberOr0(figures.shippingAmount),
    otherCharges: figures.otherCharges.map(numberOr0),
    taxPercent: numberOr0(figures.taxPercent),
    documentDiscountPercent: numberOr0(figures.documentDiscountPercent),
  })
  let part = 0
  const lines = priced.map(({ parts }) => {
    const figures = totals.lines.slice(part, part + parts.length)
    part += parts.length
    const cents = (pick: (f: (typeof figures)[number]) => number) =>
      figures.reduce((sum, f) => sum + Math.round(pick(f) * 100), 0) / 100
    return {
      qty: parts[0]?.qty ?? 0,
      discountAmount: cents((f) => f.discountAmount),
      rowTotal: cents((f) => f.rowTotal),
    }
  })
  return { ...totals, lines, net: Math.round((totals.grandTotal - totals.taxAmount) * 100) / 100 }
}

/** The figures of the compose form's values as they stand. */
export const formTotals = (values: ComposeValues, taxPercent: number) =>
  liveTotals({
    lines: (values.items ?? []).map((line) => ({
      qty: line.qty,
      price: line.price ?? 0,
      discountPercent: line.discount_percent ?? 0,
      cutList: line.cut_list,
    })),
    shippingAmount: values.shipping_amount,
    otherCharges: (values.other_charges ?? []).map((charge) => charge?.amount ?? 0),
    taxPercent,
    documentDiscountPercent: values.document_discount_percent,
  })
