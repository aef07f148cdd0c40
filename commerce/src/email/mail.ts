/**
 * The one mail interface of the backend. A domain describes a mail as phrases (subject, greeting, paragraphs, an
 * optional link into the storefront or another of the company's applications) with any files it carries; the
 * mailer renders it in the store view's language as plain text and HTML, stores it in the outbox and has it delivered
 * by the configured transport (see commerce/README.md "E-mail").
 */

import type { RestMail } from '../../api/mail'
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
  /** The request (order) the mail concerns: the sales desk lists the request's mails and their delivery. */
  orderId?: number
  /** The language it is written in where that is not the store view's (the company's mails to its own staff). */
  locale?: string
}

export type RenderedMail = {
  to: string
  subject: string
  text: string
  html: string
  links: string[]
  attachments: readonly Attachment[]
}

/**
 * A stored mail and how its delivery went: `pending` until the transport took it (`sent`) or gave up (`failed`); the
 * admin REST API's shape (commerce/api/mail.ts).
 */
export type MailDelivery = RestMail

/** What sending a failed mail again did: queued, or why not (the queue did not take it; not failed; no such mail). */
export type SendAgain = 'queued' | 'refused' | 'not-failed' | 'unknown'

export interface Mailer {
  send(mail: Mail): Promise<void>
  /** The request's (order's) mails with their delivery, newest first. */
  mailsOf(orderId: number): Promise<MailDelivery[]>
  /** Delivers a failed mail of the request (order) once more. */
  sendAgain(orderId: number, messageId: number): Promise<SendAgain>
}
