/** The outbox of the local mail transport (Magento writes no such table; it hands mails to a mail server). */
import { sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

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
