/**
 * Offers and order confirmations as PDF: the stored version for staff and for its own customer (in the order's store
 * view language), every name as written, the totals with the net, the legal footer, the offer a confirmation
 * confirms; the desk's preview that stores nothing, and the mails that carry the PDF — the customer's with the
 * document attached, the sales inbox's internal mails with the request's facts and the answer naming document and
 * amount.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Mail, mailbox } from './customer-helpers'
import { documentsOf, draftOf, type Json, linesOf, placeWith, sendDraft } from './document-helpers'
import { data } from './graphql'
import { pdfText, pdfTexts } from './pdf-text'
import {
  ADDRESS,
  addAddress,
  adminToken,
  type Buyer,
  buyerWithCart,
  checkout,
  placeRequest,
  rest,
  stockedSkus,
  withCart,
} from './request-helpers'

type Attachment = { filename: string; content_type: string; size: number; content_base64: string }
type MailWithFiles = Mail & { attachments: Attachment[] }

const SALES_INBOX = 'vertrieb@polyplast.example'

async function pdfAt(path: string, options: { token?: string; method?: 'GET' | 'POST'; body?: unknown } = {}) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  const response = await env.COMMERCE.fetch(`https://commerce${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
const euros = (value: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value)
const mails = async () => (await mailbox()) as MailWithFiles[]

let token: string
let skus: [string, string]
let german: Buyer
let offerId: number
let offer: Json
let quote: number

beforeAll(async () => {
  token = await adminToken()
  skus = (await stockedSkus(2, 40)) as [string, string]
  german = await buyerWithCart({ [skus[0]]: 4, [skus[1]]: 10 }, 'de')
  await checkout(german, { poNumber: 'BE-4711', note: 'Bitte mit Hebebühne liefern.' })
  quote = Number((await placeRequest(german, 'QUOTE')).number)
  const draft = (await draftOf(token, quote, 'offer')).body
  const items = linesOf(draft).map((line: Json, i: number) => (i === 0 ? { ...line, price: 92.5 } : line))
  offerId = await sendDraft(token, quote, 'offer', {
    items,
    shipping_amount: 185,
    internal_note: 'Nur für uns: Marge knapp',
  })
  offer = (await rest('GET', `/rest/V1/documents/${offerId}`, { token })).body
})

describe('the stored PDF', () => {
  it("prints the document's number, figures and texts in the order's language, never the internal note", async () => {
    const { response, bytes } = await pdfAt(`/rest/V1/documents/${offerId}/pdf`, { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${offer.increment_id}-v1.pdf"`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const text = await pdfText(bytes)
    expect(text).toContain('Angebot')
    expect(text).toContain(offer.increment_id)
    expect(text).toContain('Einzelpreis')
    expect(text).toMatch(/92,50\s€/)
    expect(text).toMatch(/Fracht\n185,00\s€/)
    expect(text).toContain('BE-4711')
    expect(text).not.toContain('Marge knapp')
  })

  it('is its own customer’s to download, 404 to another customer, 401 without a token', async () => {
    const own = await pdfAt(`/rest/V1/customers/me/documents/${offerId}/pdf`, { token: german.token })
    expect(own.response.status).toBe(200)
    expect(await pdfText(own.bytes)).toContain(offer.increment_id)

    const other = await buyerWithCart({ [skus[0]]: 1 }, 'en')
    const foreign = await pdfAt(`/rest/V1/customers/me/documents/${offerId}/pdf`, { token: other.token })
    expect(foreign.response.status).toBe(404)
    const unknown = await pdfAt('/rest/V1/customers/me/documents/999999/pdf', { token: other.token })
    expect(unknown.response.status).toBe(404)
    const anonymous = await pdfAt(`/rest/V1/customers/me/documents/${offerId}/pdf`)
    expect(anonymous.response.status).toBe(401)
  })

  it("prints in English for an order of the English store view, the staff's too", async () => {
    const english = await buyerWithCart({ [skus[1]]: 3 }, 'en')
    const order = await placeWith(english, { [skus[1]]: 3 })
    const id = await sendDraft(token, order, 'offer')
    const { bytes } = await pdfAt(`/rest/V1/documents/${id}/pdf`, { token })
    const text = await pdfText(bytes)
    expect(text).toContain('Offer')
    expect(text).toContain('Unit price')
    expect(text).not.toContain('Einzelpreis')
  })
})

describe('what the PDF prints', () => {
  const inPoland = {
    ...ADDRESS,
    firstname: 'Łukasz',
    lastname: 'Dąbrowski',
    company: 'Przędzalnia Żółw',
    street: ['ul. Piotrkowska 1'],
    city: 'Łódź',
    postcode: '90-001',
    country_code: 'PL',
  }
  const inSlovakia = {
    ...ADDRESS,
    firstname: 'Дмитрий',
    lastname: 'Иванов',
    company: 'Sklad Žilina',
    street: ['Žilinská 5'],
    city: 'Žilina',
    postcode: '010 01',
    country_code: 'SK',
  }
  const dollars = (value: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(value)
  const cents = (value: number) => Math.round(value * 100)

  it('prints Polish, Slovak and Cyrillic names as written, the discount once, the net total, and stays small', async () => {
    const polish = await buyerWithCart({}, 'en', inPoland)
    const shipTo = await addAddress(polish, inSlovakia)
    const buyer = await withCart(polish, { [skus[0]]: 3, [skus[1]]: 5 })
    await checkout(buyer, { shippingAddressId: shipTo })
    const order = Number((await placeRequest(buyer, 'QUOTE')).number)
    const items = linesOf((await draftOf(token, order, 'offer')).body).map((line: Json, i: number) =>
      i === 0 ? { ...line, discount_percent: 10 } : line,
    )
    const id = await sendDraft(token, order, 'offer', { items, shipping_amount: 120 })
    const stored = (await rest('GET', `/rest/V1/documents/${id}`, { token })).body
    const { bytes } = await pdfAt(`/rest/V1/documents/${id}/pdf`, { token })

    const texts = await pdfTexts(bytes)
    const text = texts.join('\n')
    for (const name of ['Łódź', 'Dąbrowski', 'Przędzalnia Żółw', 'Žilina', 'Дмитрий Иванов']) {
      expect(text).toContain(name)
    }
    expect(text).not.toContain('?')
    expect(bytes.byteLength).toBeLessThan(60_000)

    const lines = stored.items.reduce((sum: number, line: Json) => sum + cents(line.row_total), 0) / 100
    expect(stored.discount_amount).toBeGreaterThan(0)
    expect(texts.filter((t) => t === 'Discount')).toHaveLength(1) // the column's head: no discount line below
    expect(text).toContain(`Subtotal\n${dollars(lines)}\nFreight\n${dollars(120)}`)
    expect(text).toContain(`Net total\n${dollars(lines + 120)}\nVAT`)
    expect(text).toContain(`Grand total\n${dollars(stored.grand_total)}`)
  })

  it('prints a discount for the whole document under the lines with its percent, as stored', async () => {
    const buyer = await buyerWithCart({ [skus[0]]: 2, [skus[1]]: 3 }, 'de')
    await checkout(buyer)
    const order = Number((await placeRequest(buyer, 'QUOTE')).number)
    const items = linesOf((await draftOf(token, order, 'offer')).body)
    const id = await sendDraft(token, order, 'offer', { items, shipping_amount: 100, document_discount_percent: 3 })
    const stored = (await rest('GET', `/rest/V1/documents/${id}`, { token })).body
    const lines = stored.items.reduce((sum: number, line: Json) => sum + cents(line.row_total), 0)
    const discount = Math.round((lines * 3) / 100)
    expect(stored).toMatchObject({ document_discount_percent: 3, document_discount_amount: discount / 100 })
    expect(cents(stored.grand_total - stored.tax_amount)).toBe(lines - discount + 10_000)

    // the percent as Intl writes it in German, with a no-break space
    const percent = new Intl.NumberFormat('de-DE', { style: 'percent' }).format(0.03)
    const text = await pdfText((await pdfAt(`/rest/V1/documents/${id}/pdf`, { token })).bytes)
    expect(text).toContain(
      `Zwischensumme\n${euros(lines / 100)}\nRabatt ${percent}\n${euros(-discount / 100)}\nFracht\n${euros(100)}`,
    )
  })

  it("carries the company's legal details and bank account in the footer, in the order's language", async () => {
    const german = await pdfText((await pdfAt(`/rest/V1/documents/${offerId}/pdf`, { token })).bytes)
    for (const line of [
      'Sitz der Gesellschaft: Gütersloh',
      'Registergericht: Amtsgericht Gütersloh',
      'Registernummer: HRB 4711',
      'Geschäftsführer: Anna Beispiel, Jan Muster',
      'USt-IdNr. DE 123 456 789',
      'Bankverbindung',
      'IBAN DE89 3704 0044 0532 0130 00',
      'BIC COBADEFFXXX',
    ]) {
      expect(german).toContain(line)
    }
    const english = await buyerWithCart({ [skus[0]]: 1 }, 'en')
    const id = await sendDraft(token, await placeWith(english, { [skus[0]]: 1 }), 'offer')
    const text = await pdfText((await pdfAt(`/rest/V1/documents/${id}/pdf`, { token })).bytes)
    for (const line of [
      'Registered office: Gütersloh',
      'Managing directors: Anna Beispiel, Jan Muster',
      'Bank details',
    ]) {
      expect(text).toContain(line)
    }
  })

  it('names on an order confirmation the offer and version it confirms', async () => {
    const buyer = await buyerWithCart({}, 'en')
    const order = await placeWith(buyer, { [skus[1]]: 2 })
    const respond = async (response: string, comment: string | null = null) => {
      const answered = await data(
        `mutation ($id: ID!, $comment: String) {
          respondToOrder(input: { order_id: $id, response: ${response}, comment: $comment }) { errorV2 { code } } }`,
        { store: 'en', token: buyer.token, variables: { id: btoa(String(order)), comment } },
      )
      expect(answered.respondToOrder.errorV2).toBeNull()
    }
    await sendDraft(token, order, 'offer')
    await respond('REQUEST_REVISION', 'Please deliver in week 3.')
    const revised = (await rest('GET', `/rest/V1/documents/${await sendDraft(token, order, 'offer')}`, { token })).body
    await respond('ACCEPT_OFFER')
    const confirmation = await sendDraft(token, order, 'confirmation')
    const texts = await pdfTexts((await pdfAt(`/rest/V1/documents/${confirmation}/pdf`, { token })).bytes)
    expect(texts[texts.indexOf('Our offer') + 1]).toBe(`${revised.increment_id}, version 2`)

    const offerTexts = await pdfTexts((await pdfAt(`/rest/V1/documents/${revised.entity_id}/pdf`, { token })).bytes)
    expect(offerTexts).not.toContain('Our offer')
  })
})

describe('the preview', () => {
  it('prints what a send would store, marked as a draft, and stores and mails nothing', async () => {
    const order = await placeWith(german, { [skus[0]]: 2 })
    const before = (await mails()).length
    const draft = (await draftOf(token, order, 'offer')).body
    const items = linesOf(draft).map((line: Json) => ({ ...line, price: 77.7 }))
    const { response, bytes } = await pdfAt(`/rest/V1/order/${order}/offer-preview`, {
      token,
      method: 'POST',
      body: { items, shipping_amount: 99 },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe('inline; filename="offer-v1-draft.pdf"')
    const text = await pdfText(bytes)
    expect(text).toContain('ENTWURF')
    expect(text).toMatch(/77,70\s€/)
    expect(text).toMatch(/99,00\s€/)
    expect((await documentsOf(token, order)).total_count).toBe(0)
    expect((await mails()).length).toBe(before)
  })

  it('refuses bad input with the send’s 400 and a status that allows no such document with 409', async () => {
    const order = await placeWith(german, { [skus[0]]: 1 })
    const bad = await rest('POST', `/rest/V1/order/${order}/offer-preview`, { token, body: { items: [] } })
    expect(bad.status).toBe(400)
    const items = linesOf((await draftOf(token, order, 'offer')).body)
    const wrongKind = await rest('POST', `/rest/V1/order/${order}/confirmation-preview`, { token, body: { items } })
    expect(wrongKind.status).toBe(409)
  })
})

describe('the mails', () => {
  it('sends the customer the offer as a PDF attachment with a short summary in German', async () => {
    const mail = (await mails()).find((m) => m.to === german.email && m.subject.includes(offer.increment_id))
    expect(mail?.attachments).toHaveLength(1)
    const [file] = mail?.attachments ?? []
    expect(file).toMatchObject({ filename: `${offer.increment_id}-v1.pdf`, content_type: 'application/pdf' })
    const bytes = bytesOf(file?.content_base64 ?? '')
    expect(bytes.byteLength).toBe(file?.size)
    expect(await pdfText(bytes)).toContain(offer.increment_id)
    expect(mail?.text).toContain(euros(offer.grand_total))
  })

  it("gives the sales inbox the request's facts: weight, pallets, VAT ID, order number, message, a desk link", async () => {
    const order = (await rest('GET', `/rest/V1/orders/${quote}`, { token })).body
    const mail = (await mails()).find((m) => m.to === SALES_INBOX && m.subject.includes(order.increment_id))
    expect(mail?.text).toMatch(/Gesamtgewicht/)
    expect(mail?.text).toMatch(/Paletten/)
    expect(mail?.text).toMatch(/USt-IdNr/)
    expect(mail?.text).toContain('BE-4711')
    expect(mail?.text).toContain('Bitte mit Hebebühne liefern.')
    expect(mail?.links.some((link) => link.startsWith('http://localhost:8789/'))).toBe(true)
    expect(mail?.text).not.toContain('Ihr Team')
  })

  it('names the document and its amount when the customer answers', async () => {
    const answered = await data(
      'mutation ($id: ID!) { respondToOrder(input: { order_id: $id, response: ACCEPT_OFFER }) { errorV2 { code } } }',
      { store: 'de', token: german.token, variables: { id: btoa(String(quote)) } },
    )
    expect(answered.respondToOrder.errorV2).toBeNull()
    const mail = (await mails()).find((m) => m.to === SALES_INBOX && m.text.includes(offer.increment_id))
    expect(mail?.text).toContain(offer.increment_id)
    expect(mail?.text).toContain(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(offer.grand_total),
    )
  })
})
