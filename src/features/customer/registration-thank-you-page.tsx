import { Trans } from '@lingui/react/macro'
import { useResendConfirmation } from './use-resend-confirmation'

/** After registration: the account waits for its e-mail confirmation. */
export function RegistrationThankYouPage({ email }: { email: string }) {
  const confirmation = useResendConfirmation()
  return (
    <div className="page">
      <h1>
        <Trans>Thank you for registering</Trans>
      </h1>
      <p>
        <Trans>
          Please check your e-mail: we have sent a confirmation link to <strong>{email}</strong>. Follow it to activate
          your account, then sign in.
        </Trans>
      </p>
      {email ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            aria-busy={confirmation.isSending || undefined}
            onClick={() => confirmation.resend(email)}
          >
            <Trans>Send the confirmation e-mail again</Trans>
          </button>
        </p>
      ) : null}
    </div>
  )
}
