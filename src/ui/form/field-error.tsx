import { useLingui } from '@lingui/react'

/** A field's first error: a zod issue or a message of our own, both English ids of the catalogue. */
export function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
      return error.message
    }
  }
  return undefined
}

/** The error line under a field, in the visitor's language; empty (but present, so nothing shifts) when valid. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { i18n } = useLingui()
  return (
    <p id={id} className="field__error" aria-live="polite">
      {message ? i18n._(message) : null}
    </p>
  )
}
