import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { confirmationPasswordSchema, type EmailConfirmationLink } from '../../../contract/customer'
import { useLocale } from '../../i18n/use-locale'
import { checkedBy, useAppForm } from '../../ui/form/form-hook'
import { usePanels } from '../../ui/panels/use-panels'
import { useConfirmEmail } from './use-confirm-email'
import { useResendConfirmation } from './use-resend-confirmation'
import { useIsLoggedIn } from './use-signed-in-customer'

interface ConfirmEmailPageProps {
  link: EmailConfirmationLink
  /** Where the customer goes once signed in: the page the registration started from (the request). */
  returnPath?: string
}

/**
 * The confirmation link's page: asks for the password chosen at registration (only who registered the account can
 * confirm it, so nobody gets an account on someone else's address by the owner's click), confirms and signs the
 * customer in, then says how it went and leads on: to the account and the shop, or to signing in. A second
 * confirmation says the spec's words, 'The account is already active.', and signs in as the first did.
 */
export function ConfirmEmailPage({ link, returnPath }: ConfirmEmailPageProps) {
  const { t } = useLingui()
  const { state, message, confirm } = useConfirmEmail(link)
  const signedIn = state === 'confirmed' || state === 'alreadyConfirmed'
  useReturnOnceSignedIn(signedIn ? returnPath : undefined)
  const panels = usePanels()
  const locale = useLocale()
  const confirmation = useResendConfirmation()
  const form = useAppForm({
    defaultValues: { password: '' },
    ...checkedBy(confirmationPasswordSchema),
    onSubmit: ({ value }) => confirm(value.password),
  })
  const signIn = (
    <button type="button" className="button" onClick={() => panels.open('loginModal')}>
      <Trans>Sign in</Trans>
    </button>
  )
  return (
    <div className="page" aria-live="polite">
      <h1>
        <Trans>Confirm your account</Trans>
      </h1>
      {state === 'asking' || state === 'confirming' || state === 'refused' ? (
        <div className="account-form">
          {state === 'refused' ? <p className="form__alert">{message}</p> : null}
          <p>
            <Trans>Enter the password you chose when you registered to confirm your account.</Trans>
          </p>
          <form.AppForm>
            <form.Form>
              <form.AppField name="password">
                {(field) => (
                  <field.TextField label={t`Password`} type="password" autoComplete="current-password" required />
                )}
              </form.AppField>
              <form.SubmitButton>
                <Trans>Confirm account</Trans>
              </form.SubmitButton>
            </form.Form>
          </form.AppForm>
        </div>
      ) : null}
      {signedIn ? (
        <>
          {state === 'confirmed' ? (
            <p role="status">
              <Trans>Thank you for confirming your account. You are signed in now.</Trans>
            </p>
          ) : (
            <div role="status">
              <p>
                <Trans>The account is already active.</Trans>
              </p>
              <p>
                <Trans>You are signed in now.</Trans>
              </p>
            </div>
          )}
          {returnPath ? (
            <p>
              <Trans>You return to your request.</Trans>
            </p>
          ) : (
            <div className="form__actions">
              <Link to="/$locale/my-account" params={{ locale }} className="button">
                <Trans>Go to my account</Trans>
              </Link>
              <Link to="/$locale" params={{ locale }} className="button button--secondary">
                <Trans>Continue shopping</Trans>
              </Link>
            </div>
          )}
        </>
      ) : null}
      {state === 'refused' ? (
        <>
          <p>
            <Trans>
              If your account is already active, sign in. If the link is no longer valid, we can send you a new one.
            </Trans>
          </p>
          <div className="form__actions">
            {signIn}
            <button
              type="button"
              className="button button--secondary"
              aria-busy={confirmation.isSending || undefined}
              onClick={() => confirmation.resend(link.email)}
            >
              <Trans>Send the confirmation e-mail again</Trans>
            </button>
          </div>
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <p className="form__alert">
            <Trans>Your account could not be confirmed right now. Please open the link again later.</Trans>
          </p>
          <p>
            <Link to="/$locale" params={{ locale }}>
              <Trans>Continue shopping</Trans>
            </Link>
          </p>
        </>
      ) : null}
    </div>
  )
}

/** Leads a confirmed customer on to `path` as soon as they are signed in. */
function useReturnOnceSignedIn(path: string | undefined) {
  const isLoggedIn = useIsLoggedIn()
  const navigate = useNavigate()
  useEffect(() => {
    if (path && isLoggedIn) void navigate({ href: path })
  }, [path, isLoggedIn, navigate])
}
