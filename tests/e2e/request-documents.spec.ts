import type { Browser, Page } from '@playwright/test'
import { LOCAL_STAFF_USER } from '../../commerce/scripts/staff-user-sql'
import { pdfText } from '../integration/commerce/pdf-text'
import { commerceUrl, signedInCustomer } from './customer'
import { addToCart, expect, isPhone, test } from './fixtures'

/**
 * The whole loop of a request, at desktop (German shop) and phone (English shop) widths, with the company in the
 * German sales desk: a quote request gets an offer the clerk writes with a changed price, freight and a delivery
 * week; the buyer sees
 * exactly its figures, finds it waiting on the account's first page, downloads its PDF, asks for a revision, gets
 * version 2, accepts it, and approves the order confirmation through the summary; the history shows the
 * confirmation's total and finds the request by the buyer's order number.
 * 100007: a seeded PVC-U sheet (as in request.spec.ts).
 */
const SKU = '100007'

test.describe.configure({ timeout: 120_000 })

// biome-ignore lint/suspicious/noExplicitAny: REST answers are read field by field.
type Json = any

const deskUrl = `http://127.0.0.1:${process.env.E2E_DESK_PORT ?? Number(process.env.E2E_PORT ?? 8799) + 1}`

/** The request's documents as commerce stores them, newest first (to compare the buyer's page with). */
async function storedDocuments(number: string): Promise<Json[]> {
  const headers = { 'content-type': 'application/json' }
  const tokenResponse = await fetch(`${commerceUrl}/rest/V1/integration/admin/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: LOCAL_STAFF_USER.username, password: LOCAL_STAFF_USER.password }),
  })
  const token = (await tokenResponse.json()) as string
  const response = await fetch(`${commerceUrl}/rest/V1/order/${Number(number)}/documents`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  })
  return ((await response.json()) as { items: Json[] }).items
}

/** A sales clerk in the (German) sales desk, at the same width as the buyer. */
async function clerkIn(browser: Browser, buyer: Page): Promise<Page> {
  const phone = isPhone(buyer)
  const context = await browser.newContext({
    baseURL: deskUrl,
    viewport: buyer.viewportSize(),
    isMobile: phone,
    hasTouch: phone,
  })
  const desk = await context.newPage()
  await desk.goto('/login')
  await desk.getByLabel('Benutzername').fill(LOCAL_STAFF_USER.username)
  await desk.getByRole('textbox', { name: 'Passwort' }).fill(LOCAL_STAFF_USER.password)
  await desk.getByRole('button', { name: 'Anmelden' }).click()
  await expect(desk).toHaveURL(/\/requests/)
  return desk
}

const composing = {
  offer: { heading: 'Angebot', send: 'Angebot senden', sent: 'Angebot' },
  confirmation: { heading: 'Auftragsbestätigung', send: 'Auftragsbestätigung senden', sent: 'Auftragsbestätigung' },
}

/**
 * The clerk opens the request in the desk, writes the document through `action` (its link), sets the line's price
 * (when given), the freight and the delivery week, sends it; the version as commerce stored it.
 */
async function clerkSends(
  desk: Page,
  number: string,
  type: 'offer' | 'confirmation',
  action: string,
  version: number,
  price?: string,
): Promise<Json> {
  await desk.goto(`/requests/${Number(number)}/show`)
  await desk.getByRole('link', { name: action }).click()
  const { heading, send, sent } = composing[type]
  await expect(desk.getByRole('heading', { name: `${heading}, Version ${version}` })).toBeVisible({ timeout: 20_000 })
  if (price) await desk.getByRole('spinbutton', { name: 'Preis je Stück' }).first().fill(price)
  await desk.getByRole('spinbutton', { name: 'Fracht', exact: true }).fill('185')
  await desk.getByLabel('oder Kalenderwoche').first().fill('2026-W49')
  await desk.getByRole('button', { name: send }).click()
  await expect(desk.getByText(new RegExp(`${sent} A[NB]-\\d{4}-\\d{5}, Version ${version} gesendet`))).toBeVisible()
  const [stored] = await storedDocuments(number)
  expect(stored.version).toBe(version)
  return stored
}

type Mail = { to: string; subject: string; attachments: { filename: string; content_type: string }[] }

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
    acceptTitle: 'Angebot annehmen',
    acceptAndRequest: 'Annehmen und Bestellung anfragen',
    versionOf: (v: number) => `Version ${v}`,
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
    showAll: 'Alle Anfragen anzeigen',
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
    acceptTitle: 'Accept the offer',
    acceptAndRequest: 'Accept and request the order',
    versionOf: (v: number) => `version ${v}`,
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
    showAll: 'Show all requests',
  },
}

test('an offer, its revision and the order confirmation written in the sales desk: the figures, the PDF, the answers, the mails, the history', async ({
  page,
  visit,
  browser,
}) => {
  const locale = isPhone(page) ? 'en' : 'de'
  const text = texts[locale]
  const euros = (value: number) =>
    new Intl.NumberFormat(text.intl, { style: 'currency', currency: 'EUR' }).format(value)
  const buyer = await signedInCustomer(page, visit, locale)
  const po = `PO-${Date.now().toString(36)}`
  const number = await placeQuoteRequest(page, po)

  const desk = await clerkIn(browser, page)
  const offer = await clerkSends(desk, number, 'offer', 'Angebot schreiben', 1, '92.5')
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
  const revised = await clerkSends(desk, number, 'offer', 'Angebot überarbeiten (Version 2)', 2, '90')
  expect(revised.increment_id).toBe(offer.increment_id)
  await visit(`/${locale}/customer/order-history/${number}`)
  await expect(page.getByText(text.version(2))).toBeVisible()
  await expect(line.locator('.order-change__now')).toHaveText(euros(90))
  await expect(page.getByRole('region', { name: text.earlier }).getByRole('link')).toHaveCount(1)
  // Accepting opens a summary of what is accepted and asks once.
  await page.getByRole('button', { name: text.accept }).click()
  const acceptance = page.getByRole('dialog', { name: text.acceptTitle })
  await expect(acceptance).toContainText(`${revised.increment_id}, ${text.versionOf(2)}`)
  await expect(acceptance).toContainText(euros(revised.grand_total))
  await expect(acceptance).toContainText(text.week)
  // Nothing is accepted before the dialog's own press.
  await expect(page.locator(text.status)).not.toHaveText(text.orderRequested)
  await acceptance.getByRole('button', { name: text.acceptAndRequest }).click()
  await expect(acceptance).toHaveCount(0)
  await expect(page.locator(text.status)).toHaveText(text.orderRequested)

  // The confirmation: approved through the summary that says the contract is concluded.
  const confirmation = await clerkSends(desk, number, 'confirmation', 'Auftragsbestätigung schreiben', 1)
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
  await expect(search).toHaveValue('no-such-number')
  await page.getByRole('link', { name: text.showAll }).click()
  await expect(search).toHaveValue('')

  // Every document reached the buyer as a mail with its PDF attached.
  const mails = (await (await fetch(`${commerceUrl}/dev/mailbox.json`)).json()) as Mail[]
  const attached = mails
    .filter((mail) => mail.to === buyer.email)
    .flatMap((mail) => mail.attachments.map((file) => `${file.filename} ${file.content_type}`))
  expect(attached.sort()).toEqual(
    [
      `${offer.increment_id}-v1.pdf application/pdf`,
      `${offer.increment_id}-v2.pdf application/pdf`,
      `${confirmation.increment_id}-v1.pdf application/pdf`,
    ].sort(),
  )
  await desk.context().close()
})
