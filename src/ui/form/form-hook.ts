import { type AnyFormApi, createFormHook, revalidateLogic, type StandardSchemaV1 } from '@tanstack/react-form'
import { CheckboxField } from './checkbox-field'
import { fieldContext, formContext } from './form-context'
import { FormElement } from './form-element'
import { RadioGroupField } from './radio-group-field'
import { SelectField } from './select-field'
import { withServerIssues } from './server-issues'
import { SubmitButton } from './submit-button'
import { TextAreaField } from './text-area-field'
import { TextField } from './text-field'

/**
 * The shop's forms: TanStack Form with our labelled fields. A form validates with the same zod schema its
 * procedure uses (contract/), passed as `...checkedBy(schema)`, so the browser and the server refuse the same input
 * with the same input issue code (contract/input-issue.ts), worded in the visitor's language under the field.
 *
 *   const form = useAppForm({ defaultValues, ...checkedBy(signInInputSchema), onSubmit })
 *   <form.AppForm>
 *     <form.Form>
 *       <form.AppField name="email">{(field) => <field.TextField label={t`Email`} type="email" />}</form.AppField>
 *       <form.SubmitButton>{t`Sign in`}</form.SubmitButton>
 *     </form.Form>
 *   </form.AppForm>
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, CheckboxField, SelectField, RadioGroupField },
  formComponents: { Form: FormElement, SubmitButton },
})

/**
 * A form's schema as its check: first on submit, then again on every change, so that a message stays until its
 * field is right (leaving the field does not hide it) and goes as soon as it is. The issues the server found in the
 * last submit (showIssuesAtFields) stand beside it until their fields are changed.
 */
export function checkedBy(schema: StandardSchemaV1) {
  return {
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ formApi }: { formApi: AnyFormApi }) =>
        withServerIssues(formApi.parseValuesWithSchema(schema), formApi),
    },
  }
}
