/** The outbox of the local mail transport (Magento writes no such table; it hands mails to a mail server). */
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * One row per mail the shop sends, stored before it is delivered (the record of every mail); `links` is a JSON array
 * of the mail's URLs, `sent_at` when it was stored. `sender` (`Name <address>`) and `reply_to` come from the store
 * view's configuration when it is stored; `order_id` names the request the mail concerns (no foreign key: email
 * references no other domain). `status` is the delivery's: `pending` until the transport took it (`sent`, at
 * `delivered_at`) or gave up (`failed`, `failure` saying why); `attempts` counts the transport's tries.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    message_id: integer('message_id').primaryKey({ autoIncrement: true }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body_text: text('body_text').notNull(),
    body_html: text('body_html').notNull(),
    links: text('links').notNull(),
    sent_at: text('sent_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    sender: text('sender'),
    reply_to: text('reply_to'),
    order_id: integer('order_id'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    failure: text('failure'),
    delivered_at: text('delivered_at'),
  },
  (t) => [index('email_outbox_order').on(t.order_id)],
)

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
