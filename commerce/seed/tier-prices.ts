/**
 * Tier prices (Magento's `catalog_product_entity_tier_price`, every customer group, every website). Derived from the
 * products without the catalogue's random stream, so the catalogue stays as it is.
 *
 * Two of every three simple products (variants included) get a better price per piece: 5 % off the price from a
 * round quantity of at most a third of a pallet, and a fixed price 10 % below the final price for a full pallet; items
 * sold loose (no pallet size) get none.
 */
import type { SeedProduct } from './products.ts'

export type SeedTierPrice = {
  entity_id: number
  all_groups: 1
  customer_group_id: 0
  qty: number
  value: number
  percentage_value: number | null
  website_id: 0
}

const QUANTITY_TIERS = [100, 50, 25, 10]
const QUANTITY_DISCOUNT_PERCENT = 5
const PALLET_FACTOR = 0.9

const round2 = (n: number) => Math.round(n * 100) / 100

export function tierPrices(product: SeedProduct, finalPrice: number): SeedTierPrice[] {
  if (product.type_id !== 'simple' || product.entity_id % 3 === 0) return []
  const tier = (qty: number, value: number, percentage_value: number | null): SeedTierPrice => ({
    entity_id: product.entity_id,
    all_groups: 1,
    customer_group_id: 0,
    qty,
    value,
    percentage_value,
    website_id: 0,
  })
  const pallet = product.pieces_per_pallet
  if (pallet === null) return []
  const quantity = QUANTITY_TIERS.find((qty) => qty <= pallet / 3)
  return [
    ...(quantity ? [tier(quantity, 0, QUANTITY_DISCOUNT_PERCENT)] : []),
    ...(pallet > 1 ? [tier(pallet, round2(finalPrice * PALLET_FACTOR), null)] : []),
  ]
}
