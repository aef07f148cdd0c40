/**
 * Errors reach the error tracker only when its DSN is set (issue 40, operations). Two commerce Workers on a D1
 * without tables fail every GraphQL request with an internal error: the one with `SENTRY_DSN` sends the error as a
 * Sentry envelope to the DSN's address (a stand-in here, tests/integration/setup/stand-in-error-tracker.js), tagged
 * with the request's id; the one without sends nothing at all.
 */
import { describe, expect, it } from 'vitest'
import { bindings } from './bindings'

type Received = { url: string; body: string }
/** What the test reads of a Sentry event. */
type SentryEvent = {
  tags: Record<string, string>
  exception: { values: { value: string }[] }
  request?: Record<string, unknown>
}

const received = async (standIn: Fetcher): Promise<Received[]> =>
  (await standIn.fetch('https://stand-in/received')).json()

/** A GraphQL request that fails inside commerce (its store tables are missing), under the request id `requestId`. */
const failingRequest = (commerce: Fetcher, requestId: string) =>
  commerce.fetch('https://commerce/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', {
    headers: { 'x-request-id': requestId, store: 'de' },
  })

/** An envelope is lines of JSON: its header, then each item's header and payload. */
const envelopeItems = (envelope: Received) => envelope.body.split('\n').map((line) => JSON.parse(line))

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the error tracker received nothing in 5 s')
}

describe('the error tracker', () => {
  it('gets the internal error of a commerce Worker with a DSN, with the request id; one without sends nothing', async () => {
    const untracked = await failingRequest(bindings.COMMERCE_UNMIGRATED, 'untracked-request-1')
    const tracked = await failingRequest(bindings.COMMERCE_UNMIGRATED_TRACKED, 'tracked-request-1')
    expect(untracked.status).toBe(500)
    expect(tracked.status).toBe(500)
    // Nothing of the error reaches the caller.
    expect(await tracked.json()).toEqual({
      errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }],
    })

    const envelopes = await eventually(
      () => received(bindings.TRACKER_STAND_IN),
      (list) => list.some((envelope) => envelope.body.includes('"type":"event"')),
    )
    const events = envelopes
      .filter((envelope) => envelope.body.includes('"type":"event"'))
      .map((envelope) => ({ path: new URL(envelope.url).pathname, event: envelopeItems(envelope)[2] }))
    expect(events).toHaveLength(1)
    const [{ path, event }] = events as [{ path: string; event: SentryEvent }]
    expect(path).toBe('/api/1/envelope/')
    expect(event.tags.request_id).toBe('tracked-request-1')
    expect(event.exception.values.at(-1)?.value).toContain('no such table')
    // Nothing the caller sent: no headers, no query (a GraphQL query's variables), no body.
    expect(event.request).toEqual({ url: 'https://commerce/graphql' })

    expect(await received(bindings.UNUSED_TRACKER_STAND_IN)).toEqual([])
  })
})
