import { Trans } from '@lingui/react/macro'
import { ErrorPage } from './error-page'

export function NotFoundPage() {
  return (
    <ErrorPage
      status={404}
      title={<Trans>Page not found</Trans>}
      message={<Trans>This page could not be found</Trans>}
    />
  )
}
