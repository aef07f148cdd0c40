/**
 * The reads of one turn go to D1 together (commerce/src/kernel/coalesced-d1.ts), on the real D1 the commerce Worker
 * reads, counted as the endpoint counts them (d1-meter.ts).
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { coalescedD1 } from '../../../commerce/src/kernel/coalesced-d1'
import { type D1Meter, meteredD1 } from '../../../commerce/src/kernel/d1-meter'

const COMMERCE_DB = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB

function counted() {
  const meter: D1Meter = { statements: 0, roundTrips: 0 }
  return { meter, d1: coalescedD1(meteredD1(COMMERCE_DB, meter)) }
}

const STORE_CODE = 'SELECT code FROM store WHERE store_id = ?'

describe('reads asked in the same turn', () => {
  it('go in one round trip, each answered as if alone', async () => {
    const { meter, d1 } = counted()
    const [code, row, all, batch] = await Promise.all([
      d1.prepare(STORE_CODE).bind(1).first<string>('code'),
      d1.prepare(STORE_CODE).bind(2).first<{ code: string }>(),
      d1.prepare('SELECT store_id FROM store ORDER BY store_id').all<{ store_id: number }>(),
      d1.batch<{ n: number }>([
        d1.prepare('SELECT 1 AS n'),
        d1.prepare('WITH two AS (SELECT 2 AS n) SELECT n FROM two'),
      ]),
    ])
    expect(meter).toEqual({ statements: 5, roundTrips: 1 })
    expect(code).toBe('de')
    expect(row).toEqual({ code: 'en' })
    expect(all.results.map((r) => r.store_id)).toEqual(expect.arrayContaining([1, 2]))
    expect(batch.map((r) => r.results)).toEqual([[{ n: 1 }], [{ n: 2 }]])
  })

  it('answer null for a first row that is not there', async () => {
    const { d1 } = counted()
    const [none, column] = await Promise.all([
      d1.prepare(STORE_CODE).bind(-1).first(),
      d1.prepare(STORE_CODE).bind(-1).first('code'),
    ])
    expect([none, column]).toEqual([null, null])
  })

  it('fail one by one: a read at fault does not take the others with it', async () => {
    const { d1 } = counted()
    const [good, bad] = await Promise.allSettled([
      d1.prepare(STORE_CODE).bind(1).first('code'),
      d1.prepare('SELECT nothing FROM no_such_table').first(),
    ])
    expect(good).toEqual({ status: 'fulfilled', value: 'de' })
    expect(bad.status).toBe('rejected')
  })

  it('are sent before a write asked after them, which goes at once', async () => {
    const { meter, d1 } = counted()
    const email = `coalesced-${crypto.randomUUID()}@example.com`
    const subscribed = 'SELECT count(*) AS n FROM newsletter_subscriber WHERE subscriber_email = ?'
    try {
      const before = d1.prepare(subscribed).bind(email).first<number>('n')
      const write = d1
        .prepare(
          `INSERT INTO newsletter_subscriber (store_id, subscriber_email, subscriber_status, subscriber_confirm_code)
           VALUES (1, ?, 1, 'x')`,
        )
        .bind(email)
        .run()
      const after = write.then(() => d1.prepare(subscribed).bind(email).first<number>('n'))
      expect([await before, await after]).toEqual([0, 1])
      expect(meter.roundTrips).toBe(3)
    } finally {
      await COMMERCE_DB.prepare('DELETE FROM newsletter_subscriber WHERE subscriber_email = ?').bind(email).run()
    }
  })
})
