import { isNotificationType, type NotificationInput } from './queue'

/**
 * The message the server left for the next page (the vsf-message cookie): JSON `{ message, type, persist }`,
 * where `message` is an English source message of the catalogs. Anything else is ignored.
 */
export function parsePendingMessage(cookieValue: string | undefined): NotificationInput | null {
  if (!cookieValue) return null
  try {
    const value: unknown = JSON.parse(decodeURIComponent(cookieValue))
    if (typeof value !== 'object' || value === null) return null
    const { message, type, persist } = value as Record<string, unknown>
    if (typeof message !== 'string' || message === '') return null
    return { message, type: isNotificationType(type) ? type : 'info', persist: persist === true }
  } catch {
    return null
  }
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}
