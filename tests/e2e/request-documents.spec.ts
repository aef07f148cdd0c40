import type { Page } from '@playwright/test'
import { LOCAL_STAFF_USER } from '../../commerce/scripts/staff-user-sql'
import { pdfText } from '../integration/commerce/pdf-text'
import { commerceUrl, signedInCustomer } from './customer'
import { addToCart, expect, isPhone, test } from './fixtures'

/**
 * The company's documents as the buyer meets them, at desktop (German) and phone (English) widths: a quote request
 * gets an offer with changed prices, freight and a delivery week through commerce's admin REST; the buyer sees
 * exactly its figures, finds it waiting on the account's first page, downloads its PDF, asks for a revision, gets
 * version 2, accepts it, and approves the order confirmation through the summary; the history shows the
 * confirmation's total and finds the request by the buyer's order number.
 * 100007: a seeded PVC-U sheet (as in request.spec.ts).
 */
const SKU = '100007'

test.describe.configure({ timeout: 120_000 })

// biome-ignore lint/suspicious/noExplicitAny: REST answers are read field by field.
type Json = any

async function adminRest(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> {
  const headers = { 'content-type': 'application/json' }
  const tokenResponse = await fetch(`${commerceUrl}/rest/V1/integration/admin/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: LOCAL_STAFF_USER.username, password: LOCAL_STAFF_USER.password }),
  })
  const token = (await tokenResponse.json()) as string
  const response = await fetch(`${commerceUrl}${path}`, {
    method,
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = await response.json()
  expect(response.status, JSON.stringify(answer)).toBe(200)
  return answer
}

/** The company sends the draft of an offer or confirmation, each line at `price`, with freight and a week. */
async function sendDocument(number: string, type: 'offer' | 'confirmation', price?: number): Promise<Json> {
  const orderId = Number(number)
  const draft = await adminRest('GET', `/rest/V1/order/${orderId}/${type}-draft`)
  const items = draft.items.map((line: Json) => ({
    order_item_id: line.order_item_id,
    qty: line.qty,
    price: price ?? line.price,
    discount_percent: line.discount_percent,
    delivery_date: null,
    delivery_week: '2026-W49',
  }))
  const id = await adminRest('POST', `/rest/V1/order/${orderId}/${type}`, {
    items,
    shipping_amount: 185,
    payment_terms: '30 Tage netto',
  })
  return adminRest('GET', `/rest/V1/documents/${id}`)
}

/** Through the shop's own API, as its scripts do: a default address and a quote request with an order number. */
async function placeQuoteRequest(page: Page, purchaseOrderNumber: string): Promise<string> {
  await addToCart(page, SKU, 10)
  return page.evaluate(async (po) => {
    const call = async (path: string, input: unknown) => {
      const response = await fetch(`/api/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      })
      return ((await response.json()) as { result: { data: { number?: string } } }).result.data
    }
    await call('address.create', {
      firstname: 'Erika',
      lastname: 'Muster',
      street: ['Industriestraße 4'],
      postcode: '80331',
      city: 'München',
      countryCode: 'DE',
      telephone: '089 123456',
      defaultBilling: true,
      defaultShipping: true,
    })
    return (await call('request.place', { type: 'quote', purchaseOrderNumber: po })).number ?? ''
  }, purchaseOrderNumber)
}

const texts = {
  de: {
    intl: 'de-DE',
    status: '.order__facts .badge',
    waiting: 'Wartet auf Ihre Antwort',
    download: 'PDF herunterladen',
    revise: 'Überarbeitung anfragen',
    change: 'Was soll sich ändern?',
    required: 'Dies ist ein Pflichtfeld',
    send: 'Anfrage senden',
    quoteRequested: 'Angebot angefragt',
    accept: 'Angebot annehmen',
    orderRequested: 'Bestellung angefragt',
    approve: 'Auftragsbestätigung freigeben',
    binding: 'Mit der Freigabe bestellen Sie verbindlich',
    approveBindingly: 'Freigeben und verbindlich bestellen',
    confirmed: 'Vom Kunden bestätigt',
    version: (v: number) => `Version ${v} vom`,
    week: 'KW 49/2026',
    earlier: 'Frühere Versionen',
    freight: 'Fracht',
    total: 'Gesamtsumme (inkl. MwSt.)',
    search: 'Ihre Bestellnummer',
    searchButton: 'Suchen',
    noMatch: 'Keine Anfrage hat eine Bestellnummer',
  },
  en: {
    intl: 'en-US',
    status: '.order__facts .badge',
    waiting: 'Waiting for your answer',
    download: 'Download PDF',
    revise: 'Ask for a revision',
    change: 'What should change?',
    required: 'This field is required',
    send: 'Send request',
    quoteRequested: 'Quote requested',
    accept: 'Accept offer',
    orderRequested: 'Order requested',
    approve: 'Approve order confirmation',
    binding: 'By approving you order bindingly',
    approveBindingly: 'Approve and order bindingly',
    confirmed: 'Confirmed by customer',
    version: (v: number) => `Version ${v} of`,
    week: 'Week 49, 2026',
    earlier: 'Earlier versions',
    freight: 'Freight',
    total: 'Total (incl. VAT)',
    search: 'Your order number',
    searchButton: 'Search',
    noMatch: 'No request has an order number',
  },
}

test('an offer, its revision and the order confirmation: the figures, the PDF, the answers, the history', async ({
  page,
  visit,
}) => {
  const locale = isPhone(page) ? 'en' : 'de'
  const text = texts[locale]
  const euros = (value: number) =>
    new Intl.NumberFormat(text.intl, { style: 'currency', currency: 'EUR' }).format(value)
  await signedInCustomer(page, visit, locale)
  const po = `PO-${Date.now().toString(36)}`
  const number = await placeQuoteRequest(page, po)

  const offer = await sendDocument(number, 'offer', 92.5)
  const totalRow = (label: string) =>
    page.locator('.order__totals .cart-totals__row').filter({ has: page.getByText(label, { exact: true }) })

  // What waits for an answer, on the account's first page.
  await visit(`/${locale}/customer`)
  const waiting = page.getByRole('region', { name: text.waiting })
  await expect(waiting).toContainText(offer.increment_id)
  await expect(waiting).toContainText(euros(offer.grand_total))
  await waiting.getByRole('link', { name: new RegExp(number) }).click()

  // Exactly the offer's figures: the new price beside the struck-through list price, the week, freight, total.
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(offer.increment_id) })).toBeVisible()
  await expect(page.getByText(text.version(1))).toBeVisible()
  const line = page.locator('.order-lines tbody tr')
  await expect(line).toHaveCount(1)
  await expect(line.locator('.order-change__now')).toHaveText(euros(92.5))
  await expect(line.locator('del')).toContainText(euros(offer.items[0].original_price))
  await expect(line).toContainText(text.week)
  await expect(totalRow(text.freight)).toContainText(euros(185))
  await expect(totalRow(text.total)).toContainText(euros(offer.grand_total))

  // The PDF, in the request's language, with the offer's number.
  const link = page.getByRole('link', { name: new RegExp(text.download) })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '')
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(await pdfText(new Uint8Array(await pdf.body()))).toContain(offer.increment_id)

  // A revision needs words; what was typed is sent, and the request goes back to the company.
  await page.getByRole('button', { name: text.revise }).click()
  const dialog = page.getByRole('dialog', { name: text.revise })
  await dialog.getByRole('button', { name: text.send }).click()
  await expect(dialog.getByLabel(text.change)).toBeFocused()
  await expect(dialog.getByLabel(text.change)).toHaveAccessibleDescription(text.required)
  await dialog.getByLabel(text.change).fill('Bitte 90 € pro Platte')
  await dialog.getByRole('button', { name: text.send }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.locator(text.status)).toHaveText(text.quoteRequested)

  // Version 2 with the new price; version 1 stays downloadable.
  const revised = await sendDocument(number, 'offer', 90)
  expect(revised.increment_id).toBe(offer.increment_id)
  await visit(`/${locale}/customer/order-history/${number}`)
  await expect(page.getByText(text.version(2))).toBeVisible()
  await expect(line.locator('.order-change__now')).toHaveText(euros(90))
  await expect(page.getByRole('region', { name: text.earlier }).getByRole('link')).toHaveCount(1)
  await page.getByRole('button', { name: text.accept }).click()
  await expect(page.locator(text.status)).toHaveText(text.orderRequested)

  // The confirmation: approved through the summary that says the contract is concluded.
  const confirmation = await sendDocument(number, 'confirmation')
  await visit(`/${locale}/customer/order-history/${number}`)
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(confirmation.increment_id) })).toBeVisible()
  await page.getByRole('button', { name: text.approve }).click()
  const summary = page.getByRole('dialog')
  await expect(summary).toContainText(euros(confirmation.grand_total))
  await expect(summary).toContainText(text.binding)
  await summary.getByRole('button', { name: text.approveBindingly }).click()
  await expect(summary).toHaveCount(0)
  await expect(page.locator(text.status)).toHaveText(text.confirmed)

  // The history: the confirmation's total; found by the buyer's own order number, and not by another.
  await visit(`/${locale}/customer/order-history`)
  const search = page.getByRole('searchbox', { name: text.search })
  await search.fill(po.slice(3))
  await page.getByRole('button', { name: text.searchButton }).click()
  await expect(page).toHaveURL(new RegExp(`po=${po.slice(3)}`))
  const rows = page.locator('.order-table tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(number)
  await expect(rows.first()).toContainText(euros(confirmation.grand_total))
  await expect(rows.first()).toContainText(text.confirmed)
  await search.fill('no-such-number')
  await page.getByRole('button', { name: text.searchButton }).click()
  await expect(page.getByText(text.noMatch)).toBeVisible()
})
