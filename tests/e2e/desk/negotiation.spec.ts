import { type Browser, expect, type Page, test } from '@playwright/test'
import { LOCAL_STAFF_USER } from '../../../commerce/scripts/staff-user-sql'
import { answerBy } from '../../../contract/answer-by'
import { companyCalendar } from '../../../contract/company-calendar'
import { formatDay } from '../../../desk/app/ui/format'
import { commerceUrl, signIn as signInBuyer } from '../customer'
import { type PlacedRequest, placeQuoteRequest } from './buyer'
import { signIn } from './staff-session'

/**
 * The negotiation, as clerk (German desk, desktop and phone) and buyer (German shop): the buyer asks for a revision of
 * the offer → the inbox shows "Überarbeitung gewünscht" with the answer-by day counted from the wish, the wish is on
 * top of the request and of the compose form → version 2 goes out → the buyer's page names per line what changed;
 * a message from the buyer, the clerk's reply and the buyer reading it: one thread on both sides, and the history
 * says what the customer did.
 */

test.describe.configure({ timeout: 150_000 })

const shopUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 8799}`
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900
const WISH = 'Bitte 90 € je Platte, dann bestellen wir.'

/** The company's offer through commerce's admin REST (the compose form's own test is documents.spec.ts). */
async function sendOffer(number: string, price: number) {
  const token = (await (
    await fetch(`${commerceUrl}/rest/V1/integration/admin/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: LOCAL_STAFF_USER.username, password: LOCAL_STAFF_USER.password }),
    })
  ).json()) as string
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const orderId = Number(number)
  const draft = (await (await fetch(`${commerceUrl}/rest/V1/order/${orderId}/offer-draft`, { headers })).json()) as {
    items: { order_item_id: number; qty: number }[]
  }
  const items = draft.items.map((line) => ({
    order_item_id: line.order_item_id,
    qty: line.qty,
    price,
  }))
  const sent = await fetch(`${commerceUrl}/rest/V1/order/${orderId}/offer`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ items, shipping_amount: 85 }),
  })
  expect(sent.status).toBe(200)
}

/** The buyer's own browser on the shop, signed in, on their request's page. */
async function buyerPage(browser: Browser, placed: PlacedRequest) {
  const context = await browser.newContext({ baseURL: shopUrl })
  const page = await context.newPage()
  await page.goto('/de')
  await signInBuyer(page, placed.email)
  await openAsBuyer(page, placed.number)
  return page
}

async function openAsBuyer(page: Page, number: string) {
  await page.goto(`/de/customer/order-history/${number}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 })
}

async function openRequest(page: Page, number: string) {
  await page.goto(`/requests/${Number(number)}/show`)
  await expect(page.getByRole('region', { name: 'Anfrage', exact: true })).toContainText(number, { timeout: 20_000 })
}

test('a revision request is its own state with its own deadline; version 2 shows its changes; one thread on both sides', async ({
  page,
  browser,
}) => {
  const placed = await placeQuoteRequest()
  await sendOffer(placed.number, 95)

  // The buyer asks for a revision on their page.
  const buyer = await buyerPage(browser, placed)
  await buyer.getByRole('button', { name: 'Überarbeitung anfragen' }).click()
  await buyer.getByRole('dialog').getByLabel('Was soll sich ändern?').fill(WISH)
  await buyer.getByRole('dialog').getByRole('button', { name: 'Anfrage senden' }).click()
  const due = answerBy(new Date(), companyCalendar).day
  await expect(buyer.getByRole('status').filter({ hasText: 'um eine Überarbeitung gebeten' })).toContainText(
    /Sie haben am .+ um eine Überarbeitung gebeten; wir antworten bis .+\./,
  )

  // The inbox: a state of its own, found by its filter, answered by the working day after the wish.
  await signIn(page)
  await page.goto(`/requests?filter=${encodeURIComponent(JSON.stringify({ status: ['revision_requested'] }))}`)
  const row = page.locator(isPhone(page) ? 'li' : 'tbody tr').filter({ hasText: placed.number })
  await expect(row).toHaveCount(1, { timeout: 20_000 })
  await expect(row).toContainText('Überarbeitung gewünscht')
  await expect(row).toContainText(formatDay(due, 'de'))

  // The wish on top of the request and of the compose form; the history says it was the customer's.
  await openRequest(page, placed.number)
  const wish = page.getByTestId('revision-wish')
  await expect(wish).toContainText(WISH)
  const facts = page.getByRole('region', { name: 'Anfrage', exact: true })
  expect((await wish.boundingBox())?.y ?? 1e9).toBeLessThan((await facts.boundingBox())?.y ?? 0)
  const revisionEntry = page
    .getByRole('region', { name: 'Verlauf' })
    .getByRole('listitem')
    .filter({ hasText: 'Kunde: Überarbeitung gewünscht' })
  await expect(revisionEntry).toHaveCount(1)
  await expect(revisionEntry).not.toContainText('Dem Kunden per E-Mail gesendet')
  await page.getByRole('link', { name: /Angebot überarbeiten/ }).click()
  // the compose screen loads lazily: until its form stands, the request page's wish is still attached, hidden
  const form = page.getByRole('heading', { name: /Angebot, Version 2/ })
  await expect(form).toBeVisible({ timeout: 20_000 })
  const composeWish = page.getByTestId('revision-wish')
  await expect(composeWish).toContainText(WISH)
  await expect(composeWish).toBeVisible()
  expect((await composeWish.boundingBox())?.y ?? 1e9).toBeLessThan((await form.boundingBox())?.y ?? 0)

  // Version 2: the buyer sees per line what changed against version 1.
  await sendOffer(placed.number, 90)
  await openAsBuyer(buyer, placed.number)
  await expect(buyer.locator('.order-change__before').first()).toContainText('Version 1: 95,00 €')
  await expect(buyer.getByText('um eine Überarbeitung gebeten')).toHaveCount(0)

  // The thread: the buyer writes, the clerk reads and answers, the buyer reads the answer.
  const thread = buyer.getByRole('region', { name: 'Nachrichten' })
  await expect(thread).toContainText(WISH)
  await thread.getByLabel('Ihre Nachricht an uns').fill('Geht auch Lieferung in KW 3?')
  await thread.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(thread.getByText('Geht auch Lieferung in KW 3?')).toBeVisible()

  await openRequest(page, placed.number)
  const conversation = page.getByRole('region', { name: 'Gespräch mit dem Kunden' })
  await expect(conversation).toContainText('Geht auch Lieferung in KW 3?')
  await conversation.getByLabel('Nachricht an den Kunden').fill('Ja, KW 3 passt.')
  await conversation.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(conversation.getByText('Ja, KW 3 passt.')).toBeVisible()

  await openAsBuyer(buyer, placed.number)
  const reply = thread.getByRole('listitem').filter({ hasText: 'Ja, KW 3 passt.' })
  await expect(reply).toContainText('Anna Berger')
  await buyer.context().close()
})
