import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { newPasswordInputSchema } from '../../../contract/customer'
import { useLocale } from '../../i18n/use-locale'
import { checkedBy, useAppForm } from '../../ui/form/form-hook'
import { usePanels } from '../../ui/panels/use-panels'
import { passwordResetFailed, resetLinkExpired } from './customer-messages'
import { NewPasswordFields, newPasswordFieldNames } from './new-password-fields'
import { useNewPassword } from './use-password-reset'

/**
 * The new password of a reset link, with its confirmation; then sign in, or (expired link) ask for a new link.
 * Without `email` (Magento's own link carries none) the visitor types it.
 */
export function NewPasswordForm({ email, token }: { email?: string; token: string }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const panels = usePanels()
  const { save, state, captcha } = useNewPassword()
  const form = useAppForm({
    defaultValues: { email: email ?? '', token, password: '', passwordConfirmation: '' },
    ...checkedBy(newPasswordInputSchema),
    onSubmit: ({ value }) => save(value),
  })

  if (state === 'done') {
    return (
      <div role="status">
        <p>
          <Trans>Your new password is set. You can sign in with it now.</Trans>
        </p>
        <button type="button" className="button" onClick={() => panels.open('loginModal')}>
          <Trans>Sign in</Trans>
        </button>
      </div>
    )
  }
  if (state === 'expired' || state === 'failed') {
    return (
      <div role="alert">
        <p className="form__alert">{i18n._(state === 'expired' ? resetLinkExpired : passwordResetFailed)}</p>
        <Link to="/$locale/reset-password" params={{ locale }} className="button">
          <Trans>Ask for a new link</Trans>
        </Link>
      </div>
    )
  }
  return (
    <form.AppForm>
      <form.Form className="form">
        {email ? (
          <p>
            <Trans>
              Set a new password for <strong>{email}</strong>.
            </Trans>
          </p>
        ) : (
          <form.AppField name="email">
            {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="username" required />}
          </form.AppField>
        )}
        <NewPasswordFields
          form={form}
          fields={newPasswordFieldNames}
          passwordLabel={t`New password`}
          confirmationLabel={t`Confirm password`}
        />
        {captcha}
        <div className="form__actions">
          <form.SubmitButton>
            <Trans>Set the new password</Trans>
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
