import type { ReactNode } from 'react'

/** The id of a field's hint line, for aria-describedby; undefined when the field has none. */
export function hintIdOf(inputId: string, hint: ReactNode): string | undefined {
  return hint ? `${inputId}-hint` : undefined
}

/**
 * A field's label, and the line under it when given (e.g. the password rule; its id is `hintIdOf`). A required
 * field is marked with an asterisk (the input itself says `required`).
 */
export function FieldLabel({
  htmlFor,
  required,
  hint,
  children,
}: {
  htmlFor: string
  required?: boolean
  hint?: ReactNode
  children: ReactNode
}) {
  const hintId = hintIdOf(htmlFor, hint)
  return (
    <>
      <label htmlFor={htmlFor} className="field__label">
        {children}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hintId ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </>
  )
}
