/**
 * A staff user's sign-in with Magento admin's lockout: `admin/security/lockout_failures` (6) failures, counted
 * from the first one for `admin/security/lockout_threshold` (30) minutes, lock the account for that long. A locked,
 * disabled or unknown account is refused as a wrong password is, after the same work, so neither the answer nor its
 * time tells them apart.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import { hashPassword, verifyPassword } from '../kernel/password-hash'
import { adminUser } from './tables'

const LOCKOUT_FAILURES = 6
const LOCKOUT_MINUTES = 30

export type AdminUser = Pick<typeof adminUser.$inferSelect, 'user_id' | 'username' | 'firstname' | 'lastname'>

const dbTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')

/** A hash of no password, verified against when there is no account to check, so that takes as long. */
let decoy: Promise<string> | undefined
const decoyHash = () => {
  decoy ??= hashPassword(crypto.randomUUID())
  return decoy
}

export async function signInStaff(db: Database, username: string, password: string): Promise<AdminUser | null> {
  const now = new Date()
  const [user] = await db.select().from(adminUser).where(eq(adminUser.username, username))
  const usable = user?.is_active === 1 && (user.lock_expires === null || user.lock_expires <= dbTime(now))
  const { valid } = await verifyPassword(password, usable ? user.password : await decoyHash())
  if (!user || !usable) return null
  if (!valid) {
    await countFailure(db, user.user_id, now)
    return null
  }
  await db
    .update(adminUser)
    .set({ failures_num: 0, first_failure: null, lock_expires: null })
    .where(eq(adminUser.user_id, user.user_id))
  return { user_id: user.user_id, username: user.username, firstname: user.firstname, lastname: user.lastname }
}

/** One more failure in one statement, so parallel guesses are all counted; the sixth locks the account. */
async function countFailure(db: Database, userId: number, now: Date): Promise<void> {
  const windowStart = dbTime(new Date(now.getTime() - LOCKOUT_MINUTES * 60_000))
  const lockUntil = dbTime(new Date(now.getTime() + LOCKOUT_MINUTES * 60_000))
  const freshWindow = sql`(${adminUser.first_failure} IS NULL OR ${adminUser.first_failure} < ${windowStart})`
  const failures = sql`CASE WHEN ${freshWindow} THEN 1 ELSE ${adminUser.failures_num} + 1 END`
  await db
    .update(adminUser)
    .set({
      failures_num: failures,
      first_failure: sql`CASE WHEN ${freshWindow} THEN ${dbTime(now)} ELSE ${adminUser.first_failure} END`,
      lock_expires: sql`CASE WHEN ${failures} >= ${LOCKOUT_FAILURES} THEN ${lockUntil} ELSE ${adminUser.lock_expires} END`,
    })
    .where(eq(adminUser.user_id, userId))
}
