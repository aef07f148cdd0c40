import type { ReactNode } from 'react'
import { FieldError } from './field-error'
import { useFieldState } from './use-field-state'

interface SelectFieldProps {
  label: ReactNode
  options: readonly { value: string; label: string }[]
  /** The first, empty choice (e.g. 'Please choose'); without it the first option is preselected. */
  placeholder?: string
  required?: boolean
  autoComplete?: string
}

/** A labelled select of a form. */
export function SelectField({ label, options, placeholder, required, autoComplete }: SelectFieldProps) {
  const { field, inputId, errorId, error } = useFieldState<string>()
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={inputId}
        name={field.name}
        className="input field__input"
        value={field.state.value ?? ''}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
