import type { SalesUnit } from '../../../contract/product'
import { UnitCount } from './sales-unit'
import { stockBand } from './stock-band'
import { useStockQuantityBands } from './use-stock-quantity-bands'

/** The quantity in stock in the item's unit, exact or as a band, as the store view shows it. */
export function StockQuantity({ quantity, unit }: { quantity: number; unit: SalesUnit }) {
  const band = stockBand(quantity, useStockQuantityBands())
  return band === null ? (
    <UnitCount count={quantity} unit={unit} />
  ) : (
    <>
      {'> '}
      <UnitCount count={band} unit={unit} />
    </>
  )
}
