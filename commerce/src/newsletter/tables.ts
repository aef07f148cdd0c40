/** Newsletter subscribers (Magento's Newsletter module). */
import { sql } from 'drizzle-orm'
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { customerEntity } from '../customer/tables'
import { store } from '../store/tables'

/**
 * `newsletter_subscriber`: one row per e-mail address and store view. `subscriber_status` as Magento's
 * Subscriber::STATUS_* (1 subscribed, 2 not active, 3 unsubscribed, 4 unconfirmed); `subscriber_confirm_code` the
 * code of the confirmation and unsubscribe links.
 */
export const newsletterSubscriber = sqliteTable(
  'newsletter_subscriber',
  {
    subscriber_id: integer('subscriber_id').primaryKey({ autoIncrement: true }),
    store_id: integer('store_id')
      .notNull()
      .references(() => store.store_id),
    change_status_at: text('change_status_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    customer_id: integer('customer_id').references(() => customerEntity.entity_id, { onDelete: 'set null' }),
    subscriber_email: text('subscriber_email').notNull(),
    subscriber_status: integer('subscriber_status').notNull(),
    subscriber_confirm_code: text('subscriber_confirm_code').notNull(),
  },
  (t) => [uniqueIndex('newsletter_subscriber_email_store').on(t.subscriber_email, t.store_id)],
)
