import type { Price, TierPriceView } from '../../contract/product'
import type { ResultOf } from '../commerce/graphql'
import type { ProductPriceFragment } from './documents'

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

/** A full pallet's price: the price per piece of the best tier a pallet reaches, times its pieces. */
export function palletPriceOf(
  unitPrice: number,
  tiers: readonly TierPriceView[],
  piecesPerPallet: number | null | undefined,
): number | null {
  if (!piecesPerPallet || piecesPerPallet <= 0) return null
  const reached = tiers.filter((tier) => tier.quantity <= piecesPerPallet).map((tier) => tier.price)
  return Math.min(unitPrice, ...reached) * piecesPerPallet
}
