/**
 * The freight a draft starts from, by the freight carrier's rate tables (default scope):
 * - `carriers/freight/parcel_rates`: a shipment light enough for a parcel goes as one. JSON rows
 *   `{country_id, max_weight, price}` (kg, weight bands "up to"): the row with the smallest band holding the
 *   shipment's weight prices it. A shipment heavier than every band, or of unknown weight, goes by pallet.
 * - `carriers/freight/pallet_rates`: JSON rows `{country_id, pallets, price}` as Magento keeps its table rates
 *   ("pallets and above"): the row with the most pallets not above the shipment's count prices each pallet.
 * In both, `*` rows serve countries without rows of their own.
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

const parcelRate = z.object({
  country_id: z.string().min(1),
  max_weight: z.number().positive(),
  price: z.number().nonnegative(),
})
export type ParcelRate = z.infer<typeof parcelRate>

const ANY_COUNTRY = '*'

/** The rows of a configured table; none when it is missing or not such a table. */
function tableRows<Row>(schema: z.ZodType<Row>, config: string | null, problem: string): Row[] {
  if (!config) return []
  try {
    return z.array(schema).parse(JSON.parse(config))
  } catch {
    log.error(problem)
    return []
  }
}

/** The pallet table's rows; none (no freight prefilled by pallet) when it is missing or not a table. */
export const palletRates = (config: string | null): PalletRate[] =>
  tableRows(palletRate, config, 'carriers/freight/pallet_rates is not a list of {country_id, pallets, price}')

/** The parcel table's rows; none (every shipment goes by pallet) when it is missing or not a table. */
export const parcelRates = (config: string | null): ParcelRate[] =>
  tableRows(parcelRate, config, 'carriers/freight/parcel_rates is not a list of {country_id, max_weight, price}')

/** The country's own rows, else the `*` rows. */
function countryRows<Row extends { country_id: string }>(rates: readonly Row[], countryId: string): Row[] {
  const own = rates.filter((r) => r.country_id === countryId)
  return own.length > 0 ? own : rates.filter((r) => r.country_id === ANY_COUNTRY)
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
  const rows = countryRows(rates, countryId)
  const rate = rows.filter((r) => r.pallets <= pallets).sort((a, b) => b.pallets - a.pallets)[0]
  return rate ? (Math.round(rate.price * 100) * pallets) / 100 : 0
}

/** The parcel price of `kg` to the country; null when no weight band holds it (then it goes by pallet). */
export function parcelAmount(rates: readonly ParcelRate[], countryId: string, kg: number): number | null {
  const band = countryRows(rates, countryId)
    .filter((r) => r.max_weight >= kg)
    .sort((a, b) => a.max_weight - b.max_weight)[0]
  return band ? band.price : null
}

export type FreightTables = { parcels: readonly ParcelRate[]; pallets: readonly PalletRate[] }

/** The freight of a shipment: as a parcel where its known weight fits a parcel band, else by its pallets. */
export function shipmentFreight(
  tables: FreightTables,
  countryId: string,
  shipment: { kg: number | null; pallets: number },
): number {
  const parcel = shipment.kg === null ? null : parcelAmount(tables.parcels, countryId, shipment.kg)
  return parcel ?? freightAmount(tables.pallets, countryId, shipment.pallets)
}
