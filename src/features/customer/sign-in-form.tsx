import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { signInInputSchema } from '../../../contract/customer'
import { useLocale } from '../../i18n/use-locale'
import { checkedBy, useAppForm } from '../../ui/form/form-hook'
import { useResendConfirmation } from './use-resend-confirmation'
import { useSignIn } from './use-sign-in'
import '../../styles/beyond-first-paint.css'

/**
 * The login modal's form: e-mail and password, then links to registration and to a password reset. `onSignedIn`
 * follows a sign-in, `onLeave` a click on one of the links.
 */
export function SignInForm({ onSignedIn, onLeave }: { onSignedIn: () => void; onLeave: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { signIn, captcha, refusedEmail } = useSignIn(onSignedIn)
  const confirmation = useResendConfirmation()
  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    ...checkedBy(signInInputSchema),
    onSubmit: ({ value }) => signIn(value),
  })

  return (
    <div className="account-form">
      <form.AppForm>
        <form.Form>
          <form.AppField name="email">
            {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="username" required />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.TextField label={t`Password`} type="password" autoComplete="current-password" required />
            )}
          </form.AppField>
          {captcha}
          <form.SubmitButton>
            <Trans>Sign in</Trans>
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
      {refusedEmail ? (
        <p className="account-form__note">
          <Trans>Not confirmed your account yet?</Trans>{' '}
          <button
            type="button"
            className="link-button"
            aria-busy={confirmation.isSending || undefined}
            onClick={() => confirmation.resend(refusedEmail)}
          >
            <Trans>Send the confirmation e-mail again</Trans>
          </button>
        </p>
      ) : null}
      <ul className="account-form__links">
        <li>
          <Link to="/$locale/reset-password" params={{ locale }} onClick={onLeave}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$locale/registration" params={{ locale }} onClick={onLeave}>
            <Trans>Create an account</Trans>
          </Link>
        </li>
      </ul>
    </div>
  )
}
