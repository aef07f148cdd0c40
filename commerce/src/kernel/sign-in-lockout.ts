/**
 * Magento's sign-in lockout (customers: `customer/password/lockout_*`; staff: `admin/security/lockout_*`) with the
 * attempt reserved before its password is checked: one conditional UPDATE counts the attempt as a failure and
 * refuses it when the account is locked, so however many guesses arrive at once, at most `maxFailures` of them are
 * ever checked per window. A right password then clears the count (`clearedLockout`).
 *
 * A count starts anew with the first failure after the window or after an expired lock; the `maxFailures`-th
 * failure within `windowSeconds` locks the account for `windowSeconds`.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { dbTime } from './database'

/** The three counters Magento keeps on `customer_entity` and `admin_user`. */
export type LockoutColumns = { failures_num: SQLiteColumn; first_failure: SQLiteColumn; lock_expires: SQLiteColumn }

export type LockoutPolicy = { maxFailures: number; windowSeconds: number }

/**
 * The `set` and the `where` of the UPDATE that reserves one attempt: the statement changes no row when the account
 * is locked (the caller then refuses the attempt without checking its password).
 */
export function attemptReservation(
  columns: LockoutColumns,
  policy: LockoutPolicy,
  now: Date,
): { set: Record<keyof LockoutColumns, SQL>; open: SQL } {
  const nowText = dbTime(now)
  const windowStart = dbTime(new Date(now.getTime() - policy.windowSeconds * 1000))
  const lockUntil = dbTime(new Date(now.getTime() + policy.windowSeconds * 1000))
  const { failures_num, first_failure, lock_expires } = columns
  const lockExpired = sql`(${lock_expires} IS NOT NULL AND ${lock_expires} <= ${nowText})`
  const restart = sql`(${first_failure} IS NULL OR ${first_failure} <= ${windowStart} OR ${lockExpired})`
  const count = sql`(CASE WHEN ${restart} THEN 1 ELSE ${failures_num} + 1 END)`
  return {
    set: {
      failures_num: count,
      first_failure: sql`CASE WHEN ${restart} THEN ${nowText} ELSE ${first_failure} END`,
      lock_expires: sql`CASE WHEN ${count} >= ${policy.maxFailures} THEN ${lockUntil} ELSE NULL END`,
    },
    open: sql`(${lock_expires} IS NULL OR ${lock_expires} <= ${nowText})`,
  }
}

/** The counters after a right password. */
export const clearedLockout = { failures_num: 0, first_failure: null, lock_expires: null } as const
