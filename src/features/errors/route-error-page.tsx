import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isBackendOutage } from '../../../contract/error-reason'
import { followAuthorizationRedirect } from './authorization-redirect'
import { isChunkLoadError } from './chunk-reload'
import { ErrorPage } from './error-page'
import { describeError, HttpError } from './http-error'
import { reloadPageAfterChunkFailure } from './use-chunk-reload'

/**
 * The router's error page: 'Page not found' for 404, an outage of the shop's backend as such (the Worker answers it
 * with 503 and Retry-After, server/worker.ts), 'An error occurred' for anything else. The visitor reads a
 * message in their language; the raw error (an English server text at best) only goes to the console.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadPageAfterChunkFailure()
    else followAuthorizationRedirect(error)
  }, [error])

  const { status, message } = describeError(error)
  useEffect(() => console.error(`Error page ${status}: ${message}`), [status, message])
  if (isBackendOutage(error)) {
    return (
      <ErrorPage
        status={503}
        title={<Trans>The shop is temporarily unavailable</Trans>}
        message={<Trans>We are working on it. Please try again in a few minutes. Your cart is kept.</Trans>}
      />
    )
  }
  return status === 404 ? (
    <ErrorPage
      status={status}
      title={<Trans>Page not found</Trans>}
      message={<Trans>This page could not be found</Trans>}
    />
  ) : (
    <ErrorPage
      status={status}
      title={<Trans>An error occurred</Trans>}
      message={
        // Our own HttpErrors carry the spec's texts (e.g. 'Unknown middleware {name}'); anything else stays generic.
        error instanceof HttpError ? message : <Trans>Please try again in a moment. Your cart is kept.</Trans>
      }
    />
  )
}
