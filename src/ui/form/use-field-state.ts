import { useId } from 'react'
import { firstErrorMessage } from './field-error'
import { useFieldContext } from './form-context'

/** What every field needs: its value and handlers, ids for label and error, and the error once it is shown. */
export function useFieldState<Value>() {
  const field = useFieldContext<Value>()
  const id = useId()
  const { meta } = field.state
  // The form's schema runs from the first submit on (checkedBy): whatever it finds is shown.
  const error = firstErrorMessage(meta.errors)
  return { field, inputId: `${id}-input`, errorId: `${id}-error`, error }
}
