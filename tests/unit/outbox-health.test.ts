import { describe, expect, it } from 'vitest'
import { OUTBOX_STUCK_AFTER_MINUTES, outboxHealth } from '../../commerce/src/email/outbox-health'

/** The outbox's part of commerce's /healthz: stuck once its oldest undelivered mail waits too long. */
describe('outboxHealth', () => {
  const now = new Date('2026-12-06T12:00:00Z')
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

  it('is ok when no mail waits, or the oldest waits no longer than the limit', () => {
    expect(outboxHealth(null, now)).toEqual({ status: 'ok' })
    expect(outboxHealth(minutesAgo(OUTBOX_STUCK_AFTER_MINUTES), now)).toEqual({ status: 'ok' })
  })

  it('is stuck when the oldest undelivered mail waits longer, saying since when', () => {
    expect(outboxHealth(minutesAgo(OUTBOX_STUCK_AFTER_MINUTES + 1), now)).toEqual({
      status: 'failing',
      reason: 'OUTBOX_STUCK',
      waitingSince: '2026-12-06T11:44:00.000Z',
      waitingMinutes: OUTBOX_STUCK_AFTER_MINUTES + 1,
    })
  })
})
