/**
 * The one mail interface of the backend. A domain describes a mail as phrases (subject, greeting, paragraphs, an
 * optional link into the storefront); the mailer renders it in the store view's language as plain text and HTML and hands it
 * to the transport (today the outbox; see commerce/README.md "E-mail").
 */
import type { Phrase } from '../kernel/phrase'

export type Mail = {
  to: string
  /** The recipient's name for the greeting, if known. */
  name?: string
  subject: Phrase
  paragraphs: readonly Phrase[]
  /** A link to the storefront: `path` is relative to the store view's `web/secure/base_link_url` (e.g. `customer`). */
  action?: { label: Phrase; path: string }
}

export type RenderedMail = { to: string; subject: string; text: string; html: string; links: string[] }

export interface Mailer {
  send(mail: Mail): Promise<void>
}
