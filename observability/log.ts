/**
 * Structured log lines: one JSON object per line, which Workers Logs indexes by field (`level`, `message`,
 * `requestId`, …), so one request can be followed through the storefront, the desk and commerce.
 */
import { currentRequestId } from './request-id'

type Level = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

/** An Error as JSON: its own fields are not enumerable, so JSON.stringify would write `{}`. */
function errorsAsObjects(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value
  return { name: value.name, message: value.message, stack: value.stack, cause: value.cause }
}

function write(level: Level, message: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ level, message, requestId: currentRequestId(), ...fields }, errorsAsObjects)
  if (level === 'info') console.log(line)
  else console[level](line)
}

export const log = {
  info: (message: string, fields?: LogFields) => write('info', message, fields),
  warn: (message: string, fields?: LogFields) => write('warn', message, fields),
  error: (message: string, fields?: LogFields) => write('error', message, fields),
}
