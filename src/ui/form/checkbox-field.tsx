import type { ReactNode } from 'react'
import { FieldError } from './field-error'
import { useFieldState } from './use-field-state'

/** A labelled checkbox of a form. */
export function CheckboxField({ label }: { label: ReactNode }) {
  const { field, inputId, errorId, error } = useFieldState<boolean>()
  return (
    <div className="field field--checkbox">
      <input
        id={inputId}
        name={field.name}
        type="checkbox"
        checked={field.state.value ?? false}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
