import { expect, type Page, test } from '@playwright/test'
import { LOCAL_STAFF_USER } from '../../../commerce/scripts/staff-user-sql'
import { commerceUrl } from '../customer'
import { placeQuoteRequest, SKU, writePendingReview } from './buyer'
import { fillSignIn, signIn, signInThroughLoginPage } from './staff-session'

/**
 * The sales desk in German, at desktop and phone widths (the projects desk-desktop and desk-phone): a clerk signs
 * in, finds a buyer's new request in the inbox, reads it, comments on it and moves its status, approves a review and
 * signs out. Each test places what it needs; the tests share one session (staff-session.ts) but those of signing in
 * and out. The last test checks the other side: the shop's
 * pages load none of the desk's code.
 */

const shopUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 8799}`

// Each test involves a buyer's steps at commerce and several desk pages: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

/** react-admin's list becomes cards below its md breakpoint (900 px). */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900

/**
 * Types into the inbox's search and waits until the list has taken it up: react-admin applies a search 500 ms after
 * the last key, and a row clicked before that is left again for the list when the search lands.
 */
async function searchFor(page: Page, text: string) {
  await page.getByPlaceholder('Nummer, Firma, Besteller, E-Mail, USt-IdNr., Ort, Bestellnr.').fill(text)
  await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').q === text)
}

/** An entry of a list: a table row on a desktop, a card on a phone. */
const entry = (page: Page, text: string) => page.locator(isPhone(page) ? 'li' : 'tbody tr').filter({ hasText: text })

test('a clerk signs in; a wrong password is refused in German', async ({ page }) => {
  await page.goto('/requests')
  await expect(page).toHaveURL(/\/login$/)
  await fillSignIn(page, 'falsches-passwort')
  await expect(page.getByText('Anmeldung abgelehnt: Bitte prüfen Sie Benutzername und Passwort.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await fillSignIn(page, LOCAL_STAFF_USER.password)
  await expect(page).toHaveURL(/\/requests/)
  await expect(page.getByPlaceholder('Nummer, Firma, Besteller, E-Mail, USt-IdNr., Ort, Bestellnr.')).toBeVisible()
})

test("the inbox lists a buyer's new request; its page shows the items and the buyer; the clerk comments and moves its status", async ({
  page,
}) => {
  const placed = await placeQuoteRequest()
  await signIn(page)
  // the buyer's own order number finds it, and so does the company
  await searchFor(page, placed.purchaseOrderNumber)
  const request = entry(page, placed.number)
  await expect(request).toHaveCount(1)
  await searchFor(page, placed.company)
  await expect(request).toHaveCount(1)
  await expect(request).toContainText(placed.company)
  await expect(request).toContainText('Angebot angefragt')
  // answer by: a weekday and a date, e.g. "Mo., 30.11.2026"
  await expect(request).toContainText(/[A-Z][a-z]\., \d{2}\.\d{2}\.\d{4}/)
  if (!isPhone(page)) {
    await expect(request).toContainText('Angebotsanfrage')
    await expect(request).toContainText(placed.purchaseOrderNumber)
  }

  await request.click()
  await expect(page).toHaveURL(new RegExp(`/requests/${Number(placed.number)}/show$`))
  const items = page.getByRole('region', { name: 'Artikel' })
  // a table's cell on a desktop, a line's card on a phone
  await expect(items.getByText(SKU).first()).toBeVisible()
  await expect(items.getByText('PVC-U Platte')).toBeVisible()
  // stock then and now, list price: what the clerk weighs the answer by
  await expect(items.getByText('bei Anfrage vorrätig')).toBeVisible()
  await expect(items.getByText(/jetzt [\d.]+ auf Lager/)).toBeVisible()
  const buyer = page.getByRole('region', { name: 'Besteller' })
  for (const fact of [placed.email, placed.vatId, 'Industriestraße 4']) {
    await expect(buyer.getByText(fact).first()).toBeVisible()
  }
  const facts = page.getByRole('region', { name: 'Anfrage', exact: true })
  await expect(facts.getByText(placed.purchaseOrderNumber)).toBeVisible()
  await expect(facts.getByText(placed.message)).toBeVisible()
  await expect(facts.getByText('3–5 Tage')).toBeVisible()
  await expect(facts.getByText(/\d+ volle Paletten, \d+ Teilpaletten/)).toBeVisible()

  const answer = page.getByRole('region', { name: 'Kommentieren oder Status ändern' })
  await answer.getByLabel('Kommentar').fill('Zuschnitt mit der Fertigung geklärt.')
  await answer.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Gespeichert')).toBeVisible()
  const history = page.getByRole('region', { name: 'Verlauf' })
  await expect(history.getByText('Zuschnitt mit der Fertigung geklärt.')).toBeVisible()
  await expect(history.getByText('Intern')).toBeVisible()

  await answer.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Angebot gesendet' }).click()
  await answer.getByRole('button', { name: 'Speichern' }).click()
  const confirm = page.getByRole('dialog', { name: 'Status ändern?' })
  await expect(confirm).toContainText(
    `Anfrage ${placed.number} wechselt von „Angebot angefragt“ zu „Angebot gesendet“.`,
  )
  await confirm.getByRole('button', { name: 'Bestätigen' }).click()
  await expect(facts.getByText('Angebot gesendet')).toBeVisible()
  await expect(history.getByText(/· Angebot gesendet · von anna\.berger$/)).toBeVisible()
})

test('a clerk approves a pending review', async ({ page }) => {
  const { nickname } = await writePendingReview()
  await signIn(page)
  await page.goto('/reviews')
  const review = entry(page, nickname)
  // a full load of the app's script before the list: slow on a busy machine
  await expect(review).toContainText('Saubere Kanten', { timeout: 15_000 })
  await expect(review).toContainText('Wartet auf Freigabe')
  // the product by name and the stars the buyer gave
  await expect(review).toContainText('PVC-U Platte')
  await expect(review).toContainText('4 von 5 Sternen')
  await review.getByRole('button', { name: 'Freigeben' }).click()
  // The change reaches commerce once its undo notice has gone.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const answer = await fetch('/rest/V1/reviews?status=approved')
          return ((await answer.json()) as { items: { nickname: string }[] }).items.map((r) => r.nickname)
        }),
      { timeout: 20_000 },
    )
    .toContain(nickname)
  await expect(entry(page, nickname)).toHaveCount(0)
})

test('after signing out the inbox is out of reach, and the session token no longer works', async ({ page }) => {
  // A session of its own: signing out revokes its token.
  await signInThroughLoginPage(page)
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'desk_token')
  expect(token?.httpOnly).toBe(true)
  expect(token?.sameSite).toBe('Strict')
  expect(await page.evaluate(() => document.cookie)).not.toContain('desk_token')

  await page.getByRole('button', { name: 'Profil' }).click()
  await page.getByRole('menuitem', { name: 'Abmelden' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/requests')
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(async () => (await fetch('/rest/V1/orders')).status)).toBe(401)
  const revoked = await fetch(`${commerceUrl}/rest/V1/orders`, { headers: { authorization: `Bearer ${token?.value}` } })
  expect(revoked.status).toBe(401)
})

test("the shop's pages load none of the desk's scripts", async ({ page, baseURL }) => {
  const deskPage = await (await fetch(`${baseURL}/login`)).text()
  const deskScripts = [...deskPage.matchAll(/src="([^"]+\.js)"/g)].map((match) => match[1] ?? '')
  expect(deskScripts.length).toBeGreaterThan(0)
  const loaded = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() === 200) loaded.add(response.url())
  })
  for (const path of ['/de', `/de/p/${SKU}`, '/de/cart', '/en']) {
    await page.goto(`${shopUrl}${path}`)
    await page.waitForLoadState('networkidle')
  }
  expect(loaded.size).toBeGreaterThan(0)
  // Read again after the pages: the browser drops a response's body once its page is left.
  for (const url of loaded) {
    expect(url.startsWith(baseURL ?? '')).toBe(false)
    expect(deskScripts.some((path) => url.endsWith(path))).toBe(false)
    const body = await (await fetch(url)).text()
    // the desk's own texts and react-admin's travel only in the desk's bundle
    expect(body).not.toContain('desk.inbox.overdue')
    expect(body).not.toContain('ra.action.add_filter')
  }
})
