import { useLingui } from '@lingui/react'
import type { Availability, SalesUnit } from '../../../contract/product'
import { availabilityLabels } from './availability-labels'
import { StockQuantity } from './stock-quantity'

interface AvailabilityBadgeProps {
  availability: Availability
  /** Shown after the label while there is stock ("In stock: 254 pieces"). */
  quantityInStock?: number | null
  unit?: SalesUnit
  /** The quantity alone in sight (a table's cell), the label for screen readers and as the dot's colour. */
  compact?: boolean
}

export function AvailabilityBadge({
  availability,
  quantityInStock = null,
  unit = 'piece',
  compact = false,
}: AvailabilityBadgeProps) {
  const { i18n } = useLingui()
  const showQuantity = quantityInStock != null && quantityInStock > 0 && availability !== 'OUT_OF_STOCK'
  const label = i18n._(availabilityLabels[availability])
  return (
    <span className="availability" data-availability={availability} title={compact ? label : undefined}>
      <span>
        {compact && showQuantity ? <span className="visually-hidden">{label}: </span> : label}
        {showQuantity ? (
          <span className="availability__quantity">
            {compact ? null : ': '}
            <StockQuantity quantity={quantityInStock} unit={unit} />
          </span>
        ) : null}
      </span>
    </span>
  )
}
