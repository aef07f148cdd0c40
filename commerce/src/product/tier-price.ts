/**
 * Tier prices as Magento applies them: of the product's tiers for the customer group (or all groups) and the
 * website (or all websites), each quantity keeps its lowest price; a percentage tier takes its percentage off the
 * product's price. A tier counts only when it is below the final price (Magento's final price is the lowest of
 * price, special price and the tier price for the quantity).
 */
import type { TierPriceRecord } from './product-repository'

export type TierPrice = { qty: number; price: number }

type Priced = { price: number; final_price: number }

const round2 = (n: number) => Math.round(n * 100) / 100

export function tierPricesFor(
  records: TierPriceRecord[],
  product: Priced,
  scope: { groupId: number; websiteId: number },
): TierPrice[] {
  const best = new Map<number, number>()
  for (const r of records) {
    if (r.website_id !== 0 && r.website_id !== scope.websiteId) continue
    if (r.all_groups !== 1 && r.customer_group_id !== scope.groupId) continue
    const price = r.percentage_value != null ? round2(product.price * (1 - r.percentage_value / 100)) : r.value
    if (price < product.final_price && price < (best.get(r.qty) ?? Number.POSITIVE_INFINITY)) best.set(r.qty, price)
  }
  return [...best]
    .sort(([a], [b]) => a - b)
    .map(([qty, price]) => ({ qty, price }))
    .filter((tier, i, all) => all.slice(0, i).every((lower) => lower.price > tier.price))
}

/** The price per piece for a quantity: the lowest of the final price and the tiers the quantity reaches. */
export function priceAtQty(product: Priced, tiers: TierPrice[], qty: number): number {
  return tiers.reduce(
    (price, tier) => (qty >= tier.qty && tier.price < price ? tier.price : price),
    product.final_price,
  )
}
