/**
 * The company's documents on the buyer's side of the BFF: a request's detail shows the current document's figures
 * (lines with what changed, freight, charges, VAT, validity, earlier versions); the PDF is forwarded only to its own
 * buyer; each answer names the version shown (outdated, expired and missing words refused by reason); the account
 * lists what waits for an answer; the history shows document totals and finds a request by the buyer's order number.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { RequestDetailView, RequestListView, RequestSummaryView } from '../../../contract/request'
import { api } from '../../../server/app'
import { COMMERCE_DB } from '../commerce/customer-helpers'
import { draftOf, type Json, linesOf, placeWith, send } from '../commerce/document-helpers'
import { pdfText } from '../commerce/pdf-text'
import {
  adminToken,
  type Buyer,
  buyerWithCart,
  checkout,
  placeRequest,
  stockedSkus,
  withCart,
} from '../commerce/request-helpers'
import { data, error, SHOP } from './trpc'
import { Visitor } from './visitor'

let token: string
let sku: string
beforeAll(async () => {
  ;[sku] = (await stockedSkus(1, 40)) as [string]
  token = await adminToken()
})

const numberOf = (order: number) => String(order).padStart(9, '0')

/** The buyer's browser in the shop (their token in its cookie). */
function browserOf(buyer: Buyer, store: 'de' | 'en' = 'de') {
  const browser = new Visitor(store)
  browser.cookies.set('vsf-customer', buyer.token)
  return browser
}

/** The company's offer with a negotiated price, a line discount, a calendar week, freight and a charge. */
async function sendOffer(order: number, price: number, changes: Json = {}) {
  const draft = (await draftOf(token, order, 'offer')).body
  const items = linesOf(draft).map((line: Json) => ({ ...line, price, discount_percent: 5, delivery_week: '2026-W49' }))
  const sent = await send(token, order, 'offer', {
    items,
    shipping_amount: 185,
    other_charges: [{ label: 'Zuschnitt', amount: 12.5 }],
    payment_terms: '14 Tage netto',
    opening_text: 'Vielen Dank für Ihre Anfrage.',
    closing_text: 'Mit freundlichen Grüßen',
    internal_note: 'Nur intern',
    ...changes,
  })
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body))
  return sent.body as number
}

async function sendConfirmation(order: number) {
  const draft = (await draftOf(token, order, 'confirmation')).body
  const sent = await send(token, order, 'confirmation', { items: linesOf(draft) })
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body))
  return sent.body as number
}

const pdfOf = (browser: Visitor, url: string) =>
  api.fetch(new Request(`${SHOP}${url}`, { headers: { cookie: browser.cookie } }))

describe("a request's documents in its detail", () => {
  let buyer: Buyer
  let order: number
  let detail: RequestDetailView
  beforeAll(async () => {
    buyer = await buyerWithCart({}, 'de')
    order = await placeWith(buyer, { [sku]: 6 })
    await sendOffer(order, 50)
    detail = await data<RequestDetailView>(await browserOf(buyer).query('request.detail', { number: numberOf(order) }))
  })

  it("are the request's figures: lines with what changed, freight, charges, discount, VAT and texts", () => {
    const [line] = detail.lines
    expect(detail.document).toMatchObject({
      kind: 'offer',
      number: expect.stringMatching(/^AN-\d{4}-\d+$/),
      version: 1,
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expired: false,
      lines: [
        {
          sku,
          quantity: 6,
          requestedQuantity: 6,
          salesUnit: 'piece',
          price: { value: 50, currency: 'EUR' },
          requestedPrice: line?.price,
          discount: { amount: { value: 15 }, label: expect.stringContaining('5') },
          rowTotal: { value: 285 },
          deliveryDate: null,
          deliveryWeek: '2026-W49',
          cutList: null,
        },
      ],
      subtotal: { value: 300 },
      discount: { value: 15 },
      shipping: { value: 185 },
      otherCharges: [{ label: 'Zuschnitt', amount: { value: 12.5 } }],
      taxRate: 19,
      tax: { value: 91.68 },
      total: { value: 574.18 },
      paymentTerms: '14 Tage netto',
      openingText: 'Vielen Dank für Ihre Anfrage.',
      closingText: 'Mit freundlichen Grüßen',
    })
    expect(JSON.stringify(detail)).not.toContain('Nur intern')
    expect(detail).toMatchObject({ total: { value: 574.18 }, answering: 'offer' })
    expect(detail.answers).toEqual(['acceptOffer', 'requestRevision', 'decline'])
    expect(detail.earlierDocuments).toEqual([])
  })

  it('come as PDF to their buyer only: another customer, a guest and a bad id get no PDF and no 500', async () => {
    const url = detail.document?.pdfUrl ?? ''
    const own = await pdfOf(browserOf(buyer), url)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect(await pdfText(new Uint8Array(await own.arrayBuffer()))).toContain(detail.document?.number)

    const other = await buyerWithCart({}, 'de')
    const foreign = await pdfOf(browserOf(other), url)
    expect(foreign.status).toBe(404)
    expect(await foreign.text()).not.toContain('%PDF')
    expect((await pdfOf(new Visitor('de'), url)).status).toBe(401)
    for (const bad of ['abc', '99999999', '-1', '1e3', '%00']) {
      expect((await pdfOf(browserOf(buyer), `/api/request/documents/${bad}/pdf`)).status).toBe(404)
    }
  })
})

describe('answering the shown version', () => {
  it('asks for a revision with words, then accepts version 2; a stale page is told and sees the new figures', async () => {
    const buyer = await buyerWithCart({}, 'en')
    const browser = browserOf(buyer, 'en')
    const order = await placeWith(buyer, { [sku]: 4 })
    const number = numberOf(order)
    await sendOffer(order, 40)
    const first = await data<RequestDetailView>(await browser.query('request.detail', { number }))
    const firstId = first.document?.id ?? null

    const wordless = await error(
      await browser.mutate('request.answer', { number, answer: 'requestRevision', documentId: firstId, comment: ' ' }),
    )
    expect(wordless.data).toMatchObject({
      reason: 'INVALID_INPUT',
      inputIssues: [{ path: 'comment', code: 'REQUIRED' }],
    })
    const revising = await data<RequestDetailView>(
      await browser.mutate('request.answer', {
        number,
        answer: 'requestRevision',
        documentId: firstId,
        comment: 'Bitte 38 € pro Stück',
      }),
    )
    expect(revising).toMatchObject({ status: 'Quote requested', answers: [], answering: null })

    await sendOffer(order, 38)
    // the page still shows version 1
    const stale = await error(
      await browser.mutate('request.answer', { number, answer: 'acceptOffer', documentId: firstId }),
    )
    expect(stale.data.reason).toBe('DOCUMENT_OUTDATED')
    const fresh = await data<RequestDetailView>(await browser.query('request.detail', { number }))
    expect(fresh.document).toMatchObject({
      version: 2,
      number: first.document?.number,
      lines: [{ price: { value: 38 } }],
    })
    expect(fresh.earlierDocuments).toEqual([expect.objectContaining({ id: firstId, version: 1 })])

    const unknown = await error(
      await browser.mutate('request.answer', { number, answer: 'acceptOffer', documentId: btoa('99999999') }),
    )
    expect(unknown.data.reason).toBe('DOCUMENT_NOT_FOUND')
    const accepted = await data<RequestDetailView>(
      await browser.mutate('request.answer', { number, answer: 'acceptOffer', documentId: fresh.document?.id }),
    )
    expect(accepted).toMatchObject({ type: 'order', status: 'Order requested', answers: [] })
    const again = await error(
      await browser.mutate('request.answer', { number, answer: 'acceptOffer', documentId: fresh.document?.id }),
    )
    expect(again.data.reason).toBe('ANSWER_NOT_ALLOWED')

    await sendConfirmation(order)
    const confirming = await data<RequestDetailView>(await browser.query('request.detail', { number }))
    expect(confirming).toMatchObject({
      answering: 'confirmation',
      answers: ['approveConfirmation', 'decline'],
      document: { kind: 'confirmation', number: expect.stringMatching(/^AB-/), validUntil: null },
    })
    expect(confirming.earlierDocuments.map((d) => [d.kind, d.version])).toEqual([
      ['offer', 2],
      ['offer', 1],
    ])
    const reasonless = await error(
      await browser.mutate('request.answer', { number, answer: 'decline', documentId: confirming.document?.id }),
    )
    expect(reasonless.data).toMatchObject({ reason: 'INVALID_INPUT', inputIssues: [{ path: 'comment' }] })
    const approved = await data<RequestDetailView>(
      await browser.mutate('request.answer', {
        number,
        answer: 'approveConfirmation',
        documentId: confirming.document?.id,
      }),
    )
    expect(approved).toMatchObject({ status: 'Confirmed by customer', answers: [] })
  })

  it('refuses to accept an expired offer and takes a request for a renewed one', async () => {
    const buyer = await buyerWithCart({}, 'de')
    const browser = browserOf(buyer)
    const order = await placeWith(buyer, { [sku]: 2 })
    const number = numberOf(order)
    const id = await sendOffer(order, 30)
    const shown = await data<RequestDetailView>(await browser.query('request.detail', { number }))
    await COMMERCE_DB.prepare("UPDATE sales_document SET expiration_date = '2020-01-31' WHERE entity_id = ?")
      .bind(id)
      .run()
    const expired = await error(
      await browser.mutate('request.answer', { number, answer: 'acceptOffer', documentId: shown.document?.id }),
    )
    expect(expired.data.reason).toBe('OFFER_EXPIRED')
    const now = await data<RequestDetailView>(await browser.query('request.detail', { number }))
    expect(now).toMatchObject({ document: { expired: true, validUntil: '2020-01-31' }, answering: 'offer' })
    expect(now.answers).toEqual(['requestRevision', 'decline'])
    const renewing = await data<RequestDetailView>(
      await browser.mutate('request.answer', {
        number,
        answer: 'requestRevision',
        documentId: now.document?.id,
        comment: 'Bitte erneuern',
      }),
    )
    expect(renewing.status).toBe('Angebot angefragt')
  })

  it('declines an offer without words, and a confirmation with a reason', async () => {
    const buyer = await buyerWithCart({}, 'de')
    const browser = browserOf(buyer)
    const offered = await placeWith(buyer, { [sku]: 1 })
    await sendOffer(offered, 30)
    const declined = await data<RequestDetailView>(
      await browser.mutate('request.answer', { number: numberOf(offered), answer: 'decline' }),
    )
    expect(declined).toMatchObject({ status: 'Abgelehnt', answers: [] })

    const ordered = await placeWith(buyer, { [sku]: 1 }, 'ORDER')
    await sendConfirmation(ordered)
    const refused = await data<RequestDetailView>(
      await browser.mutate('request.answer', {
        number: numberOf(ordered),
        answer: 'decline',
        comment: 'Liefertermin zu spät',
      }),
    )
    expect(refused).toMatchObject({ status: 'Abgelehnt', answers: [] })
  })
})

describe('what waits for an answer, and the history', () => {
  it('lists offers and confirmations waiting, shows document totals and finds a request by the order number', async () => {
    const buyer = await buyerWithCart({}, 'de')
    const browser = browserOf(buyer)
    const offered = await placeWith(buyer, { [sku]: 6 })
    await sendOffer(offered, 50)
    const next = await withCart(buyer, { [sku]: 2 })
    await checkout(next, { poNumber: 'PO-4711-Süd' })
    const untouched = Number((await placeRequest(next, 'QUOTE')).number)

    const waiting = await data<RequestSummaryView[]>(await browser.query('request.awaitingAnswer'))
    expect(waiting).toEqual([
      expect.objectContaining({
        number: numberOf(offered),
        total: { value: 574.18, currency: 'EUR' },
        document: expect.objectContaining({ kind: 'offer', version: 1, expired: false }),
      }),
    ])

    const history = await data<RequestListView>(await browser.query('request.list', { page: 1 }))
    expect(history.items.map((i) => [i.number, i.document?.number ?? null, i.status])).toEqual([
      [numberOf(untouched), null, 'Angebot angefragt'],
      [numberOf(offered), waiting[0]?.document?.number, 'Angebot gesendet'],
    ])
    expect(history.items[1]?.total.value).toBe(574.18)

    const found = await data<RequestListView>(
      await browser.query('request.list', { page: 1, purchaseOrderNumber: '4711' }),
    )
    expect(found).toMatchObject({ totalCount: 1, items: [{ number: numberOf(untouched) }] })
    const none = await data<RequestListView>(
      await browser.query('request.list', { page: 1, purchaseOrderNumber: 'X-1' }),
    )
    expect(none).toMatchObject({ totalCount: 0, items: [] })
    // another customer's order number finds nothing of theirs
    const other = browserOf(await buyerWithCart({}, 'de'))
    expect(
      (await data<RequestListView>(await other.query('request.list', { page: 1, purchaseOrderNumber: '4711' })))
        .totalCount,
    ).toBe(0)
  })
})
