import type { ReactNode } from 'react'
import { FieldError } from './field-error'
import { useFieldState } from './use-field-state'
import '../../styles/beyond-first-paint.css'

type RadioValue = string | number | null

interface RadioGroupFieldProps {
  /** The group's legend. */
  label: ReactNode
  /** The choices; a value may be null (e.g. 'No preference'). */
  options: readonly { value: RadioValue; label: ReactNode; description?: ReactNode }[]
  /** Lays the choices side by side where they fit (short labels), else one under another. */
  inline?: boolean
}

/** A labelled group of radio buttons of a form: arrow keys move between the choices, the error is tied to it. */
export function RadioGroupField({ label, options, inline }: RadioGroupFieldProps) {
  const { field, inputId, errorId, error } = useFieldState<RadioValue>()
  return (
    <fieldset
      className={inline ? 'field radio-group radio-group--inline' : 'field radio-group'}
      aria-describedby={errorId}
    >
      <legend className="field__label">{label}</legend>
      <div className="radio-group__options">
        {options.map((option, index) => {
          const id = `${inputId}-${index}`
          return (
            <div key={id} className="radio-group__option">
              <input
                id={id}
                type="radio"
                name={field.name}
                value={String(option.value ?? '')}
                checked={field.state.value === option.value}
                onChange={() => field.handleChange(option.value)}
                onBlur={field.handleBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.description ? `${id}-description` : undefined}
              />
              <label htmlFor={id}>
                <span className="radio-group__label">{option.label}</span>
                {option.description ? (
                  <span id={`${id}-description`} className="radio-group__description">
                    {option.description}
                  </span>
                ) : null}
              </label>
            </div>
          )
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
