/**
 * The outbox's health (commerce's /healthz): stuck when a mail has waited for delivery longer than the transport
 * should ever need.
 */
import { eq, min } from 'drizzle-orm'
import type { HealthCheck } from '../../../observability/health'
import { type Database, parseDbTime } from '../kernel/database'
import { emailOutbox } from './tables'

/** How long a mail may wait for delivery before /healthz calls the outbox stuck. */
export const OUTBOX_STUCK_AFTER_MINUTES = 15

/**
 * When the oldest mail still waiting for its delivery (`pending`) was written, or null. With the outbox as the
 * transport no mail waits: it is stored as delivered.
 */
export async function oldestUndeliveredMail(db: Database): Promise<Date | null> {
  const row = await db
    .select({ since: min(emailOutbox.sent_at) })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'))
    .get()
  return row?.since ? parseDbTime(row.since) : null
}

export function outboxHealth(oldestUndelivered: Date | null, now = new Date()): HealthCheck {
  if (!oldestUndelivered) return { status: 'ok' }
  const waitingMinutes = Math.floor((now.getTime() - oldestUndelivered.getTime()) / 60_000)
  if (waitingMinutes <= OUTBOX_STUCK_AFTER_MINUTES) return { status: 'ok' }
  return { status: 'failing', reason: 'OUTBOX_STUCK', waitingSince: oldestUndelivered.toISOString(), waitingMinutes }
}
