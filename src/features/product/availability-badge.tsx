import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Availability, SalesUnit } from '../../../contract/product'
import { availabilityLabels } from './availability-labels'
import { StockQuantity } from './stock-quantity'

interface AvailabilityBadgeProps {
  availability: Availability
  /** Shown after the label while there is stock ("In stock: 254 pieces"). */
  quantityInStock?: number | null
  unit?: SalesUnit
  /**
   * The item's delivery time, shown after "Out of stock" (the time of its production: contract/delivery-time.ts),
   * as the cart, the request and the mails give it for that item.
   */
  deliveryTime?: string | null
  /** A configurable product whose variants' availabilities differ: "Depends on the variant". */
  varies?: boolean
  /** The quantity alone in sight (a table's cell), the label for screen readers and as the dot's colour. */
  compact?: boolean
}

export function AvailabilityBadge({
  availability,
  quantityInStock = null,
  unit = 'piece',
  deliveryTime = null,
  varies = false,
  compact = false,
}: AvailabilityBadgeProps) {
  const { i18n } = useLingui()
  const showQuantity = quantityInStock != null && quantityInStock > 0 && availability !== 'OUT_OF_STOCK'
  const status = varies ? i18n._(msg`Depends on the variant`) : i18n._(availabilityLabels[availability])
  const label =
    availability === 'OUT_OF_STOCK' && deliveryTime ? i18n._(msg`${status}, delivery time ${deliveryTime}`) : status
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
