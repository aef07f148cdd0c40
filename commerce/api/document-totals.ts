/**
 * The figures of an offer or an order confirmation, computed here and nowhere else: the draft shows them, the send
 * stores them, and everything after reads what was stored. Pure and exact: money in integer cents, every rounding
 * half up to the cent, as the cart rounds (quote/totals.ts).
 *
 * - A line: quantity × price per piece, less its discount (the line's percentage of that, rounded to the cent).
 * - Subtotal: the lines before their discounts; the discounts add up to a line of their own.
 * - A discount for the whole document: its percentage of the lines after their discounts (freight and other charges
 *   are not discounted), rounded to the cent.
 * - Net: subtotal − discounts − document discount + freight + other charges. VAT: the order's tax percent of the
 *   net, rounded once.
 * - Grand total: net + VAT.
 *
 * Quantities are whole pieces; amounts, prices and percentages are not negative (the REST input checks both).
 */
/** What a line's figures are computed from. */
export type PricedLine = { qty: number; price: number; discountPercent: number }

export type DocumentFigures = {
  lines: readonly PricedLine[]
  shippingAmount: number
  otherCharges: readonly number[]
  taxPercent: number
  /** The discount for the whole document, in percent; none if left out. */
  documentDiscountPercent?: number
}

export type DocumentTotals = {
  lines: { discountAmount: number; rowTotal: number }[]
  subtotal: number
  discountAmount: number
  documentDiscountAmount: number
  shippingAmount: number
  otherChargesAmount: number
  taxAmount: number
  grandTotal: number
}

const cents = (euros: number) => BigInt(Math.round(euros * 100))
const euros = (cents: bigint) => Number(cents) / 100
/** A percentage as basis points (19 → 1900, 2.5 → 250). */
const basisPoints = (percent: number) => BigInt(Math.round(percent * 100))
/** round(amount × basis points / 10,000) half up, for amount ≥ 0. */
const percentOf = (amount: bigint, points: bigint) => (amount * points + 5_000n) / 10_000n
const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n)

export function documentTotals(figures: DocumentFigures): DocumentTotals {
  const gross = figures.lines.map((line) => cents(line.price) * BigInt(line.qty))
  const discounts = figures.lines.map((line, i) => percentOf(gross[i] ?? 0n, basisPoints(line.discountPercent)))
  const subtotal = sum(gross)
  const discount = sum(discounts)
  const documentDiscount = percentOf(subtotal - discount, basisPoints(figures.documentDiscountPercent ?? 0))
  const shipping = cents(figures.shippingAmount)
  const charges = sum(figures.otherCharges.map(cents))
  const net = subtotal - discount - documentDiscount + shipping + charges
  const tax = percentOf(net, basisPoints(figures.taxPercent))
  return {
    lines: gross.map((row, i) => ({
      discountAmount: euros(discounts[i] ?? 0n),
      rowTotal: euros(row - (discounts[i] ?? 0n)),
    })),
    subtotal: euros(subtotal),
    discountAmount: euros(discount),
    documentDiscountAmount: euros(documentDiscount),
    shippingAmount: euros(shipping),
    otherChargesAmount: euros(charges),
    taxAmount: euros(tax),
    grandTotal: euros(net + tax),
  }
}
