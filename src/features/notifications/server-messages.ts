import { msg } from '@lingui/core/macro'

/**
 * The messages the server may leave in the vsf-message cookie, as English source messages. Their ids are the
 * English text, so the text in the cookie is the catalog id.
 */
const serverMessageIds: ReadonlySet<string> = new Set(
  [msg({ id: 'You are not authorized, please log in.', message: 'You are not authorized, please log in.' })].map(
    (descriptor) => descriptor.id,
  ),
)

/** The catalog id for a server message, or null for text the catalogs do not know. */
export function serverMessageId(message: string): string | null {
  return serverMessageIds.has(message) ? message : null
}
