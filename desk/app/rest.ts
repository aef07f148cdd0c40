import { HttpError } from 'react-admin'

/**
 * A call of commerce's admin REST API through the desk Worker (`/rest/V1/…`), which adds the session's token.
 * Refusals become react-admin's HttpError with the status (401 ends the session: auth-provider.ts) and, as its
 * message, a desk text that says what went wrong in the clerk's language.
 */
export async function rest<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`/rest/V1/${path}`, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const answer: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new HttpError(refusal(response.status), response.status, answer)
  return answer as T
}

function refusal(status: number): string {
  if (status === 404) return 'desk.error.not_found'
  if (status === 400) return 'desk.error.refused'
  return 'ra.notification.http_error'
}
