import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type QuantityUnit, quantityUnits } from '../../../contract/add-to-cart-rules'
import type { SalesUnit } from '../../../contract/product'
import { FieldMessage } from '../../ui/form/field-message'
import { quantityMessages } from './quantity-messages'
import { UnitCount } from './sales-unit'
import type { OrderQuantityState } from './use-order-quantity'

interface QuantityControlProps {
  order: OrderQuantityState
  piecesPerPallet: number | null
  salesUnit?: SalesUnit
  disabled?: boolean
}

/**
 * How many to order, in the item's unit (pieces, or coils) or pallets, and how many units the choice means. What was
 * typed stays as it is (a text field: letters and commas stay for the buyer to see and correct); a quantity that
 * cannot be ordered is said at the field, pallets of an item without a pallet size at the unit.
 */
export function QuantityControl({
  order,
  piecesPerPallet,
  salesUnit = 'piece',
  disabled = false,
}: QuantityControlProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const unitLabels: Record<QuantityUnit, string> = {
    piece: salesUnit === 'coil' ? t`Coils` : t`Pieces`,
    pallet: t`Pallets`,
  }
  const problem = order.shownProblem
  // The chosen unit stays listed (and said to be wrong) until the buyer changes it: the field shows what was chosen.
  const offered = quantityUnits(piecesPerPallet)
  const units = offered.includes(order.quantity.unit) ? offered : [...offered, order.quantity.unit]
  return (
    <fieldset className="quantity" disabled={disabled}>
      <legend className="visually-hidden">{t`Quantity`}</legend>
      <div className="quantity__fields">
        <div className="quantity__field">
          <label htmlFor={`${id}-amount`} className="quantity__label">
            {t`Quantity`}
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={order.quantity.amount}
            onChange={(event) => order.change({ amount: event.target.value })}
            className="input field__input quantity__amount"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-pieces ${id}-error`}
          />
          <FieldMessage id={`${id}-error`} text={problem ? i18n._(quantityMessages[problem]) : undefined} />
        </div>
        <div className="quantity__field">
          <label htmlFor={`${id}-unit`} className="quantity__label">
            {t`Unit`}
          </label>
          <select
            id={`${id}-unit`}
            name="unit"
            value={order.quantity.unit}
            onChange={(event) => order.change({ unit: event.target.value as QuantityUnit })}
            className="select quantity__unit"
            aria-invalid={order.unitProblem ? true : undefined}
            aria-describedby={`${id}-unit-error`}
          >
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {unitLabels[unit]}
              </option>
            ))}
          </select>
          <FieldMessage
            id={`${id}-unit-error`}
            text={order.unitProblem ? i18n._(quantityMessages[order.unitProblem]) : undefined}
          />
        </div>
      </div>
      <p id={`${id}-pieces`} className="quantity__pieces" aria-live="polite">
        <PalletLine
          pieces={order.pieces}
          unit={order.quantity.unit}
          piecesPerPallet={piecesPerPallet}
          salesUnit={salesUnit}
        />
      </p>
    </fieldset>
  )
}

/** "= 562 pieces" for pallets, else the pallet size; nothing while the quantity is not valid. */
function PalletLine({
  pieces,
  unit,
  piecesPerPallet,
  salesUnit,
}: {
  pieces: number | null
  unit: QuantityUnit
  piecesPerPallet: number | null
  salesUnit: SalesUnit
}) {
  if (unit === 'pallet') {
    return pieces === null ? null : (
      <>
        {'= '}
        <UnitCount count={pieces} unit={salesUnit} />
      </>
    )
  }
  return piecesPerPallet ? (
    <Trans>
      <UnitCount count={piecesPerPallet} unit={salesUnit} /> per pallet
    </Trans>
  ) : null
}
