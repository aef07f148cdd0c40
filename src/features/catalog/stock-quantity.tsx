import { useQuery } from '@tanstack/react-query'
import type { SalesUnit } from '../../../contract/product'
import { useTRPC } from '../../trpc/react'
import { UnitCount } from './sales-unit'
import { stockBand } from './stock-band'

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
