import { createSerializationAdapter } from '@tanstack/react-router'
import { HttpError } from './http-error'

/** What the error page reads of an error besides its message: tRPC's data (reason, status) or our HttpError's status. */
interface SerializedError {
  message: string
  status?: number
  data?: { code?: string; httpStatus?: number; reason?: string }
}

type ShopError = Error & { data?: SerializedError['data'] }

function isShopError(value: unknown): value is ShopError {
  if (!(value instanceof Error)) return false
  const data = (value as { data?: unknown }).data
  return value instanceof HttpError || (typeof data === 'object' && data !== null)
}

function pick(data: Record<string, unknown>): SerializedError['data'] {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : undefined)
  const httpStatus = typeof data.httpStatus === 'number' ? data.httpStatus : undefined
  return { code: text('code'), httpStatus, reason: text('reason') }
}

/**
 * A route's error crosses from the server's render to the browser with what the error page reads of it: without
 * this, TanStack's serializer sends a bare Error (message only), and the hydrated page turned an outage's 503 page
 * into 'An error occurred' once the scripts ran (the flaky outage browser test).
 */
export const errorAdapter = createSerializationAdapter({
  key: 'shop-error',
  test: isShopError,
  toSerializable: (error: ShopError): SerializedError =>
    error instanceof HttpError
      ? { message: error.message, status: error.status }
      : { message: error.message, data: pick(error.data ?? {}) },
  fromSerializable: ({ message, status, data }: SerializedError): ShopError =>
    status === undefined ? Object.assign(new Error(message), { data }) : new HttpError(status, message),
})
