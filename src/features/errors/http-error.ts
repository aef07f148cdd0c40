/** An error that carries the HTTP status the page should answer with. */
export class HttpError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
  }
}

export interface ErrorDetails {
  status: number
  message: string
}

export const defaultErrorStatus = 500

function numberAt(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const field = (value as Record<string, unknown>)[key]
  return typeof field === 'number' && Number.isInteger(field) && field >= 400 && field <= 599 ? field : undefined
}

/**
 * Normalises anything thrown to the status and message the error page shows (status 500 unless the error says
 * otherwise; tRPC errors carry theirs in `data.httpStatus`). Stack traces are never part of it.
 */
export function describeError(error: unknown): ErrorDetails {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined
  const status =
    numberAt(error, 'status') ?? numberAt(error, 'statusCode') ?? numberAt(data, 'httpStatus') ?? defaultErrorStatus
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return { status, message }
}
