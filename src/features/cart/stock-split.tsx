import { Trans } from '@lingui/react/macro'
import type { SalesUnit } from '../../../contract/product'
import { UnitCount } from '../product/sales-unit'
import { stockSplitOf } from './backorder'

/** "254 pieces from stock, 27 pieces produced or procured (delivery time on request)" under a line. */
export function StockSplit({
  line,
  className,
}: {
  line: { quantity: number; quantityInStock: number | null; salesUnit: SalesUnit }
  className?: string
}) {
  const split = stockSplitOf(line)
  if (!split) return null
  const unit = line.salesUnit
  return (
    <p className={className ? `stock-split ${className}` : 'stock-split'} data-stock-split="">
      {split.fromStock > 0 ? (
        <Trans>
          <UnitCount count={split.fromStock} unit={unit} /> from stock, <UnitCount count={split.rest} unit={unit} />{' '}
          produced or procured (delivery time on request)
        </Trans>
      ) : (
        <Trans>Produced or procured (delivery time on request)</Trans>
      )}
    </p>
  )
}
