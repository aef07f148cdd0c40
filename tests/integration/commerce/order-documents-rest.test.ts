/**
 * The company's offers and order confirmations through the admin REST API: the prefilled draft, sending a document
 * (its number, stored figures, the status change, the history entry, the mail), numbers unique under concurrent
 * sends, one winner of two sends to one request, and bad input refused with Magento's 400.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMERCE_DB, mailbox } from './customer-helpers'
import {
  type DocumentType,
  documentsOf,
  draftOf,
  type Json,
  linesOf,
  placeWith,
  send,
  sendDraft,
} from './document-helpers'
import { adminToken, type Buyer, buyerWithCart, checkout, placeRequest, rest, stockedSkus } from './request-helpers'

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
const inDays = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const euros = (value: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value)

let token: string
let buyer: Buyer
let skus: [string, string]
let quote: number
beforeAll(async () => {
  skus = (await stockedSkus(2, 40)) as [string, string]
  buyer = await buyerWithCart({ [skus[0]]: 4, [skus[1]]: 10 }, 'de')
  await checkout(buyer)
  quote = Number((await placeRequest(buyer, 'QUOTE')).number)
  token = await adminToken()
})

/** The pallets the seed's pallet sizes give for these quantities (a part pallet per line). */
async function palletsFor(quantities: Record<string, number>): Promise<number> {
  let pallets = 0
  for (const [sku, qty] of Object.entries(quantities)) {
    const row = await COMMERCE_DB.prepare('SELECT pieces_per_pallet AS size FROM catalog_product_entity WHERE sku = ?')
      .bind(sku)
      .first<{ size: number }>()
    pallets += Math.ceil(qty / (row?.size ?? qty))
  }
  return pallets
}

describe('the draft', () => {
  it("prefills the order's lines at the cart's prices, freight by pallets and country, texts and validity", async () => {
    const order = (await rest('GET', `/rest/V1/orders/${quote}`, { token })).body
    const { status, body } = await draftOf(token, quote, 'offer')
    expect(status).toBe(200)
    const pallets = await palletsFor({ [skus[0]]: 4, [skus[1]]: 10 })
    const perPallet = pallets >= 12 ? 55 : pallets >= 6 ? 65 : pallets >= 3 ? 75 : 85
    expect(body).toMatchObject({
      order_id: quote,
      document_type: 'offer',
      increment_id: null,
      version: 1,
      pallets,
      country_id: 'DE',
      shipping_amount: pallets * perPallet,
      other_charges: [],
      expiration_date: inDays(14),
      payment_terms: 'Zahlbar innerhalb von 30 Tagen netto, innerhalb von 10 Tagen mit 2 % Skonto.',
      opening_text: 'Vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen freibleibend an:',
      internal_note: null,
      order_currency_code: 'EUR',
      tax_percent: 19,
    })
    expect(body.items).toEqual(
      order.items.map((item: Json) => ({
        order_item_id: item.item_id,
        sku: item.sku,
        name: item.name,
        qty: item.qty_ordered,
        unit: 'piece',
        original_price: item.price,
        price: item.price,
        discount_percent: 0,
        discount_amount: 0,
        row_total: item.row_total,
        delivery_date: null,
        delivery_week: null,
        cut_list: null,
      })),
    )
    expect(body.subtotal).toBe(order.subtotal)
    const net = Math.round((body.subtotal + body.shipping_amount) * 100)
    expect(Math.round(body.tax_amount * 100)).toBe(Math.round((net * 19) / 100))
    expect(body.grand_total).toBe((net + Math.round(body.tax_amount * 100)) / 100)
  })

  it('answers 404 for an unknown order, 409 where the status allows no such document, 401 without a token', async () => {
    expect(await draftOf(token, 999_999, 'offer')).toEqual({
      status: 404,
      body: {
        message: "The entity that was requested doesn't exist. Verify the entity and try again.",
        parameters: [],
      },
    })
    expect(await draftOf(token, quote, 'confirmation')).toEqual({
      status: 409,
      body: { message: 'The order does not allow an order confirmation to be created.', parameters: [] },
    })
    const anonymous = await rest('GET', `/rest/V1/order/${quote}/offer-draft`)
    expect(anonymous).toMatchObject({ status: 401, body: { parameters: { resources: 'Magento_Sales::actions_view' } } })
  })
})

describe('sending', () => {
  it('stores version 1 under a new number with its figures, moves the status, names it in the history and mails it', async () => {
    const draft = (await draftOf(token, quote, 'offer')).body
    const [first, second] = linesOf(draft) as [Json, Json]
    const sent = await send(token, quote, 'offer', {
      items: [
        { ...first, price: 99.5, discount_percent: 5, delivery_week: '2026-W50' },
        { ...second, price: 12.34, delivery_date: inDays(30) },
      ],
      shipping_amount: 120,
      other_charges: [{ label: 'Zuschnitt', amount: 24 }],
      internal_note: 'Preis mit Herrn Maier abgestimmt',
    })
    expect(sent.status).toBe(200)
    expect(typeof sent.body).toBe('number')
    const { status, body: document } = await rest('GET', `/rest/V1/documents/${sent.body}`, { token })
    expect(status).toBe(200)
    // 4 × 99.50 = 398.00 less 5 % (19.90); 10 × 12.34 = 123.40; net 645.50; VAT 122.645 → 122.65
    expect(document).toMatchObject({
      entity_id: sent.body,
      order_id: quote,
      document_type: 'offer',
      increment_id: expect.stringMatching(new RegExp(`^AN-${today().slice(0, 4)}-\\d{5}$`)),
      version: 1,
      created_by: 'anna.berger',
      expiration_date: inDays(14),
      internal_note: 'Preis mit Herrn Maier abgestimmt',
      subtotal: 521.4,
      discount_amount: 19.9,
      shipping_amount: 120,
      other_charges_amount: 24,
      tax_percent: 19,
      tax_amount: 122.65,
      grand_total: 768.15,
      other_charges: [{ label: 'Zuschnitt', amount: 24 }],
    })
    expect(document.items).toMatchObject([
      { order_item_id: first.order_item_id, qty: 4, price: 99.5, original_price: first.price, discount_percent: 5 },
      { order_item_id: second.order_item_id, qty: 10, price: 12.34, discount_amount: 0, row_total: 123.4 },
    ])
    expect(document.items[0]).toMatchObject({ discount_amount: 19.9, row_total: 378.1, delivery_week: '2026-W50' })

    const order = (await rest('GET', `/rest/V1/orders/${quote}`, { token })).body
    expect(order.status).toBe('offer_sent')
    expect(order.status_histories[0]).toMatchObject({ status: 'offer_sent', entity_name: 'offer' })
    expect(order.status_histories[0].comment).toBe(
      `Angebot ${document.increment_id}, Version 1, gesendet: ${euros(768.15)}`,
    )
    expect((await documentsOf(token, quote)).total_count).toBe(1)

    const mail = (await mailbox()).find((m) => m.to === buyer.email && m.subject.includes(document.increment_id))
    expect(mail?.subject).toBe(`Unser Angebot ${document.increment_id} zu Ihrer Anfrage ${order.increment_id}`)
    expect(mail?.text).toContain(`Angebot ${document.increment_id}, Version 1`)
    expect(mail?.text).toContain(`Gesamtsumme: ${euros(768.15)}`)
    expect(mail?.text).toContain('Gültig bis: ')
    expect(mail?.text).toContain('Zahlbar innerhalb von 30 Tagen netto')
    expect(mail?.text).not.toContain('Herrn Maier')
  })

  it('sends an order confirmation AB-… to an order request', async () => {
    const order = await placeWith(buyer, { [skus[0]]: 2 }, 'ORDER')
    expect((await draftOf(token, order, 'offer')).status).toBe(409)
    const id = await sendDraft(token, order, 'confirmation')
    const { body } = await rest('GET', `/rest/V1/documents/${id}`, { token })
    expect(body).toMatchObject({
      document_type: 'confirmation',
      increment_id: expect.stringMatching(/^AB-\d{4}-\d{5}$/),
      version: 1,
      expiration_date: null,
      opening_text: 'Vielen Dank für Ihren Auftrag. Wir bestätigen ihn wie folgt:',
    })
    expect((await rest('GET', `/rest/V1/orders/${order}`, { token })).body.status).toBe('confirmation_sent')
  })

  it('gives each of 8 requests sent at once its own number', async () => {
    const orders: number[] = []
    for (let i = 0; i < 8; i++) orders.push(await placeWith(buyer, { [skus[1]]: 1 }))
    const ids = await Promise.all(orders.map((order) => sendDraft(token, order, 'offer', { notify: false })))
    const numbers = await Promise.all(
      ids.map(async (id) => (await rest('GET', `/rest/V1/documents/${id}`, { token })).body.increment_id as string),
    )
    expect(new Set(numbers).size).toBe(8)
    for (const number of numbers) expect(number).toMatch(/^AN-\d{4}-\d{5}$/)
  }, 120_000)

  it('lets one of two sends to one request win; the other gets 409 and nothing is written for it', async () => {
    const order = await placeWith(buyer, { [skus[0]]: 1 })
    const body = { items: linesOf((await draftOf(token, order, 'offer')).body), notify: false }
    const answers = await Promise.all([send(token, order, 'offer', body), send(token, order, 'offer', body)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      message: 'The order does not allow an offer to be created.',
      parameters: [],
    })
    expect((await documentsOf(token, order)).total_count).toBe(1)
    const histories = (await rest('GET', `/rest/V1/orders/${order}`, { token })).body.status_histories
    expect(histories.filter((h: Json) => h.entity_name === 'offer')).toHaveLength(1)
  })
})

describe('bad input', () => {
  let order: number
  let lines: Json[]
  beforeAll(async () => {
    order = await placeWith(buyer, { [skus[0]]: 3 })
    lines = linesOf((await draftOf(token, order, 'offer')).body)
  })

  const refused = async (body: unknown, type: DocumentType = 'offer') => {
    const answer = await send(token, order, type, body)
    expect(answer.status).toBe(400)
    return answer.body
  }
  const invalid = (value: string, field: string) => ({
    message: 'Invalid value of "%1" provided for the %2 field.',
    parameters: [value, field],
  })
  const line = (changes: Json) => [{ ...lines[0], ...changes }]

  it('refuses missing lines', async () => {
    const required = { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'items' } }
    expect(await refused({})).toEqual(required)
    expect(await refused({ items: [] })).toEqual(required)
  })

  it('refuses negative prices, strings for numbers, amounts finer than a cent and discounts over 100 %', async () => {
    expect(await refused({ items: line({ price: -1 }) })).toEqual(invalid('-1', 'items[0].price'))
    expect(await refused({ items: line({ qty: '4' }) })).toEqual(invalid('4', 'items[0].qty'))
    expect(await refused({ items: lines, shipping_amount: '85' })).toEqual(invalid('85', 'shipping_amount'))
    expect(await refused({ items: line({ price: 1.005 }) })).toEqual(invalid('1.005', 'items[0].price'))
    expect(await refused({ items: line({ discount_percent: 120 }) })).toEqual(
      invalid('120', 'items[0].discount_percent'),
    )
    expect(await refused({ items: lines, document_discount_percent: 101 })).toEqual(
      invalid('101', 'document_discount_percent'),
    )
    expect(await refused({ items: lines, document_discount_percent: 2.555 })).toEqual(
      invalid('2.555', 'document_discount_percent'),
    )
  })

  it('refuses an item of another order, an expired date, a date and a week at once, unknown fields', async () => {
    expect(await refused({ items: line({ order_item_id: 999_999 }) })).toEqual(
      invalid('999999', 'items[0].order_item_id'),
    )
    expect(await refused({ items: lines, expiration_date: '2020-01-01' })).toEqual(
      invalid('2020-01-01', 'expiration_date'),
    )
    expect(await refused({ items: line({ delivery_date: inDays(7), delivery_week: '2026-W50' }) })).toEqual(
      invalid('2026-W50', 'items[0].delivery_week'),
    )
    expect(await refused({ items: lines, shiping_amount: 85 })).toEqual({
      message: '"%fieldName" is not a known field.',
      parameters: { fieldName: 'shiping_amount' },
    })
    // a confirmation has no expiration date
    expect((await refused({ items: lines, expiration_date: inDays(3) }, 'confirmation')).parameters).toEqual({
      fieldName: 'expiration_date',
    })
  })

  it('names every problem of a body at once, and refuses a body that is not JSON', async () => {
    expect(await refused({ items: line({ price: -1, qty: 0 }) })).toEqual({
      message: 'One or more input exceptions have occurred.',
      errors: [invalid('0', 'items[0].qty'), invalid('-1', 'items[0].price')],
    })
    const garbage = await env.COMMERCE.fetch(`https://commerce/rest/V1/order/${order}/offer`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"items": [',
    })
    expect(garbage.status).toBe(400)
    expect(await garbage.json()).toEqual({ message: 'Decoding error: Unable to unserialize value.', parameters: [] })
  })

  it('wrote nothing for any of them', async () => {
    expect((await documentsOf(token, order)).total_count).toBe(0)
    expect((await rest('GET', `/rest/V1/orders/${order}`, { token })).body.status).toBe('quote_requested')
  })
})
