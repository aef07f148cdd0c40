/**
 * The figures the compose screen shows while the clerk types. They are a preview only: commerce computes the
 * figures that count in one place, commerce/src/sales/document-totals.ts (the authority), and the preview PDF and
 * the sent version show those. This module follows the same rules so the screen agrees with them — money in
 * integer cents, every rounding half up to the cent — and tests/unit/desk/live-totals.test.ts checks it against
 * commerce's function. Change both or neither.
 *
 * - A line: quantity × price per piece, less its discount (the line's percentage of that, rounded to the cent).
 * - Subtotal: the lines before their discounts; net: subtotal − discounts + freight + other charges.
 * - VAT: the tax percent of the net, rounded once; grand total: net + VAT.
 */
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
const cents = (euros: unknown) => BigInt(Math.round(numberOr0(euros) * 100))
const euros = (cents: bigint) => Number(cents) / 100
const basisPoints = (percent: unknown) => BigInt(Math.round(numberOr0(percent) * 100))
const percentOf = (amount: bigint, points: bigint) => (amount * points + 5_000n) / 10_000n
const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n)

export function liveTotals(figures: {
  lines: readonly LiveLine[]
  shippingAmount: number | null
  otherCharges: readonly (number | null)[]
  taxPercent: number
}): LiveTotals {
  const gross = figures.lines.map((line) => cents(line.price) * BigInt(Math.trunc(numberOr0(line.qty))))
  const discounts = figures.lines.map((line, i) => percentOf(gross[i] ?? 0n, basisPoints(line.discountPercent)))
  const subtotal = sum(gross)
  const discount = sum(discounts)
  const shipping = cents(figures.shippingAmount)
  const charges = sum(figures.otherCharges.map(cents))
  const net = subtotal - discount + shipping + charges
  const tax = percentOf(net, basisPoints(figures.taxPercent))
  return {
    lines: gross.map((row, i) => ({
      discountAmount: euros(discounts[i] ?? 0n),
      rowTotal: euros(row - (discounts[i] ?? 0n)),
    })),
    subtotal: euros(subtotal),
    discountAmount: euros(discount),
    shippingAmount: euros(shipping),
    otherChargesAmount: euros(charges),
    net: euros(net),
    taxAmount: euros(tax),
    grandTotal: euros(net + tax),
  }
}
