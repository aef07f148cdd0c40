import type { ReactNode } from 'react'

/** A field's label; a required field is marked with an asterisk (the input itself says `required`). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string
  required?: boolean
  children: ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className="field__label">
      {children}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  )
}
