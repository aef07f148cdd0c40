/**
 * The one mail interface of the backend. A domain describes a mail as phrases (subject, greeting, paragraphs, an
 * optional link into the storefront or another of the company's applications) with any files it carries; the
 * mailer renders it in the store view's language as plain text and HTML and hands it to the transport (today the
 * outbox; see commerce/README.md "E-mail").
 */
import type { Phrase } from '../kernel/phrase'

/** A file the mail carries: its name, MIME type and bytes. */
export type Attachment = { filename: string; contentType: string; content: Uint8Array }

export type Mail = {
  to: string
  /** The recipient's name for the greeting, if known. */
  name?: string
  /** The salutation, where the customer's ("Hello %1,") does not fit, e.g. a mail to the company's staff. */
  greeting?: Phrase
  /** The closing line, where the customer's ("Thank you, <shop>!") does not fit. */
  signature?: Phrase
  subject: Phrase
  paragraphs: readonly Phrase[]
  /**
   * A link: `path` is relative to the store view's storefront (`web/secure/base_link_url`, e.g. `customer`); `url`
   * is absolute (an application of the company's own, such as the sales desk).
   */
  action?: { label: Phrase; path: string } | { label: Phrase; url: string }
  attachments?: readonly Attachment[]
}

export type RenderedMail = {
  to: string
  subject: string
  text: string
  html: string
  links: string[]
  attachments: readonly Attachment[]
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}
