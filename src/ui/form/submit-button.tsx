import type { ReactNode } from 'react'
import { useFormContext } from './form-context'

/**
 * The form's submit button. It stays enabled and focusable while the form is sent (a disabled button drops the
 * keyboard focus); a second press while busy does nothing, and aria-busy tells assistive technology.
 */
export function SubmitButton({ children, className = 'button' }: { children: ReactNode; className?: string }) {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <button
          type="submit"
          className={className}
          aria-busy={isSubmitting || undefined}
          onClick={(event) => {
            if (isSubmitting) event.preventDefault()
          }}
        >
          {children}
        </button>
      )}
    </form.Subscribe>
  )
}
