/**
 * A stand-in for Resend's API (`POST /emails`), the outbound service of the test's `commerce-mail` Worker and bound
 * to the test runner as MAIL_API (tests/integration/commerce/mail-delivery.test.ts). Like Resend it wants the bearer
 * key `stand-in-key` and answers a repeated `Idempotency-Key` with the first answer, sending nothing again.
 * `POST https://stand-in/mode` sets how it answers from now on: `{"mode": "pass"}`; `{"mode": "unavailable",
 * "times": n}` (503 for the next n requests, every one if n is left out); `{"mode": "lost"}` (the next mail is sent,
 * its answer never arrives: the caller times out); `{"mode": "reject"}` (422 for every mail, as an invalid address).
 * `GET https://stand-in/requests` lists every request as `{key, status}` (status 0: its answer was lost), `GET https://stand-in/mails` the mails
 * sent, each its JSON body with its `key`.
 */
let mode = { mode: 'pass' }
const requests = []
const mails = []
/** The first answer per idempotency key. */
const answers = new Map()

const json = (body, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

async function send(request) {
  if (request.headers.get('authorization') !== 'Bearer stand-in-key') {
    return json({ statusCode: 401, name: 'missing_api_key', message: 'Missing API key' }, 401)
  }
  const key = request.headers.get('idempotency-key')
  const body = await request.json()
  const answer = (status) => {
    requests.push({ key, status })
    return status
  }
  if (key && answers.has(key)) return json(answers.get(key), answer(200))
  if (mode.mode === 'unavailable') {
    if (mode.times !== undefined && --mode.times <= 0) mode = { mode: 'pass' }
    return json({ statusCode: 503, name: 'service_unavailable', message: 'Try again later' }, answer(503))
  }
  if (mode.mode === 'reject') {
    return json({ statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' }, answer(422))
  }
  const sent = { id: crypto.randomUUID() }
  mails.push({ ...body, key })
  if (key) answers.set(key, sent)
  if (mode.mode === 'lost') {
    mode = { mode: 'pass' }
    answer(0)
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    return json(sent)
  }
  return json(sent, answer(200))
}

export default {
  async fetch(request) {
    const url = new URL(request.url)
    if (url.hostname === 'stand-in') {
      if (url.pathname === '/mode') mode = await request.json()
      return json(url.pathname === '/requests' ? requests : url.pathname === '/mails' ? mails : mode)
    }
    if (request.method === 'POST' && url.pathname === '/emails') return send(request)
    return json({ statusCode: 404, name: 'not_found', message: 'Not found' }, 404)
  },
}
