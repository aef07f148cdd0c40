/** Newsletter subscribers in D1. */
import { desc, eq } from 'drizzle-orm'
import { type Database, dbTime } from '../kernel/database'
import { newsletterSubscriber } from './tables'

export type SubscriberRecord = typeof newsletterSubscriber.$inferSelect

/** Magento's Subscriber::STATUS_*. */
export const STATUS = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const
export type StatusName = keyof typeof STATUS
export const statusName = (status: number): StatusName =>
  (Object.keys(STATUS) as StatusName[]).find((name) => STATUS[name] === status) ?? 'NOT_ACTIVE'

const now = () => dbTime(new Date())

export async function findSubscriber(db: Database, id: number): Promise<SubscriberRecord | null> {
  const [row] = await db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.subscriber_id, id))
  return row ?? null
}

/** The subscription of an address (one website: any of its store views), the latest first. */
export async function findByEmail(db: Database, email: string): Promise<SubscriberRecord | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.subscriber_email, email))
    .orderBy(desc(newsletterSubscriber.change_status_at), desc(newsletterSubscriber.subscriber_id))
    .limit(1)
  return row ?? null
}

/** The customer's latest subscription row. */
export async function findByCustomer(db: Database, customerId: number): Promise<SubscriberRecord | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.customer_id, customerId))
    .orderBy(desc(newsletterSubscriber.change_status_at), desc(newsletterSubscriber.subscriber_id))
    .limit(1)
  return row ?? null
}

/** Writes the subscription of (email, store view): a new row or the existing one with the new status. */
export async function saveSubscriber(
  db: Database,
  values: { email: string; storeId: number; customerId: number | null; status: number; code: string },
): Promise<SubscriberRecord> {
  const [row] = await db
    .insert(newsletterSubscriber)
    .values({
      subscriber_email: values.email,
      store_id: values.storeId,
      customer_id: values.customerId,
      subscriber_status: values.status,
      subscriber_confirm_code: values.code,
    })
    .onConflictDoUpdate({
      target: [newsletterSubscriber.subscriber_email, newsletterSubscriber.store_id],
      set: {
        customer_id: values.customerId,
        subscriber_status: values.status,
        subscriber_confirm_code: values.code,
        change_status_at: now(),
      },
    })
    .returning()
  if (!row) throw new Error('newsletter subscriber not written')
  return row
}

export async function setStatus(db: Database, id: number, status: number): Promise<void> {
  await db
    .update(newsletterSubscriber)
    .set({ subscriber_status: status, change_status_at: now() })
    .where(eq(newsletterSubscriber.subscriber_id, id))
}
