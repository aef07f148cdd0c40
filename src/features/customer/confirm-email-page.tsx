import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { EmailConfirmationInput } from '../../../contract/customer'
import { usePanels } from '../../ui/panels/use-panels'
import { useConfirmEmail } from './use-confirm-email'
import { useResendConfirmation } from './use-resend-confirmation'
import { useIsLoggedIn } from './use-signed-in-customer'

interface ConfirmEmailPageProps {
  link: EmailConfirmationInput
  /** Where the customer goes once signed in: the page the registration started from (the request). */
  returnPath?: string
}

/** The confirmation link's page: confirms on load, then says how it went and what to do next. */
export function ConfirmEmailPage({ link, returnPath }: ConfirmEmailPageProps) {
  const { state, message } = useConfirmEmail(link)
  useReturnOnceSignedIn(state === 'confirmed' ? returnPath : undefined)
  const panels = usePanels()
  const confirmation = useResendConfirmation()
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
      {state === 'confirming' ? (
        <p>
          <Trans>Your account is being confirmed…</Trans>
        </p>
      ) : null}
      {state === 'confirmed' ? (
        <>
          <p>
            <Trans>Thank you for confirming your account. You can sign in now.</Trans>
          </p>
          {returnPath ? (
            <p>
              <Trans>Once you are signed in, you return to your request.</Trans>
            </p>
          ) : null}
          {signIn}
        </>
      ) : null}
      {state === 'refused' ? (
        <>
          <p className="form__alert">{message}</p>
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
        <p className="form__alert">
          <Trans>Your account could not be confirmed right now. Please open the link again later.</Trans>
        </p>
      ) : null}
    </div>
  )
}

/** Leads a confirmed customer on to `path` as soon as they are signed in (the login modal keeps them on this page). */
function useReturnOnceSignedIn(path: string | undefined) {
  const isLoggedIn = useIsLoggedIn()
  const navigate = useNavigate()
  useEffect(() => {
    if (path && isLoggedIn) void navigate({ href: path })
  }, [path, isLoggedIn, navigate])
}
