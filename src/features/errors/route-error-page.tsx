import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { followAuthorizationRedirect } from './authorization-redirect'
import { isChunkLoadError } from './chunk-reload'
import { ErrorPage } from './error-page'
import { describeError } from './http-error'
import { reloadPageAfterChunkFailure } from './use-chunk-reload'

/** The router's error page: 'Page not found' for 404, 'An error occurred' for anything else. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadPageAfterChunkFailure()
    else followAuthorizationRedirect(error)
  }, [error])

  const { status, message } = describeError(error)
  const title = status === 404 ? <Trans>Page not found</Trans> : <Trans>An error occurred</Trans>
  return <ErrorPage status={status} title={title} message={message} />
}
