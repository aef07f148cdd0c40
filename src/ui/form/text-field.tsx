import type { HTMLInputTypeAttribute, ReactNode } from 'react'
import { FieldError } from './field-error'
import { FieldLabel, hintIdOf } from './field-label'
import { useFieldState } from './use-field-state'

interface TextFieldProps {
  label: ReactNode
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  required?: boolean
  /** A line under the label, e.g. the password rule. */
  hint?: ReactNode
  maxLength?: number
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
}

/** A labelled text input of a form; its error is announced and tied to the input. */
export function TextField({
  label,
  type = 'text',
  autoComplete,
  required,
  hint,
  maxLength,
  inputMode,
}: TextFieldProps) {
  const { field, inputId, errorId, error } = useFieldState<string>()
  const hintId = hintIdOf(inputId, hint)
  const describedBy = [hintId, errorId].filter(Boolean).join(' ')
  return (
    <div className="field">
      <FieldLabel htmlFor={inputId} required={required} hint={hint}>
        {label}
      </FieldLabel>
      <input
        id={inputId}
        name={field.name}
        className="input field__input"
        type={type}
        value={field.state.value ?? ''}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
