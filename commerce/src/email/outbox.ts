/** The outbox transport: mails are stored in `email_outbox` and shown at /dev/mailbox(.json). */
import { desc } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import type { RenderedMail } from './mail'
import { emailOutbox } from './tables'

export async function storeMail(db: Database, mail: RenderedMail): Promise<void> {
  await db.insert(emailOutbox).values({
    recipient: mail.to,
    subject: mail.subject,
    body_text: mail.text,
    body_html: mail.html,
    links: JSON.stringify(mail.links),
  })
}

export type OutboxMail = { to: string; subject: string; text: string; html: string; links: string[]; sent_at: string }

/** The stored mails, newest first. */
export async function outboxMails(db: Database): Promise<OutboxMail[]> {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.message_id)).limit(200)
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    links: JSON.parse(row.links) as string[],
    sent_at: row.sent_at,
  }))
}
