import { Trans } from '@lingui/react/macro'
import { deliveryTimeFor } from '../../../contract/delivery-time'
import type { SalesUnit } from '../../../contract/product'
import { UnitCount } from '../product/sales-unit'
import { stockSplitOf } from './backorder'

/**
 * "254 pieces from stock, 27 pieces produced or procured (delivery time on request)" under a line, or for a line
 * without stock "Produced or procured (delivery time 5–7 days)": the delivery time of deliveryTimeFor.
 */
export function StockSplit({
  line,
  className,
}: {
  line: { quantity: number; quantityInStock: number | null; salesUnit: SalesUnit; deliveryTime: string | null }
  className?: string
}) {
  const split = stockSplitOf(line)
  if (!split) return null
  const unit = line.salesUnit
  const deliveryTime = deliveryTimeFor(line, line.quantity)
  return (
    <p className={className ? `stock-split ${className}` : 'stock-split'} data-stock-split="">
      {split.fromStock > 0 ? (
        <Trans>
          <UnitCount count={split.fromStock} unit={unit} /> from stock, <UnitCount count={split.rest} unit={unit} />{' '}
          produced or procured (delivery time on request)
        </Trans>
      ) : deliveryTime ? (
        <Trans>Produced or procured (delivery time {deliveryTime})</Trans>
      ) : (
        <Trans>Produced or procured (delivery time on request)</Trans>
      )}
    </p>
  )
}
