/**
 * The cart's prices, computed from its lines on every read (nothing derived is stored). Pure and exact: money is
 * handled in integer cents (BigInt where products of amounts could pass 2^53), every rounding is half-up to a cent.
 *
 * - Catalogue prices are net. row total = unit price × quantity.
 * - Discount (a coupon's rule): `by_percent` takes round(percent) % of each row — the percentage is rounded to a
 *   whole number first (7.5 → 8) —, `cart_fixed` spreads its amount over the rows in proportion to their totals.
 *   At most the subtotal is taken.
 * - Tax: `rate` % of each row after its discount (tax after discount, prices excluding tax). Row totals including
 *   tax carry the tax of the undiscounted row, as Magento's do.
 * - Shares of one amount over several rows are rounded like Magento's delta rounding: row i gets
 *   round(sum of exact shares up to i) − round(sum of exact shares before i), so the rows add up to the rounded whole.
 */
type Line = { unitCents: number; qty: number }
type Discount = { action: 'by_percent' | 'cart_fixed'; amount: number }

type LineTotals = {
  price: number
  priceInclTax: number
  rowTotal: number
  rowTotalInclTax: number
  discount: number
}

type CartTotals = {
  lines: LineTotals[]
  subtotal: number
  subtotalInclTax: number
  discount: number
  subtotalWithDiscount: number
  tax: number
  grandTotal: number
}

/** round(a / b) half-up for a ≥ 0, b > 0. */
const roundDiv = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b)
const euros = (cents: bigint | number) => Number(cents) / 100

/** Splits ∑ numerators / denominator into per-row cents that add up to the rounded total (delta rounding). */
function shares(numerators: bigint[], denominator: bigint): bigint[] {
  let exact = 0n
  let rounded = 0n
  return numerators.map((n) => {
    exact += n
    const next = roundDiv(exact, denominator)
    const share = next - rounded
    rounded = next
    return share
  })
}

/** A percentage as an exact fraction: basis points over 10,000 (19 → 1900 / 10000). */
const basisPoints = (percent: number) => BigInt(Math.round(percent * 100))

function discounts(rows: bigint[], subtotal: bigint, discount: Discount | null): bigint[] {
  if (!discount || subtotal === 0n) return rows.map(() => 0n)
  if (discount.action === 'by_percent') {
    const percent = BigInt(Math.min(100, Math.max(0, Math.round(discount.amount))))
    return shares(
      rows.map((r) => r * percent),
      100n,
    )
  }
  const amount = BigInt(Math.round(discount.amount * 100))
  const taken = amount < subtotal ? amount : subtotal
  return shares(
    rows.map((r) => r * taken),
    subtotal,
  )
}

export function cartTotals(lines: Line[], discount: Discount | null, taxPercent: number): CartTotals {
  const rate = basisPoints(taxPercent)
  const rows = lines.map((l) => BigInt(l.unitCents) * BigInt(l.qty))
  const subtotal = rows.reduce((a, b) => a + b, 0n)
  const rowDiscounts = discounts(rows, subtotal, discount)
  const taxBefore = shares(
    rows.map((r) => r * rate),
    10_000n,
  )
  const taxAfter = shares(
    rows.map((r, i) => (r - (rowDiscounts[i] ?? 0n)) * rate),
    10_000n,
  )
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n)
  const discountTotal = sum(rowDiscounts)
  const tax = sum(taxAfter)
  return {
    lines: lines.map((l, i) => ({
      price: euros(l.unitCents),
      priceInclTax: euros(roundDiv(BigInt(l.unitCents) * (10_000n + rate), 10_000n)),
      rowTotal: euros(rows[i] ?? 0n),
      rowTotalInclTax: euros((rows[i] ?? 0n) + (taxBefore[i] ?? 0n)),
      discount: euros(rowDiscounts[i] ?? 0n),
    })),
    subtotal: euros(subtotal),
    subtotalInclTax: euros(subtotal + sum(taxBefore)),
    discount: euros(discountTotal),
    subtotalWithDiscount: euros(subtotal - discountTotal),
    tax: euros(tax),
    grandTotal: euros(subtotal - discountTotal + tax),
  }
}
