import type { I18n, MessageDescriptor } from '@lingui/core'
import { isPendingMessage, type PendingMessage } from '../../../contract/pending-message'
import { commonReasonMessages } from '../errors/failure-message'
import type { NotificationInput, NotificationType } from './queue'

interface PendingNotification {
  text: MessageDescriptor
  type: NotificationType
  persist: boolean
}

/** How each message the server may leave (contract/pending-message.ts) is shown. */
const pendingNotifications: Record<PendingMessage, PendingNotification> = {
  NOT_AUTHORIZED: { text: commonReasonMessages.NOT_AUTHORIZED, type: 'warning', persist: true },
}

/**
 * The notification for the message the server left for the next page (the vsf-message cookie holds its code), in
 * the visitor's language; null without one or for a code the shop does not know.
 */
export function pendingNotification(i18n: I18n, cookieValue: string | undefined): NotificationInput | null {
  const code = cookieValue === undefined ? undefined : safelyDecoded(cookieValue)
  if (!isPendingMessage(code)) return null
  const { text, ...shown } = pendingNotifications[code]
  return { ...shown, message: i18n._(text) }
}

function safelyDecoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}
