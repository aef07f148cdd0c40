/**
 * Mail delivery through the queue to an HTTP mail API (Resend's), against its stand-in (setup/stand-in-mail-api.js):
 * the `commerce-mail` Worker of vitest.config.ts is the commerce Worker with `MAIL_TRANSPORT=resend` on the same D1,
 * retrying at once (`MAIL_RETRY_SECONDS=0`) and giving a try one second. Every mail is stored first, then delivered
 * once; a final failure is the desk's to see and send again.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMERCE_DB, CREATE, newEmail, PASSWORD } from './customer-helpers'
import { draftOf, type Json, linesOf, placeWith } from './document-helpers'
import { adminToken, type Buyer, buyerWithCart, stockedSkus } from './request-helpers'

const bindings = env as unknown as { COMMERCE_MAIL: Fetcher; MAIL_API: Fetcher }

type SentMail = Json & { key: string }

const provider = {
  mode: (mode: Record<string, unknown>) =>
    bindings.MAIL_API.fetch('https://stand-in/mode', { method: 'POST', body: JSON.stringify(mode) }),
  mails: async (to: string) =>
    ((await (await bindings.MAIL_API.fetch('https://stand-in/mails')).json()) as SentMail[]).filter((mail) =>
      mail.to.includes(to),
    ),
  requests: async (key: string) =>
    ((await (await bindings.MAIL_API.fetch('https://stand-in/requests')).json()) as { key: string; status: number }[])
      .filter((request) => request.key === key)
      .map((request) => request.status),
}

/** The commerce Worker that delivers through the mail API: GraphQL, or the admin REST API with a staff token. */
async function commerceMail(path: string, init: { method?: string; token?: string; body?: unknown; store?: string }) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  if (init.store) headers.set('Store', init.store)
  const response = await bindings.COMMERCE_MAIL.fetch(`https://commerce${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

async function register(email: string) {
  const { status, body } = await commerceMail('/graphql', {
    method: 'POST',
    store: 'en',
    body: {
      query: CREATE,
      variables: { input: { email, firstname: 'Erika', lastname: 'Muster', password: PASSWORD } },
    },
  })
  expect(status).toBe(200)
  expect(body.errors).toBeUndefined()
}

type OutboxRow = { message_id: number; status: string; attempts: number; failure: string | null; sent_at: string }

const outboxRow = (to: string) =>
  COMMERCE_DB.prepare(
    'SELECT message_id, status, attempts, failure, sent_at FROM email_outbox WHERE recipient = ? ORDER BY message_id DESC',
  )
    .bind(to)
    .first<OutboxRow>()

/** Waits until the newest mail to `to` is no longer pending; its row. */
async function settled(to: string): Promise<OutboxRow> {
  for (let i = 0; i < 100; i++) {
    const row = await outboxRow(to)
    if (row && row.status !== 'pending') return row
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the mail to ${to} is still pending`)
}

const keyOf = (row: OutboxRow) => `email-outbox/${row.message_id}/${row.sent_at.replace(' ', 'T')}`

describe('a registration mail through the mail API', () => {
  it('reaches the provider once after a 503, from the shop with replies to the sales inbox', async () => {
    await provider.mode({ mode: 'unavailable', times: 1 })
    const email = newEmail('zustellung')
    await register(email)
    const row = await settled(email)
    expect(row).toMatchObject({ status: 'sent', attempts: 2, failure: null })
    expect(await provider.requests(keyOf(row))).toEqual([503, 200])
    const [mail, ...more] = await provider.mails(email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({
      from: 'Polyplast Kunststoffe <shop@polyplast.example>',
      to: [email],
      reply_to: 'vertrieb@polyplast.example',
      subject: 'Please confirm your Polyplast Kunststoffe account',
    })
    expect(mail.html).toContain('/en/confirm-email/')
  })

  it('is not sent twice when the answer of a try is lost (the retry carries the same idempotency key)', async () => {
    await provider.mode({ mode: 'lost' })
    const email = newEmail('zeitueberschreitung')
    await register(email)
    const row = await settled(email)
    expect(row.status).toBe('sent')
    expect(await provider.requests(keyOf(row))).toEqual([0, 200])
    expect(await provider.mails(email)).toHaveLength(1)
  })
})

describe("a request's documents through the mail API", () => {
  let token: string
  let buyer: Buyer
  beforeAll(async () => {
    const [sku] = await stockedSkus(1, 40)
    buyer = await buyerWithCart({ [sku as string]: 2 }, 'en')
    token = await adminToken()
  })

  /** Sends the offer of a new request of the buyer through `commerce-mail`; the order's id. */
  async function sendOffer(): Promise<number> {
    const [sku] = await stockedSkus(1, 40)
    const orderId = await placeWith(buyer, { [sku as string]: 3 })
    const draft = await draftOf(token, orderId, 'offer')
    const sent = await commerceMail(`/rest/V1/order/${orderId}/offer`, {
      method: 'POST',
      token,
      body: { items: linesOf(draft.body), notify: true },
    })
    expect(sent.status).toBe(200)
    return orderId
  }

  const mailsOf = async (orderId: number) =>
    (await commerceMail(`/rest/V1/order/${orderId}/mails`, { token })).body as {
      items: Json[]
      total_count: number
    }

  it('sends the offer with the provider down (200) and delivers it with its PDF whole once it is back', async () => {
    await provider.mode({ mode: 'unavailable', times: 3 })
    const orderId = await sendOffer()
    const row = await settled(buyer.email)
    expect(row).toMatchObject({ status: 'sent', attempts: 4 })
    const stored = await COMMERCE_DB.prepare(
      'SELECT filename, content_base64 FROM email_outbox_attachment WHERE message_id = ?',
    )
      .bind(row.message_id)
      .first<{ filename: string; content_base64: string }>()
    const mail = (await provider.mails(buyer.email)).find((m) => m.key === keyOf(row))
    expect(mail.attachments).toEqual([
      { filename: stored?.filename, content: stored?.content_base64, content_type: 'application/pdf' },
    ])
    expect(atob(mail.attachments[0].content).startsWith('%PDF-')).toBe(true)
    const offerMail = (await mailsOf(orderId)).items.find((m) => m.message_id === row.message_id)
    expect(offerMail).toMatchObject({ status: 'sent', recipient: buyer.email, failure: null })
    expect(offerMail.delivered_at).toMatch(/^\d{4}-\d{2}-\d{2} /)
  })

  it('shows the desk a final failure with its reason, and delivers the mail sent again', async () => {
    await provider.mode({ mode: 'unavailable' })
    const orderId = await sendOffer()
    const row = await settled(buyer.email)
    expect(row).toMatchObject({ status: 'failed', attempts: 5 })
    const failed = (await mailsOf(orderId)).items.find((m) => m.message_id === row.message_id)
    expect(failed).toMatchObject({ status: 'failed', failure: expect.stringContaining('503') })

    await provider.mode({ mode: 'pass' })
    const retry = `/rest/V1/order/${orderId}/mails/${row.message_id}/retry`
    expect(await commerceMail(retry, { method: 'POST', token })).toEqual({ status: 200, body: true })
    expect(await settled(buyer.email)).toMatchObject({ status: 'sent', failure: null })
    expect((await provider.mails(buyer.email)).filter((m) => m.key === keyOf(row))).toHaveLength(1)
    // Only a failed mail can be sent again; another order's mail is unknown.
    expect((await commerceMail(retry, { method: 'POST', token })).status).toBe(409)
    const elsewhere = `/rest/V1/order/${orderId + 100000}/mails/${row.message_id}/retry`
    expect((await commerceMail(elsewhere, { method: 'POST', token })).status).toBe(404)
  })

  it('fails at once a mail the provider refuses, and lists the mails only to staff', async () => {
    await provider.mode({ mode: 'reject' })
    const orderId = await sendOffer()
    expect(await settled(buyer.email)).toMatchObject({ status: 'failed', attempts: 1 })
    await provider.mode({ mode: 'pass' })
    expect((await commerceMail(`/rest/V1/order/${orderId}/mails`, {})).status).toBe(401)
  })
})
