import type { ReactNode } from 'react'
import { FieldError } from './field-error'
import { FieldLabel, hintIdOf } from './field-label'
import { useFieldState } from './use-field-state'

interface TextAreaFieldProps {
  label: ReactNode
  required?: boolean
  /** A line under the label, e.g. what the field is for. */
  hint?: ReactNode
  maxLength?: number
  rows?: number
}

/** A labelled multi-line text input of a form; its error is announced and tied to it. */
export function TextAreaField({ label, required, hint, maxLength, rows = 4 }: TextAreaFieldProps) {
  const { field, inputId, errorId, error } = useFieldState<string>()
  const hintId = hintIdOf(inputId, hint)
  return (
    <div className="field">
      <FieldLabel htmlFor={inputId} required={required} hint={hint}>
        {label}
      </FieldLabel>
      <textarea
        id={inputId}
        name={field.name}
        className="input field__input"
        value={field.state.value ?? ''}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        required={required}
        maxLength={maxLength}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
