/**
 * The freight a draft starts from: the pallets of the lines priced by the freight carrier's rate table
 * (`carriers/freight/pallet_rates`, default scope). The table is a JSON list of rows `{country_id, pallets, price}`
 * as Magento keeps its table rates ("pallets and above"): the row with the most pallets not above the shipment's
 * count prices each pallet; `*` rows serve countries without rows of their own.
 *
 * Pallets are counted as the storefront counts them for the buyer (contract/freight.ts): full pallets, one part
 * pallet per line for what is left over (lines are not mixed on a pallet); pieces without a pallet size travel
 * together on one more pallet.
 */
import { z } from 'zod'
import { log } from '../../../observability/log'

const palletRate = z.object({
  country_id: z.string().min(1),
  pallets: z.number().int().positive(),
  price: z.number().nonnegative(),
})
export type PalletRate = z.infer<typeof palletRate>

const ANY_COUNTRY = '*'

/** The rows of the configured table; none (no freight prefilled) when it is missing or not a table. */
export function palletRates(config: string | null): PalletRate[] {
  if (!config) return []
  try {
    return z.array(palletRate).parse(JSON.parse(config))
  } catch {
    log.error('carriers/freight/pallet_rates is not a list of {country_id, pallets, price}')
    return []
  }
}

export type PalletLine = { qty: number; piecesPerPallet: number | null }

/**
 * The pallets of the lines as the storefront shows them to the buyer (contract/freight.ts `freightOf`; a unit test
 * keeps the two in step): full pallets, one part pallet per line for what is left over, and the pieces of lines
 * without a pallet size, which travel loose.
 */
export type PalletCount = { full: number; part: number; loosePieces: number }

export function palletCount(lines: readonly PalletLine[]): PalletCount {
  const count: PalletCount = { full: 0, part: 0, loosePieces: 0 }
  for (const { qty, piecesPerPallet } of lines) {
    if (!piecesPerPallet) {
      count.loosePieces += qty
      continue
    }
    count.full += Math.floor(qty / piecesPerPallet)
    if (qty % piecesPerPallet > 0) count.part += 1
  }
  return count
}

/** The pallets the freight is priced by: full and part pallets, and one more for the loose pieces together. */
export function palletsOf(lines: readonly PalletLine[]): number {
  const { full, part, loosePieces } = palletCount(lines)
  return full + part + (loosePieces > 0 ? 1 : 0)
}

/** The freight of `pallets` pallets to `countryId`: 0 without pallets or without a row that covers them. */
export function freightAmount(rates: readonly PalletRate[], countryId: string, pallets: number): number {
  const own = rates.filter((r) => r.country_id === countryId)
  const rows = own.length > 0 ? own : rates.filter((r) => r.country_id === ANY_COUNTRY)
  const rate = rows.filter((r) => r.pallets <= pallets).sort((a, b) => b.pallets - a.pallets)[0]
  return rate ? (Math.round(rate.price * 100) * pallets) / 100 : 0
}
