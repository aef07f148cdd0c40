import type { ReactNode } from 'react'
import { FieldError } from './field-error'
import { FieldLabel } from './field-label'
import { useFieldState } from './use-field-state'

interface SelectFieldProps {
  label: ReactNode
  options: readonly { value: string | number; label: string }[]
  /** The first, empty choice (e.g. 'Please choose'); without it the first option is preselected. */
  placeholder?: string
  required?: boolean
  autoComplete?: string
  /** The field holds a number (e.g. a region id), and null for the empty choice, instead of the option's text. */
  numeric?: boolean
}

/** A labelled select of a form. */
export function SelectField({ label, options, placeholder, required, autoComplete, numeric }: SelectFieldProps) {
  const { field, inputId, errorId, error } = useFieldState<string | number | null>()
  return (
    <div className="field">
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <select
        id={inputId}
        name={field.name}
        className="input field__input"
        value={field.state.value ?? ''}
        onChange={({ target: { value } }) => field.handleChange(numeric ? (value ? Number(value) : null) : value)}
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
