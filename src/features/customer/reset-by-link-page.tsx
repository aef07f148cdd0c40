import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'

/** reset-by-link/{email}: the reset mail is on its way. */
export function ResetByLinkPage({ email }: { email: string }) {
  const locale = useLocale()
  return (
    <div className="page">
      <h1>
        <Trans>Check your e-mail</Trans>
      </h1>
      <p>
        <Trans>
          If <strong>{email}</strong> has an account, we have sent it a link to set a new password. The link is valid
          for 2 hours.
        </Trans>
      </p>
      <p>
        <Trans>No e-mail after a few minutes? Look in your spam folder, or</Trans>{' '}
        <Link to="/$locale/reset-password" params={{ locale }}>
          <Trans>ask for a new link</Trans>
        </Link>
        .
      </p>
    </div>
  )
}
