import { Trans, useLingui } from '@lingui/react/macro'
import { passwordResetRequestInputSchema } from '../../../contract/customer'
import { checkedBy, useAppForm } from '../../ui/form/form-hook'
import { NewPasswordForm } from './new-password-form'
import { useRequestPasswordReset } from './use-password-reset'

/**
 * reset-password: asks for the reset mail. Reached through Magento's own link (/customer/account/createPassword
 * with a token but no e-mail address), it sets the new password for the address the visitor types.
 */
export function ResetPasswordPage({ token }: { token?: string }) {
  return (
    <div className="page">
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
      {token ? <NewPasswordForm token={token} /> : <ResetRequestForm />}
    </div>
  )
}

function ResetRequestForm() {
  const { t } = useLingui()
  const { request, captcha } = useRequestPasswordReset()
  const form = useAppForm({
    defaultValues: { email: '' },
    ...checkedBy(passwordResetRequestInputSchema),
    onSubmit: ({ value }) => request(value),
  })
  return (
    <form.AppForm>
      <form.Form className="form">
        <p>
          <Trans>Enter the e-mail address of your account and we will send you a link to set a new password.</Trans>
        </p>
        <form.AppField name="email">
          {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="email" required />}
        </form.AppField>
        {captcha}
        <div className="form__actions">
          <form.SubmitButton>
            <Trans>Send the link</Trans>
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
