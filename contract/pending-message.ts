/**
 * The messages the server may leave for the next page in the vsf-message cookie, as codes (the cookie's value is
 * the code): the browser shows each once, in the visitor's language (src/features/notifications/pending-message.ts),
 * and ignores anything else.
 */
export const pendingMessages = [
  /** The customer token was no longer good: the visitor has been logged out and should sign in again. */
  'NOT_AUTHORIZED',
] as const

export type PendingMessage = (typeof pendingMessages)[number]

export function isPendingMessage(value: unknown): value is PendingMessage {
  return pendingMessages.includes(value as PendingMessage)
}
