import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type QuantityUnit, quantityUnits } from '../../../contract/add-to-cart-rules'
import type { SalesUnit } from '../../../contract/product'
import { FieldError } from '../../ui/form/field-error'
import { withForm } from '../../ui/form/form-hook'
import { useFieldState } from '../../ui/form/use-field-state'
import { defaultOrderQuantity, piecesOf } from './quantity'
import { UnitCount } from './sales-unit'

interface QuantityControlProps {
  piecesPerPallet: number | null
  salesUnit?: SalesUnit
  disabled?: boolean
}

/**
 * How many to order, in the item's unit (pieces, or coils) or pallets, and how many units the choice means: fields
 * of the order controls' form. What was typed stays as it is; a quantity that cannot be ordered is said at the field.
 */
export const QuantityControl = withForm({
  defaultValues: defaultOrderQuantity,
  props: {} as QuantityControlProps,
  render: function Render({ form, piecesPerPallet, salesUnit = 'piece', disabled = false }) {
    const { t } = useLingui()
    const id = useId()
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
          <form.AppField name="amount">{() => <AmountField piecesId={`${id}-pieces`} />}</form.AppField>
          <form.AppField name="unit">
            {(field) => (
              <label className="quantity__field">
                <span className="quantity__label">
                  <Trans>Unit</Trans>
                </span>
                <select
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value as QuantityUnit)}
                  className="select quantity__unit"
                >
                  {quantityUnits(piecesPerPallet).map((unit) => (
                    <option key={unit} value={unit}>
                      {unitLabels[unit]}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </form.AppField>
        </div>
        <form.Subscribe selector={(state) => state.values}>
          {(quantity) => (
            <p id={`${id}-pieces`} className="quantity__pieces" aria-live="polite">
              <PalletLine
                pieces={piecesOf(quantity, piecesPerPallet)}
                unit={quantity.unit}
                piecesPerPallet={piecesPerPallet}
                salesUnit={salesUnit}
              />
            </p>
          )}
        </form.Subscribe>
      </fieldset>
    )
  },
})

/** The amount as typed (a text field: letters and commas stay for the buyer to see and correct), and its error. */
function AmountField({ piecesId }: { piecesId: string }) {
  const { field, inputId, errorId, error } = useFieldState<string>()
  return (
    <div className="quantity__field">
      <label htmlFor={inputId} className="quantity__label">
        <Trans>Quantity</Trans>
      </label>
      <input
        id={inputId}
        name={field.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        className="input field__input quantity__amount"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${piecesId} ${errorId}`}
      />
      <FieldError id={errorId} message={error} />
    </div>
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
