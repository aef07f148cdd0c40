import { createFormHookContexts } from '@tanstack/react-form'

/**
 * The contexts through which a form's fields and buttons reach their form and field (./form-hook.ts registers
 * them). Apart from the hook, so that the fields need not import the hook that imports them.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
