import { HttpError } from 'react-admin'

/**
 * A call of commerce's admin REST API through the desk Worker (`/rest/V1/…`), which adds the session's token.
 * Refusals become react-admin's HttpError with the status (401 ends the session: auth-provider.ts), commerce's
 * answer as its body and, as its message, a desk text that says what went wrong in the clerk's language.
 */
type Init = { method?: 'GET' | 'POST' | 'PUT'; body?: unknown }

const call = (path: string, init: Init) =>
  fetch(`/rest/V1/${path}`, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })

async function refused(response: Response): Promise<HttpError> {
  const answer: unknown = await response.json().catch(() => null)
  return new HttpError(refusal(response.status), response.status, answer)
}

export async function rest<T>(path: string, init: Init = {}): Promise<T> {
  const response = await call(path, init)
  if (!response.ok) throw await refused(response)
  return (await response.json()) as T
}

/** A POST answered with a PDF (a document's preview). */
export async function restPdf(path: string, body: unknown): Promise<Blob> {
  const response = await call(path, { method: 'POST', body })
  if (!response.ok) throw await refused(response)
  return response.blob()
}

function refusal(status: number): string {
  if (status === 404) return 'desk.error.not_found'
  if (status === 400) return 'desk.error.refused'
  if (status === 409) return 'desk.error.conflict'
  return 'ra.notification.http_error'
}
