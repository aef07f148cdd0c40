/** Customers, their addresses and tokens in D1 (all SQL of the customer domain). */
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import { customerAddressEntity, customerEntity, oauthToken } from './tables'
import { dbTime } from './token'

export type CustomerRecord = typeof customerEntity.$inferSelect
export type NewCustomer = typeof customerEntity.$inferInsert
export type CustomerChanges = Partial<Omit<NewCustomer, 'entity_id'>>
export type AddressRecord = typeof customerAddressEntity.$inferSelect
export type AddressValues = Omit<typeof customerAddressEntity.$inferInsert, 'entity_id' | 'parent_id'>

/** E-mail addresses are kept lower-case, so the unique key (email, website) is case-insensitive as in Magento. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function findCustomerByEmail(
  db: Database,
  email: string,
  websiteId: number,
): Promise<CustomerRecord | null> {
  const [row] = await db
    .select()
    .from(customerEntity)
    .where(and(eq(customerEntity.email, normalizeEmail(email)), eq(customerEntity.website_id, websiteId)))
  return row ?? null
}

export async function findCustomer(db: Database, id: number): Promise<CustomerRecord | null> {
  const [row] = await db.select().from(customerEntity).where(eq(customerEntity.entity_id, id))
  return row ?? null
}

/** The new customer, or null when the e-mail address is taken in the website. */
export async function insertCustomer(db: Database, values: NewCustomer): Promise<CustomerRecord | null> {
  const [row] = await db
    .insert(customerEntity)
    .values({ ...values, email: normalizeEmail(values.email) })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

/** Updates the customer; false when the change would give it an e-mail address another customer has. */
export async function updateCustomer(db: Database, id: number, changes: CustomerChanges): Promise<boolean> {
  const values = changes.email === undefined ? changes : { ...changes, email: normalizeEmail(changes.email) }
  try {
    await db
      .update(customerEntity)
      .set({ ...values, updated_at: dbTime(new Date()) })
      .where(eq(customerEntity.entity_id, id))
    return true
  } catch (error) {
    if (String((error as Error).cause ?? error).includes('UNIQUE constraint failed')) return false
    throw error
  }
}

/**
 * Magento's Authentication::processAuthenticationFailure in one statement (parallel failures all count): the
 * first failure, or one after the window or an expired lock, starts a new count; the `maxFailures`-th failure
 * within `windowSeconds` locks the account for `windowSeconds`.
 */
export async function recordSignInFailure(
  db: Database,
  id: number,
  now: Date,
  windowSeconds: number,
  maxFailures: number,
): Promise<void> {
  const nowText = dbTime(now)
  const windowStart = dbTime(new Date(now.getTime() - windowSeconds * 1000))
  const lockUntil = dbTime(new Date(now.getTime() + windowSeconds * 1000))
  const restart = sql`(${customerEntity.first_failure} IS NULL OR ${customerEntity.first_failure} <= ${windowStart}
    OR (${customerEntity.lock_expires} IS NOT NULL AND ${customerEntity.lock_expires} <= ${nowText}))`
  await db
    .update(customerEntity)
    .set({
      failures_num: sql`CASE WHEN ${restart} THEN 1 ELSE ${customerEntity.failures_num} + 1 END`,
      first_failure: sql`CASE WHEN ${restart} THEN ${nowText} ELSE ${customerEntity.first_failure} END`,
      lock_expires: sql`CASE WHEN ${restart} THEN NULL WHEN ${customerEntity.failures_num} + 1 >= ${maxFailures}
        THEN ${lockUntil} ELSE ${customerEntity.lock_expires} END`,
    })
    .where(eq(customerEntity.entity_id, id))
}

export async function insertToken(db: Database, customerId: number, tokenHash: string): Promise<void> {
  await db.insert(oauthToken).values({ customer_id: customerId, token: tokenHash })
}

export async function findToken(
  db: Database,
  tokenHash: string,
): Promise<{
  token_id: number
  customer_id: number
  group_id: number
  created_at: string
  revoked: number
  is_active: number
} | null> {
  const [row] = await db
    .select({
      token_id: oauthToken.entity_id,
      customer_id: oauthToken.customer_id,
      group_id: customerEntity.group_id,
      created_at: oauthToken.created_at,
      revoked: oauthToken.revoked,
      is_active: customerEntity.is_active,
    })
    .from(oauthToken)
    .innerJoin(customerEntity, eq(customerEntity.entity_id, oauthToken.customer_id))
    .where(eq(oauthToken.token, tokenHash))
  return row ?? null
}

/**
 * Revokes every token of the customer (Magento's revokeCustomerAccessToken), but the one of `exceptTokenId`
 * when given (a password change keeps the session it was made in).
 */
export async function revokeTokens(db: Database, customerId: number, exceptTokenId?: number): Promise<void> {
  const ofCustomer = eq(oauthToken.customer_id, customerId)
  await db
    .update(oauthToken)
    .set({ revoked: 1 })
    .where(exceptTokenId === undefined ? ofCustomer : and(ofCustomer, ne(oauthToken.entity_id, exceptTokenId)))
}

export function loadAddresses(db: Database, customerId: number): Promise<AddressRecord[]> {
  return db
    .select()
    .from(customerAddressEntity)
    .where(eq(customerAddressEntity.parent_id, customerId))
    .orderBy(asc(customerAddressEntity.entity_id))
}

export async function findAddress(db: Database, id: number): Promise<AddressRecord | null> {
  const [row] = await db.select().from(customerAddressEntity).where(eq(customerAddressEntity.entity_id, id))
  return row ?? null
}

export async function insertAddress(db: Database, customerId: number, values: AddressValues): Promise<AddressRecord> {
  const [row] = await db
    .insert(customerAddressEntity)
    .values({ ...values, parent_id: customerId })
    .returning()
  if (!row) throw new Error('customer address not written')
  return row
}

export async function updateAddress(db: Database, id: number, values: Partial<AddressValues>): Promise<void> {
  await db
    .update(customerAddressEntity)
    .set({ ...values, updated_at: dbTime(new Date()) })
    .where(eq(customerAddressEntity.entity_id, id))
}

export async function deleteAddress(db: Database, id: number): Promise<void> {
  await db.delete(customerAddressEntity).where(eq(customerAddressEntity.entity_id, id))
}
