import { useLingui } from '@lingui/react'
import type { Availability, SalesUnit } from '../../../contract/product'
import { availabilityLabels } from './availability-labels'
import { StockQuantity } from './stock-quantity'

interface AvailabilityBadgeProps {
  availability: Availability
  /** Shown after the label while there is stock ("In stock: 254 pieces"). */
  quantityInStock?: number | null
  unit?: SalesUnit
}

export function AvailabilityBadge({ availability, quantityInStock = null, unit = 'piece' }: AvailabilityBadgeProps) {
  const { i18n } = useLingui()
  const showQuantity = quantityInStock != null && quantityInStock > 0 && availability !== 'OUT_OF_STOCK'
  return (
    <span className="availability" data-availability={availability}>
      <span>
        {i18n._(availabilityLabels[availability])}
        {showQuantity ? (
          <span className="availability__quantity">
            {': '}
            <StockQuantity quantity={quantityInStock} unit={unit} />
          </span>
        ) : null}
      </span>
    </span>
  )
}
