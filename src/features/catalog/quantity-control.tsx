import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { SalesUnit } from '../../../contract/product'
import { maxQuantity, type QuantityUnit } from './quantity'
import { UnitCount } from './sales-unit'
import type { Quantity } from './use-quantity'

/** How many to order, in the item's unit (pieces, or coils) or pallets, and how many units the choice means. */
export function QuantityControl({
  quantity,
  salesUnit = 'piece',
  disabled = false,
}: {
  quantity: Quantity
  salesUnit?: SalesUnit
  disabled?: boolean
}) {
  const { t } = useLingui()
  const id = useId()
  const { piecesPerPallet } = quantity
  const unitLabels: Record<QuantityUnit, string> = {
    piece: salesUnit === 'coil' ? t`Coils` : t`Pieces`,
    pallet: t`Pallets`,
  }
  return (
    <fieldset className="quantity" disabled={disabled}>
      <legend className="visually-hidden">
        <Trans>Quantity</Trans>
      </legend>
      <div className="quantity__fields">
        <label className="quantity__field">
          <span className="quantity__label">
            <Trans>Quantity</Trans>
          </span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            step={1}
            value={quantity.amount}
            onChange={(event) => quantity.setAmount(event.target.value)}
            onBlur={quantity.commitAmount}
            className="input quantity__amount"
            aria-describedby={`${id}-pieces`}
          />
        </label>
        <label className="quantity__field">
          <span className="quantity__label">
            <Trans>Unit</Trans>
          </span>
          <select
            value={quantity.unit}
            onChange={(event) => quantity.setUnit(event.target.value as QuantityUnit)}
            className="select quantity__unit"
          >
            {quantity.units.map((unit) => (
              <option key={unit} value={unit}>
                {unitLabels[unit]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id={`${id}-pieces`} className="quantity__pieces" aria-live="polite">
        {quantity.unit === 'pallet' ? (
          <>
            {'= '}
            <UnitCount count={quantity.pieces} unit={salesUnit} />
          </>
        ) : piecesPerPallet ? (
          <Trans>
            <UnitCount count={piecesPerPallet} unit={salesUnit} /> per pallet
          </Trans>
        ) : null}
      </p>
    </fieldset>
  )
}
