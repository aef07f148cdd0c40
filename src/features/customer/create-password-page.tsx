import { Trans } from '@lingui/react/macro'
import { NewPasswordForm } from './new-password-form'

/** create-password/{email}/{token}: the reset mail's link. */
export function CreatePasswordPage({ email, token }: { email: string; token: string }) {
  return (
    <div className="page">
      <h1>
        <Trans>Set a new password</Trans>
      </h1>
      <NewPasswordForm email={email} token={token} />
    </div>
  )
}
