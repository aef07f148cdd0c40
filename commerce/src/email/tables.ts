/** The outbox of the local mail transport (Magento writes no such table; it hands mails to a mail server). */
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** One row per mail sent while the outbox transport is in use; `links` is a JSON array of the mail's URLs. */
export const emailOutbox = sqliteTable('email_outbox', {
  message_id: integer('message_id').primaryKey({ autoIncrement: true }),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body_text: text('body_text').notNull(),
  body_html: text('body_html').notNull(),
  links: text('links').notNull(),
  sent_at: text('sent_at').notNull().default(sql`CURRENT_TIMESTAMP`),
})

/**
 * The files a mail carries (an offer's PDF), in the order attached: the bytes as base64 — what a mail's MIME part and
 * the HTTP mail APIs take — and their size in bytes.
 */
export const emailOutboxAttachment = sqliteTable(
  'email_outbox_attachment',
  {
    attachment_id: integer('attachment_id').primaryKey({ autoIncrement: true }),
    message_id: integer('message_id')
      .notNull()
      .references(() => emailOutbox.message_id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    content_base64: text('content_base64').notNull(),
  },
  (t) => [index('email_outbox_attachment_message').on(t.message_id)],
)
