import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Fragment } from 'react'
import type { Availability, SalesUnit, VariantStock } from '../../../contract/product'
import { useLocale } from '../../i18n/use-locale'
import { availabilityLabels } from './availability-labels'
import { StockQuantity } from './stock-quantity'
import { useStockQuantityBands } from './use-stock-quantity-bands'
import { variantStockTexts } from './variant-stock'

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
  /** A configurable product's variants, each with its own stock after the label ("weiß 40 · grau 12"). */
  variants?: readonly VariantStock[]
}

export function AvailabilityBadge({
  availability,
  quantityInStock = null,
  unit = 'piece',
  deliveryTime = null,
  varies = false,
  compact = false,
  variants = [],
}: AvailabilityBadgeProps) {
  const { i18n } = useLingui()
  const showQuantity = quantityInStock != null && quantityInStock > 0 && availability !== 'OUT_OF_STOCK'
  const status = varies ? i18n._(msg`Depends on the variant`) : i18n._(availabilityLabels[availability])
  const label =
    availability === 'OUT_OF_STOCK' && deliveryTime ? i18n._(msg`${status}, delivery time ${deliveryTime}`) : status
  if (variants.length > 0) return <VariantsStock status={status} {...{ availability, variants, compact }} />
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

/** A configurable product's status with each variant's own stock: "Je nach Variante: weiß 40 · grau 12 · …". */
function VariantsStock({
  status,
  availability,
  variants,
  compact,
}: {
  status: string
  availability: Availability
  variants: readonly VariantStock[]
  compact: boolean
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const each = variantStockTexts(variants, { i18n, locale, bands: useStockQuantityBands() })
  return (
    <span className="availability" data-availability={availability} title={`${status}: ${each.join(' · ')}`}>
      <span>
        <span className={compact ? 'visually-hidden' : undefined}>{status}: </span>
        {each.map((text, i) => (
          <Fragment key={text}>
            {i > 0 && ' · '}
            <span className="availability__variant">{text}</span>
          </Fragment>
        ))}
      </span>
    </span>
  )
}
