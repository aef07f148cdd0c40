import { redirect } from '@tanstack/react-router'

/**
 * The path a failed call asks the browser to load instead: the BFF sets `data.redirectTo` on authorization errors
 * after logging the visitor out. Only same-site paths are followed.
 */
export function authorizationRedirectPath(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  const data = (error as { data?: unknown }).data
  if (typeof data !== 'object' || data === null) return null
  const redirectTo = (data as { redirectTo?: unknown }).redirectTo
  return typeof redirectTo === 'string' && /^\/(?![/\\])/.test(redirectTo) ? redirectTo : null
}

/** A full page load to the redirect path, when there is one and we are in the browser. */
export function followAuthorizationRedirect(error: unknown): void {
  const path = authorizationRedirectPath(error)
  if (path !== null && typeof window !== 'undefined') window.location.assign(path)
}

/** A route's onError: while a page loads (on the server too), an authorization error redirects to its path. */
export function redirectOnAuthorizationError(error: unknown): void {
  const path = authorizationRedirectPath(error)
  if (path !== null) throw redirect({ href: path })
}
