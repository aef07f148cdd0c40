/**
 * The buyer's side of the company's documents: `CustomerOrder.documents` (every version, only the buyer's own, never
 * the internal note), and answering them with respondToOrder: the whole loop from a quote request through a revised
 * offer and an order confirmation to a completed order, outdated and expired documents refused.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMERCE_DB, mailbox } from './customer-helpers'
import { documentsOf, draftOf, type Json, linesOf, placeWith, send, sendDraft } from './document-helpers'
import { call, data } from './graphql'
import { ADMIN, adminToken, type Buyer, buyerWithCart, rest, stockedSkus } from './request-helpers'

const DOCUMENTS = `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  status request_type available_responses
  documents { id number version type created_at expiration_date is_expired payment_terms opening_text closing_text
    items { id product_sku product_name quantity unit delivery_date delivery_week
      product_sale_price { value currency } original_price { value } row_total { value }
      discounts { label amount { value } } order_item { product_sku quantity_ordered } }
    total { subtotal { value } grand_total { value } base_grand_total { value } total_shipping { value }
      total_tax { value } discounts { label amount { value } } taxes { rate title amount { value } }
      other_charges { label amount { value } } shipping_handling { total_amount { value } } } }
} } } }`

const RESPOND = `mutation ($input: RespondToOrderInput!) {
  respondToOrder(input: $input) { errorV2 { code message } order { status request_type available_responses } } }`

const SALES_INBOX = 'vertrieb@polyplast.example'

let token: string
let buyer: Buyer
let sku: string
beforeAll(async () => {
  ;[sku] = (await stockedSkus(1, 40)) as [string]
  buyer = await buyerWithCart({}, 'de')
  token = await adminToken()
})

const numberOf = (order: number) => String(order).padStart(9, '0')

async function buyerView(order: number, who: Buyer = buyer) {
  const result = await data(DOCUMENTS, { store: 'de', token: who.token, variables: { n: numberOf(order) } })
  return result.customer.orders.items[0]
}

function respond(order: number, response: string, extra: { document_id?: string; comment?: string } = {}) {
  return call(RESPOND, {
    store: 'de',
    token: buyer.token,
    variables: { input: { order_id: btoa(String(order)), response, ...extra } },
  })
}

async function answered(order: number, response: string, extra: { document_id?: string; comment?: string } = {}) {
  const { body } = await respond(order, response, extra)
  if (body.errors) throw new Error(JSON.stringify(body.errors))
  return body.data.respondToOrder
}

const historyOf = async (order: number) => (await rest('GET', `/rest/V1/orders/${order}`, { token })).body

describe('from a quote request to a completed order', () => {
  let order: number
  let firstId: number
  let firstStored: Json
  let secondId: number
  beforeAll(async () => {
    order = await placeWith(buyer, { [sku]: 6 })
  })

  it('shows the sent offer to the buyer with its stored figures, without the internal note', async () => {
    const draft = (await draftOf(token, order, 'offer')).body
    const lines = linesOf(draft).map((line: Json) => ({ ...line, price: 50, delivery_week: '2026-W50' }))
    const sent = await send(token, order, 'offer', {
      items: lines,
      shipping_amount: 85,
      other_charges: [{ label: 'Zuschnitt', amount: 12.5 }],
      internal_note: 'Nur intern: Marge 18 %',
    })
    firstId = sent.body
    firstStored = (await rest('GET', `/rest/V1/documents/${firstId}`, { token })).body
    const view = await buyerView(order)
    expect(view.status).toBe('Angebot gesendet')
    expect(view.available_responses).toEqual(['ACCEPT_OFFER', 'DECLINE', 'REQUEST_REVISION'])
    expect(view.documents).toHaveLength(1)
    const [offer] = view.documents
    expect(offer).toMatchObject({
      id: btoa(String(firstId)),
      number: firstStored.increment_id,
      version: 1,
      type: 'OFFER',
      expiration_date: firstStored.expiration_date,
      is_expired: false,
      payment_terms: firstStored.payment_terms,
      opening_text: firstStored.opening_text,
      closing_text: firstStored.closing_text,
      total: {
        subtotal: { value: 300 },
        total_shipping: { value: 85 },
        other_charges: [{ label: 'Zuschnitt', amount: { value: 12.5 } }],
        // (300 + 85 + 12.50) × 19 % = 75.525 → 75.53
        total_tax: { value: 75.53 },
        grand_total: { value: 473.03 },
        base_grand_total: { value: 473.03 },
        taxes: [{ rate: 19, title: 'MwSt. 19 %', amount: { value: 75.53 } }],
        discounts: [],
        shipping_handling: { total_amount: { value: 85 } },
      },
    })
    expect(offer.items).toEqual([
      {
        id: btoa(String(firstStored.items[0].entity_id)),
        product_sku: sku,
        product_name: firstStored.items[0].name,
        quantity: 6,
        unit: 'PIECE',
        delivery_date: null,
        delivery_week: '2026-W50',
        product_sale_price: { value: 50, currency: 'EUR' },
        original_price: { value: firstStored.items[0].original_price },
        row_total: { value: 300 },
        discounts: [],
        order_item: { product_sku: sku, quantity_ordered: 6 },
      },
    ])
    expect(JSON.stringify(view)).not.toContain('Marge')
    const asked = await call('query { customer { orders { items { documents { internal_note created_by } } } } }', {
      token: buyer.token,
    })
    expect(asked.body.errors?.map((e) => e.message.split('.')[0])).toEqual([
      'Cannot query field "internal_note" on type "OrderDocument"',
      'Cannot query field "created_by" on type "OrderDocument"',
    ])
  })

  it('takes a revision request only with a comment; the request goes back to the company', async () => {
    const bare = await respond(order, 'REQUEST_REVISION')
    expect(bare.body.errors?.[0]).toMatchObject({
      message: 'Der erforderliche Parameter "comment" fehlt',
      extensions: { category: 'graphql-input' },
    })
    const revised = await answered(order, 'REQUEST_REVISION', {
      document_id: btoa(String(firstId)),
      comment: 'Bitte 10 % Rabatt',
    })
    expect(revised).toEqual({
      errorV2: null,
      order: { status: 'Angebot angefragt', request_type: 'QUOTE', available_responses: [] },
    })
    const [words, entry, sent] = (await historyOf(order)).status_histories
    expect(entry.status).toBe('quote_requested')
    expect(entry.extension_attributes).toEqual({ created_by: 'customer' })
    expect(sent).toMatchObject({ status: 'offer_sent', extension_attributes: { created_by: ADMIN.username } })
    expect(entry.comment).toContain(`Der Kunde bittet, das Angebot ${firstStored.increment_id}, Version 1 (`)
    // the buyer's words are a comment of the request's thread, visible to both sides
    expect(entry.comment).not.toContain('Bitte 10 % Rabatt')
    expect(words).toMatchObject({
      comment: 'Bitte 10 % Rabatt',
      is_visible_on_front: 1,
      extension_attributes: { created_by: 'customer' },
    })
    const mails = await mailbox()
    expect(mails.find((m) => m.to === SALES_INBOX && m.text.includes('Bitte 10 % Rabatt'))?.text).toContain(
      firstStored.increment_id,
    )
    expect(mails.find((m) => m.to === buyer.email && m.subject.startsWith('Ihre Antwort'))?.text).toContain(
      `Ihre Antwort betrifft das Angebot ${firstStored.increment_id}, Version 1`,
    )
  })

  it('sends the revision as version 2 of the same number; version 1 stays as it was and is still listed', async () => {
    const draft = (await draftOf(token, order, 'offer')).body
    expect(draft).toMatchObject({
      increment_id: firstStored.increment_id,
      version: 2,
      shipping_amount: 85,
      other_charges: [{ label: 'Zuschnitt', amount: 12.5 }],
    })
    expect(draft.items[0]).toMatchObject({ price: 50, delivery_week: '2026-W50' })
    const lines = linesOf(draft).map((line: Json) => ({ ...line, discount_percent: 10 }))
    secondId = (await send(token, order, 'offer', { items: lines })).body
    expect((await rest('GET', `/rest/V1/documents/${firstId}`, { token })).body).toEqual(firstStored)
    const listed = await documentsOf(token, order)
    expect(listed.items.map((d: Json) => [d.entity_id, d.increment_id, d.version])).toEqual([
      [secondId, firstStored.increment_id, 2],
      [firstId, firstStored.increment_id, 1],
    ])
    const view = await buyerView(order)
    expect(view.documents.map((d: Json) => d.version)).toEqual([2, 1])
    expect(view.documents[0].items[0].discounts).toEqual([{ label: 'Rabatt 10 %', amount: { value: 30 } }])
    expect(view.documents[0].total.discounts).toEqual([{ label: 'Rabatt', amount: { value: 30 } }])
  })

  it('accepts only the newest version: the offer becomes an order request', async () => {
    const outdated = await answered(order, 'ACCEPT_OFFER', { document_id: btoa(String(firstId)) })
    expect(outdated.errorV2).toEqual({
      code: 'DOCUMENT_OUTDATED',
      message: 'Von diesem Dokument wurde eine neuere Version gesendet. Bitte beantworten Sie die neueste Version.',
    })
    const unknown = await answered(order, 'ACCEPT_OFFER', { document_id: btoa('999999') })
    expect(unknown.errorV2.code).toBe('DOCUMENT_NOT_FOUND')
    const accepted = await answered(order, 'ACCEPT_OFFER', { document_id: btoa(String(secondId)) })
    expect(accepted).toEqual({
      errorV2: null,
      order: { status: 'Bestellung angefragt', request_type: 'ORDER', available_responses: [] },
    })
    expect((await historyOf(order)).status_histories[0].comment).toContain(
      `Der Kunde hat das Angebot ${firstStored.increment_id}, Version 2 (`,
    )
  })

  it("confirms on the accepted offer's terms, and the buyer's approval concludes the contract", async () => {
    const draft = (await draftOf(token, order, 'confirmation')).body
    expect(draft).toMatchObject({
      version: 1,
      increment_id: null,
      expiration_date: null,
      shipping_amount: 85,
      opening_text: 'Vielen Dank für Ihren Auftrag. Wir bestätigen ihn wie folgt:',
    })
    expect(draft.items[0]).toMatchObject({ price: 50, discount_percent: 10, row_total: 270 })
    const confirmationId = await sendDraft(token, order, 'confirmation')
    const view = await buyerView(order)
    expect(view.documents.map((d: Json) => [d.type, d.version])).toEqual([
      ['ORDER_CONFIRMATION', 1],
      ['OFFER', 2],
      ['OFFER', 1],
    ])
    expect(view.documents[0].number).toMatch(/^AB-\d{4}-\d{5}$/)
    expect(view.available_responses).toEqual(['APPROVE_CONFIRMATION', 'DECLINE'])
    const approved = await answered(order, 'APPROVE_CONFIRMATION', { document_id: btoa(String(confirmationId)) })
    expect(approved.order.status).toBe('Vom Kunden bestätigt')
  })

  it('moves on to processing and complete, one step at a time', async () => {
    const comment = (status: string) =>
      rest('POST', `/rest/V1/orders/${order}/comments`, { token, body: { statusHistory: { comment: status, status } } })
    expect(await comment('complete')).toEqual({
      status: 409,
      body: { message: 'The order status can\'t change from "%1" to "%2".', parameters: ['confirmed', 'complete'] },
    })
    expect((await comment('processing')).status).toBe(200)
    expect((await buyerView(order)).status).toBe('In Bearbeitung')
    expect((await comment('quote_requested')).status).toBe(409)
    expect((await comment('complete')).status).toBe(200)
    expect(await historyOf(order)).toMatchObject({ status: 'complete', state: 'complete' })
    expect((await buyerView(order)).status).toBe('Abgeschlossen')
    expect((await comment('processing')).status).toBe(409)
  })
})

describe('an expired offer', () => {
  let order: number
  let offerId: number
  beforeAll(async () => {
    order = await placeWith(buyer, { [sku]: 2 })
    offerId = await sendDraft(token, order, 'offer', { notify: false })
    await COMMERCE_DB.prepare("UPDATE sales_document SET expiration_date = '2020-01-31' WHERE entity_id = ?")
      .bind(offerId)
      .run()
  })

  it('is shown as expired and cannot be accepted', async () => {
    const view = await buyerView(order)
    expect(view.documents[0]).toMatchObject({ expiration_date: '2020-01-31', is_expired: true })
    expect(view.available_responses).toEqual(['DECLINE', 'REQUEST_REVISION'])
    const refused = await answered(order, 'ACCEPT_OFFER')
    expect(refused.errorV2).toEqual({
      code: 'OFFER_EXPIRED',
      message: 'Das Angebot ist abgelaufen. Fordern Sie ein erneuertes Angebot an.',
    })
  })

  it('is renewed on request: the next version is valid again; a decline names it with its reason', async () => {
    await answered(order, 'REQUEST_REVISION', { comment: 'Bitte verlängern' })
    const renewed = (await draftOf(token, order, 'offer')).body
    expect(renewed.version).toBe(2)
    expect(renewed.expiration_date > '2020-01-31').toBe(true)
    await sendDraft(token, order, 'offer', { notify: false })
    expect((await buyerView(order)).documents[0]).toMatchObject({ version: 2, is_expired: false })
    const declined = await answered(order, 'DECLINE', { comment: 'Zu teuer' })
    expect(declined.order.status).toBe('Abgelehnt')
    const [reason, entry] = (await historyOf(order)).status_histories
    expect(entry.comment).toContain('Version 2')
    expect(reason).toMatchObject({ comment: 'Zu teuer', is_visible_on_front: 1 })
  })
})

describe("another customer's documents", () => {
  it('are not shown: a customer sees the documents of their own orders only', async () => {
    const order = await placeWith(buyer, { [sku]: 1 })
    await sendDraft(token, order, 'offer', { notify: false, internal_note: 'geheim' })
    const other = await buyerWithCart({}, 'de')
    const result = await data(DOCUMENTS, { store: 'de', token: other.token, variables: { n: numberOf(order) } })
    expect(result.customer.orders.items).toEqual([])
    expect((await buyerView(order)).documents).toHaveLength(1)
  })
})
