import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type PasswordChangeInput, passwordChangeInputSchema } from '../../../../contract/customer-profile'
import { checkedBy, useAppForm } from '../../../ui/form/form-hook'
import { showIssuesAtFields } from '../../../ui/form/server-issues'
import { NewPasswordFields, newPasswordFieldNames } from '../../customer/new-password-fields'
import { useNotify } from '../../notifications/use-notifications'
import { joinedErrorMessage } from '../account-messages'
import { useChangePassword } from './use-change-password'

const empty: PasswordChangeInput = { currentPassword: '', password: '', passwordConfirmation: '' }

/** The password change: current, new and confirmation; refusals joined with commas and kept (spec §8). */
export function PasswordForm() {
  const { t, i18n } = useLingui()
  const changePassword = useChangePassword()
  const { notify } = useNotify()
  const [error, setError] = useState('')
  const form = useAppForm({
    defaultValues: empty,
    ...checkedBy(passwordChangeInputSchema),
    onSubmit: async ({ value, formApi }) => {
      setError('')
      try {
        await changePassword(value)
        formApi.reset(empty)
        notify({ type: 'success', message: t`Your password has been changed.` })
      } catch (cause) {
        const rest = showIssuesAtFields(formApi, cause)
        setError(rest ? joinedErrorMessage(i18n, rest) : '')
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form className="form" aria-labelledby="password-form-title">
        <h2 id="password-form-title">{t`Change password`}</h2>
        <p className="form__alert" role="alert" tabIndex={-1}>
          {error}
        </p>
        <form.AppField name="currentPassword">
          {(field) => (
            <field.TextField label={t`Current password`} type="password" required autoComplete="current-password" />
          )}
        </form.AppField>
        <NewPasswordFields
          form={form}
          fields={newPasswordFieldNames}
          passwordLabel={t`New password`}
          confirmationLabel={t`Confirm new password`}
        />
        <div className="form__actions">
          <form.SubmitButton>{t`Change password`}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
