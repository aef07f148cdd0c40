/** Customers, their addresses and tokens in D1 (all SQL of the customer domain). */
import { and, asc, eq, gt, isNull, ne, type SQL } from 'drizzle-orm'
import { type Database, dbTime } from '../kernel/database'
import { attemptReservation, type LockoutPolicy } from '../kernel/sign-in-lockout'
import { customerAddressEntity, customerEmailChange, customerEntity, oauthToken } from './tables'

export type CustomerRecord = typeof customerEntity.$inferSelect
export type NewCustomer = typeof customerEntity.$inferInsert
export type CustomerChanges = Partial<Omit<NewCustomer, 'entity_id'>>
export type AddressRecord = typeof customerAddressEntity.$inferSelect
export type AddressValues = Omit<typeof customerAddressEntity.$inferInsert, 'entity_id' | 'parent_id'>
export type EmailChangeRecord = typeof customerEmailChange.$inferSelect

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

/** Counts one sign-in attempt before its password is checked; false (nothing counted) when the account is locked. */
export async function reserveSignInAttempt(db: Database, id: number, policy: LockoutPolicy): Promise<boolean> {
  const reservation = attemptReservation(customerEntity, policy, new Date())
  const reserved = await db
    .update(customerEntity)
    .set(reservation.set)
    .where(and(eq(customerEntity.entity_id, id), reservation.open))
    .returning({ id: customerEntity.entity_id })
  return reserved.length > 0
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

/** A new e-mail change of the customer; an earlier one not yet confirmed ends (its link stops working). */
export async function insertEmailChange(
  db: Database,
  change: Pick<EmailChangeRecord, 'customer_id' | 'old_email' | 'new_email' | 'confirm_key' | 'undo_key'>,
): Promise<void> {
  const pending = and(
    eq(customerEmailChange.customer_id, change.customer_id),
    isNull(customerEmailChange.confirmed_at),
    isNull(customerEmailChange.closed_at),
  )
  await db.batch([
    db
      .update(customerEmailChange)
      .set({ closed_at: dbTime(new Date()) })
      .where(pending),
    db.insert(customerEmailChange).values({ ...change, new_email: normalizeEmail(change.new_email) }),
  ])
}

/** The change that meets `conditions`, not closed and made after `since`. */
async function findOpenChange(db: Database, conditions: SQL[], since: Date): Promise<EmailChangeRecord | null> {
  const [row] = await db
    .select()
    .from(customerEmailChange)
    .where(and(...conditions, isNull(customerEmailChange.closed_at), gt(customerEmailChange.created_at, dbTime(since))))
  return row ?? null
}

/** The unconfirmed change to `newEmail` whose confirmation key has the hash `keyHash`. */
export const findChangeToConfirm = (db: Database, newEmail: string, keyHash: string, since: Date) =>
  findOpenChange(
    db,
    [
      eq(customerEmailChange.new_email, normalizeEmail(newEmail)),
      eq(customerEmailChange.confirm_key, keyHash),
      isNull(customerEmailChange.confirmed_at),
    ],
    since,
  )

/** The change away from `oldEmail` whose undo key has the hash `keyHash`, confirmed or not. */
export const findChangeToUndo = (db: Database, oldEmail: string, keyHash: string, since: Date) =>
  findOpenChange(
    db,
    [eq(customerEmailChange.old_email, normalizeEmail(oldEmail)), eq(customerEmailChange.undo_key, keyHash)],
    since,
  )

/** Marks the change confirmed (`confirmed_at`) or ended (`closed_at`). */
export async function markEmailChange(
  db: Database,
  id: number,
  mark: Partial<Pick<EmailChangeRecord, 'confirmed_at' | 'closed_at'>>,
): Promise<void> {
  await db.update(customerEmailChange).set(mark).where(eq(customerEmailChange.change_id, id))
}

/** Ends every change of the customer (an undo: no other link of theirs may change the address again). */
export async function closeEmailChanges(db: Database, customerId: number): Promise<void> {
  await db
    .update(customerEmailChange)
    .set({ closed_at: dbTime(new Date()) })
    .where(and(eq(customerEmailChange.customer_id, customerId), isNull(customerEmailChange.closed_at)))
}
