import { useLingui } from '@lingui/react'
import type { Availability } from '../../../contract/product'
import { availabilityLabels } from './labels'

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const { i18n } = useLingui()
  return (
    <span className="availability" data-availability={availability}>
      {i18n._(availabilityLabels[availability])}
    </span>
  )
}
