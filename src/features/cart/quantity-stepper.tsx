import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { isApplicableQuantity } from './quantity-sync'

interface QuantityStepperProps {
  value: number
  /** Called with whole numbers above 0 only. */
  onChange: (quantity: number) => void
  onIncrement: () => void
  onDecrement: () => void
  canDecrement: boolean
  /** The accessible name of the field, e.g. 'Quantity of PVC sheet 10 mm'. */
  label: string
  disabled?: boolean
  /** The field is left (or Enter pressed) at 0: as in Magento, 0 asks to remove the line. */
  onZero?: () => void
}

/**
 * − [pieces] +. Typing applies whole numbers above 0; 0 asks to remove the line when the field is left or Enter is
 * pressed; anything else is put back when the field is left.
 */
export function QuantityStepper({
  value,
  onChange,
  onIncrement,
  onDecrement,
  canDecrement,
  label,
  disabled = false,
  onZero,
}: QuantityStepperProps) {
  const { t } = useLingui()
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper__button"
        onClick={onDecrement}
        disabled={disabled || !canDecrement}
        aria-label={t`Decrease quantity`}
      >
        −
      </button>
      <input
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={text}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value)
          const quantity = Number(event.target.value)
          if (event.target.value !== '' && isApplicableQuantity(quantity)) onChange(quantity)
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || text.trim() === '' || Number(text) !== 0) return
          // Else the same Enter would press the dialog's first button (Cancel) as soon as it has the focus.
          event.preventDefault()
          onZero?.()
        }}
        onBlur={() => {
          if (text.trim() !== '' && Number(text) === 0) onZero?.()
          setText(String(value))
        }}
      />
      <button
        type="button"
        className="stepper__button"
        onClick={onIncrement}
        disabled={disabled}
        aria-label={t`Increase quantity`}
      >
        +
      </button>
    </div>
  )
}
