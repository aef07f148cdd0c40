/**
 * The outbox transport: mails are stored in `email_outbox`, the files they carry in `email_outbox_attachment`, and
 * shown at /dev/mailbox(.json).
 */
import { asc, desc, gte, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../kernel/database'
import type { RenderedMail } from './mail'
import { emailOutbox, emailOutboxAttachment } from './tables'

const CHUNK = 0x8000

/** Bytes as base64 (a Worker has btoa, not Buffer). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  return btoa(binary)
}

/** The mail and its attachments in one batch (a transaction), so a mail is never stored without its files. */
export async function storeMail(db: Database, mail: RenderedMail): Promise<void> {
  // Inside the batch no other write comes between: the newest mail is the one just inserted.
  const messageId = sql`(SELECT max(${emailOutbox.message_id}) FROM ${emailOutbox})`
  const statements: BatchItem<'sqlite'>[] = [
    db.insert(emailOutbox).values({
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html,
      links: JSON.stringify(mail.links),
    }),
    ...mail.attachments.map((file) =>
      db.insert(emailOutboxAttachment).values({
        message_id: messageId,
        filename: file.filename,
        content_type: file.contentType,
        size: file.content.byteLength,
        content_base64: toBase64(file.content),
      }),
    ),
  ]
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
}

export type OutboxAttachment = { filename: string; content_type: string; size: number; content_base64: string }

export type OutboxMail = {
  to: string
  subject: string
  text: string
  html: string
  links: string[]
  attachments: OutboxAttachment[]
  sent_at: string
}

/** The stored mails with their attachments, newest first. */
export async function outboxMails(db: Database, limit = 200): Promise<OutboxMail[]> {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.message_id)).limit(limit)
  const oldest = rows.at(-1)?.message_id
  const files =
    oldest === undefined
      ? []
      : await db
          .select()
          .from(emailOutboxAttachment)
          .where(gte(emailOutboxAttachment.message_id, oldest))
          .orderBy(asc(emailOutboxAttachment.attachment_id))
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    links: JSON.parse(row.links) as string[],
    attachments: files
      .filter((file) => file.message_id === row.message_id)
      .map(({ filename, content_type, size, content_base64 }) => ({ filename, content_type, size, content_base64 })),
    sent_at: row.sent_at,
  }))
}
