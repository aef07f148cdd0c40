import { useQuery } from '@tanstack/react-query'
import type { SalesUnit } from '../../../contract/product'
import { useTRPC } from '../../trpc/react'
import { UnitCount } from './sales-unit'

/**
 * What the shop tells of a stock quantity: the exact figure, or — when the store shows bands
 * (`stock_quantity_bands`, e.g. 10, 50, 100, 500) — the highest bound it exceeds ("> 100").
 */
export function stockBand(quantity: number, bands: readonly number[]): number | null {
  return bands.filter((bound) => quantity > bound).at(-1) ?? null
}

/** The quantity in stock in the item's unit, exact or as a band, as the store view shows it. */
export function StockQuantity({ quantity, unit }: { quantity: number; unit: SalesUnit }) {
  const trpc = useTRPC()
  const bands = useQuery(trpc.store.config.queryOptions()).data?.stockQuantityBands ?? []
  const band = stockBand(quantity, bands)
  return band === null ? (
    <UnitCount count={quantity} unit={unit} />
  ) : (
    <>
      {'> '}
      <UnitCount count={band} unit={unit} />
    </>
  )
}
