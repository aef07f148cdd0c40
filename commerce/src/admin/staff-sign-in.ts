/**
 * A staff user's sign-in with Magento admin's lockout: `admin/security/lockout_failures` (6) failures, counted
 * from the first one for `admin/security/lockout_threshold` (30) minutes, lock the account for that long. Each
 * attempt is reserved before its password is checked (kernel/sign-in-lockout.ts), so a burst of guesses checks at
 * most six. A locked, disabled or unknown account is refused as a wrong password is, after the same work (one
 * UPDATE, one hash), so neither the answer nor its time tells them apart.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import { hashPassword, verifyPassword } from '../kernel/password-hash'
import { attemptReservation, clearedLockout, type LockoutPolicy } from '../kernel/sign-in-lockout'
import { adminUser } from './tables'

const LOCKOUT: LockoutPolicy = { maxFailures: 6, windowSeconds: 30 * 60 }

export type AdminUser = Pick<typeof adminUser.$inferSelect, 'user_id' | 'username' | 'firstname' | 'lastname'>

/** A hash of no password, verified against when there is no attempt to check, so that takes as long. */
let decoy: Promise<string> | undefined
const decoyHash = () => {
  decoy ??= hashPassword(crypto.randomUUID())
  return decoy
}

export async function signInStaff(db: Database, username: string, password: string): Promise<AdminUser | null> {
  const reservation = attemptReservation(adminUser, LOCKOUT, new Date())
  const [user] = await db
    .update(adminUser)
    .set(reservation.set)
    .where(and(eq(adminUser.username, username), eq(adminUser.is_active, 1), reservation.open))
    .returning()
  const { valid } = await verifyPassword(password, user?.password ?? (await decoyHash()))
  if (!user || !valid) return null
  await db.update(adminUser).set(clearedLockout).where(eq(adminUser.user_id, user.user_id))
  return { user_id: user.user_id, username: user.username, firstname: user.firstname, lastname: user.lastname }
}
