import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { FieldMessage } from '../../ui/form/field-message'
import { useLeaveAfterPress } from '../../ui/form/use-leave-after-press'
import { type OrderQuantity, piecesOf, quantityFieldProblem } from '../product/quantity'
import { quantityMessages } from '../product/quantity-messages'
import { markQuantityRefused } from './refused-quantities'

interface QuantityStepperProps {
  value: number
  /** Called with quantities a cart line takes only: whole pieces above 0, at most MAX_LINE_QUANTITY. */
  onChange: (quantity: number) => void
  /** The field holds what no line takes: a quantity typed on the way there (10 of 10.001) is not to be sent. */
  onRefused: () => void
  onIncrement: () => void
  onDecrement: () => void
  canDecrement: boolean
  /** The accessible name of the field, e.g. 'Quantity of PVC sheet 10 mm'. */
  label: string
  disabled?: boolean
}

/** A cart line's field counts pieces (or coils): no unit to choose, no pallet size to apply. */
const inPieces = (amount: string): OrderQuantity => ({ amount, unit: 'piece' })

/** Whether the field can keep its text for the line's quantity: it means it, or it means no quantity at all. */
function isUnchanged(typed: string, quantity: number): boolean {
  const pieces = piecesOf(inPieces(typed), null)
  return pieces === null || pieces === quantity
}

/**
 * − [pieces] +. Typing applies a quantity the line takes; anything else stays as typed and is not sent: what is
 * wrong with it is said at the field once Enter is pressed or the field is left (after the click of a press that
 * left it), then again as it is corrected, and the request waits for it (./refused-quantities.ts). Leaving the
 * field does not pull the focus back: it may be a click on the line's remove button. 0 is no quantity either: a
 * line goes only with its remove button.
 */
export function QuantityStepper({
  value,
  onChange,
  onRefused,
  onIncrement,
  onDecrement,
  canDecrement,
  label,
  disabled = false,
}: QuantityStepperProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [text, setText] = useState(String(value))
  const input = useRef<HTMLInputElement>(null)
  const [said, setSaid] = useState(false)
  // The line's quantity changed (a step, a refused change put back, another tab): shown unless the field holds
  // that quantity already or something the buyer is still correcting.
  useEffect(() => setText((typed) => (isUnchanged(typed, value) ? typed : String(value))), [value])
  const typedProblem = quantityFieldProblem(inPieces(text), null)
  const problem = said ? typedProblem : null
  const sayProblem = () => setSaid(typedProblem !== null)
  const leaving = useLeaveAfterPress(sayProblem)
  useLayoutEffect(() => {
    const field = input.current
    markQuantityRefused(field, typedProblem === null ? null : () => setSaid(true))
    return () => markQuantityRefused(field, null)
  }, [typedProblem])
  const step = (change: () => void) => () => {
    setSaid(false)
    setText(String(value))
    change()
  }
  return (
    <div className="cart-quantity">
      <div className="stepper">
        <button
          type="button"
          className="stepper__button"
          onClick={step(onDecrement)}
          disabled={disabled || !canDecrement}
          aria-label={t`Decrease quantity`}
        >
          −
        </button>
        <input
          ref={input}
          className="stepper__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-error`}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value)
            const pieces = piecesOf(inPieces(event.target.value), null)
            if (pieces === null) {
              onRefused()
              return
            }
            setSaid(false)
            onChange(pieces)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') sayProblem()
          }}
          onFocus={leaving.onFocus}
          onBlur={leaving.onBlur}
        />
        <button
          type="button"
          className="stepper__button"
          onClick={step(onIncrement)}
          disabled={disabled}
          aria-label={t`Increase quantity`}
        >
          +
        </button>
      </div>
      <FieldMessage id={`${id}-error`} text={problem ? i18n._(quantityMessages[problem]) : undefined} />
    </div>
  )
}
