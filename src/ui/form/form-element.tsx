import { type ComponentProps, useRef } from 'react'
import { focusFirstError } from './focus-first-error'
import { useFormContext } from './form-context'
import { forgetServerIssues } from './server-issues'

type FormElementProps = Omit<ComponentProps<'form'>, 'ref' | 'noValidate' | 'onSubmit'>

/**
 * The shop's `<form>`, used as `form.Form` inside `form.AppForm`. Our fields say what is wrong (no browser
 * bubbles); a submit goes through TanStack Form, and when it is refused, by the schema or by the server, the first
 * invalid field or the form's alert takes the focus.
 */
export function FormElement({ children, ...attributes }: FormElementProps) {
  const form = useFormContext()
  const element = useRef<HTMLFormElement>(null)
  return (
    <form
      {...attributes}
      ref={element}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // A dialog's form sits in a portal, but its submit bubbles through React to the form around it.
        if (event.target !== event.currentTarget) return
        const focused = document.activeElement
        forgetServerIssues(form)
        void form.handleSubmit().then(() => {
          // Unless the submit moved the focus on purpose, e.g. to what is missing.
          if (document.activeElement === focused) focusFirstError(element.current)
        })
      }}
    >
      {children}
    </form>
  )
}
