import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '../../i18n/use-locale'

interface ErrorPageProps {
  status: number
  title: ReactNode
  message: ReactNode
}

export function ErrorPage({ status, title, message }: ErrorPageProps) {
  const locale = useLocale()
  return (
    <div className="error-page">
      {/* React hoists it into the head; it matters when the error streamed in behind a 200 shell (a late 404). */}
      <meta name="robots" content="noindex" />
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__title">{title}</h1>
      {message && <p className="error-page__message">{message}</p>}
      <Link to="/$locale" params={{ locale }} activeOptions={{ exact: true }} className="button">
        <Trans>Back to stocklist</Trans>
      </Link>
    </div>
  )
}
