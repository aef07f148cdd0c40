import { type Price, type TierPriceView, unitPriceAt } from '../../contract/product'
import type { ResultOf } from '../commerce/graphql'
import type { ProductPriceFragment } from './operations'

type PriceFields = ResultOf<typeof ProductPriceFragment>

interface TierFields {
  quantity?: number | null
  final_price?: { value?: number | null } | null
}

/** Magento's price_tiers, ascending; the tier of a full pallet is named as such. */
export function tierPricesOf(
  tiers: readonly (TierFields | null)[] | null | undefined,
  piecesPerPallet: number | null | undefined,
): TierPriceView[] {
  return (tiers ?? [])
    .flatMap((tier) =>
      tier?.quantity && tier.final_price?.value != null
        ? [{ quantity: tier.quantity, price: tier.final_price.value, pallet: tier.quantity === piecesPerPallet }]
        : [],
    )
    .sort((a, b) => a.quantity - b.quantity)
}

/** The tiers a buyer can reach: an item sold from stock only cannot be ordered beyond its stock. */
export function reachableTiers(tiers: readonly TierPriceView[], orderableQuantity: number | null): TierPriceView[] {
  return orderableQuantity === null ? [...tiers] : tiers.filter((tier) => tier.quantity <= orderableQuantity)
}

/** A special price is shown only when the final minimum price is below the regular price. */
export function priceOf(range: PriceFields | null | undefined): Price {
  const minimum = range?.minimum_price
  const value = minimum?.final_price.value ?? 0
  const regular = minimum?.regular_price.value ?? value
  return {
    value,
    regularValue: value < regular ? regular : null,
    currency: minimum?.final_price.currency ?? minimum?.regular_price.currency ?? 'EUR',
  }
}

/** A line's total as the cart computes it: the price in cents times the quantity. */
export function lineTotalOf(unitPrice: number, quantity: number): number {
  return (Math.round(unitPrice * 100) * quantity) / 100
}

/** A full pallet's price: the price per piece of the best tier a pallet reaches, times its pieces. */
export function palletPriceOf(
  unitPrice: number,
  tiers: readonly TierPriceView[],
  piecesPerPallet: number | null | undefined,
): number | null {
  if (!piecesPerPallet || piecesPerPallet <= 0) return null
  return unitPriceAt(unitPrice, tiers, piecesPerPallet) * piecesPerPallet
}
