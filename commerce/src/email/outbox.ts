/**
 * The outbox, the record of every mail: mails are stored in `email_outbox` with their delivery state, the files they
 * carry in `email_outbox_attachment`, and shown at /dev/mailbox(.json).
 */
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../kernel/database'
import type { MailDelivery, RenderedMail } from './mail'
import { emailOutbox, emailOutboxAttachment } from './tables'

const CHUNK = 0x8000

/** Bytes as base64 (a Worker has btoa, not Buffer). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  return btoa(binary)
}

/** Who the mail is from and what it concerns, stored with it; `delivered` when the outbox itself is the transport. */
export type Envelope = { sender: string | null; replyTo: string | null; orderId: number | null; delivered: boolean }

/**
 * The mail and its attachments in one batch (a transaction), so a mail is never stored without its files; answers
 * the mail's id.
 */
export async function storeMail(db: Database, mail: RenderedMail, envelope: Envelope): Promise<number> {
  // Inside the batch no other write comes between: the newest mail is the one just inserted.
  const messageId = sql`(SELECT max(${emailOutbox.message_id}) FROM ${emailOutbox})`
  const statements: BatchItem<'sqlite'>[] = [
    db
      .insert(emailOutbox)
      .values({
        recipient: mail.to,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
        links: JSON.stringify(mail.links),
        sender: envelope.sender,
        reply_to: envelope.replyTo,
        order_id: envelope.orderId,
        ...(envelope.delivered ? { status: 'sent' as const, delivered_at: sql`CURRENT_TIMESTAMP` } : {}),
      })
      .returning({ id: emailOutbox.message_id }),
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
  const [inserted] = await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  const id = (inserted as { id: number }[])[0]?.id
  if (id === undefined) throw new Error('the outbox stored no mail')
  return id
}

export type OutboxAttachment = { filename: string; content_type: string; size: number; content_base64: string }

const attachmentOf = ({ filename, content_type, size, content_base64 }: OutboxAttachment): OutboxAttachment => ({
  filename,
  content_type,
  size,
  content_base64,
})

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
    attachments: files.filter((file) => file.message_id === row.message_id).map(attachmentOf),
    sent_at: row.sent_at,
  }))
}

/** A stored mail as a transport delivers it; `idempotencyKey` is the same for every try of this mail. */
export type OutgoingMail = {
  id: number
  idempotencyKey: string
  status: 'pending' | 'sent' | 'failed'
  from: string | null
  replyTo: string | null
  to: string
  subject: string
  text: string
  html: string
  attachments: OutboxAttachment[]
}

export async function outgoingMail(db: Database, id: number): Promise<OutgoingMail | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.message_id, id))
  if (!row) return null
  const files = await db
    .select()
    .from(emailOutboxAttachment)
    .where(eq(emailOutboxAttachment.message_id, id))
    .orderBy(asc(emailOutboxAttachment.attachment_id))
  return {
    id,
    // The stored time keeps a key apart from an earlier database's mail with the same id.
    idempotencyKey: `email-outbox/${id}/${row.sent_at.replace(' ', 'T')}`,
    status: row.status,
    from: row.sender,
    replyTo: row.reply_to,
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    attachments: files.map(attachmentOf),
  }
}

/** A try of the transport: delivered, still pending (it will be tried again), or failed for good, with why. */
export async function recordAttempt(
  db: Database,
  id: number,
  outcome: { status: 'sent' } | { status: 'pending' | 'failed'; failure: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      ...(outcome.status === 'sent'
        ? { status: 'sent', failure: null, delivered_at: sql`CURRENT_TIMESTAMP` }
        : { status: outcome.status, failure: outcome.failure }),
    })
    .where(eq(emailOutbox.message_id, id))
}

/** A mail that never reached the transport (the queue did not take it): failed, with why. */
export async function recordRefusal(db: Database, id: number, failure: string): Promise<void> {
  await db.update(emailOutbox).set({ status: 'failed', failure }).where(eq(emailOutbox.message_id, id))
}

/** A failed mail of the order back to pending, for one more delivery; false when there is no such failed mail. */
export async function retryFailedMail(db: Database, orderId: number, id: number): Promise<boolean> {
  const updated = await db
    .update(emailOutbox)
    .set({ status: 'pending' })
    .where(and(eq(emailOutbox.message_id, id), eq(emailOutbox.order_id, orderId), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.message_id })
  return updated.length > 0
}

/** The order's mails with their delivery state, newest first. */
export function orderMails(db: Database, orderId: number): Promise<MailDelivery[]> {
  return db
    .select({
      message_id: emailOutbox.message_id,
      recipient: emailOutbox.recipient,
      subject: emailOutbox.subject,
      created_at: emailOutbox.sent_at,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      failure: emailOutbox.failure,
      delivered_at: emailOutbox.delivered_at,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.order_id, orderId))
    .orderBy(desc(emailOutbox.message_id))
}
