import { expect, type Page, test } from '@playwright/test'
import { placeConfirmedRequest, placeQuoteRequest } from './buyer'
import { signIn } from './staff-session'

/**
 * What a clerk needs to know and do beside the answer, in the German desk at 1366×800 and on a phone (the projects
 * desk-desktop and desk-phone): the buyer's VAT ID, the inbox's search by VAT ID and by city, a request assigned to
 * the clerk in "Meine", a status change asked once (Enter confirms), the items within a phone's width.
 */

// Each test involves a buyer's steps at commerce and several desk pages: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900

test.beforeEach(async ({ page }) => {
  if (!isPhone(page)) await page.setViewportSize({ width: 1366, height: 800 })
})

let sequence = 0
/** A VAT ID in Germany's format that no other request has (the local VIES stand-in confirms it). */
const uniqueVatId = () => `DE${String((Date.now() * 10 + (++sequence % 10)) % 1e9).padStart(9, '1')}`
const uniqueCity = () => `Clarholz-${Date.now().toString(36)}${++sequence}`

const SEARCH = 'Nummer, Firma, Besteller, E-Mail, USt-IdNr., Ort, Bestellnr.'

/** Types into the inbox's search and waits until the list has taken it up (react-admin waits 500 ms). */
async function searchFor(page: Page, text: string) {
  await page.getByPlaceholder(SEARCH).fill(text)
  await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').q === text)
}

/** An entry of the inbox: a table row on a desktop, a card on a phone. */
const entry = (page: Page, text: string) => page.locator(isPhone(page) ? 'li' : 'tbody tr').filter({ hasText: text })

const requestPage = (page: Page, number: string) => page.goto(`/requests/${Number(number)}/show`)

test("the buyer's VAT ID shows on the request, and the inbox finds it by VAT ID and by city", async ({ page }) => {
  const placed = await placeQuoteRequest({ vatId: uniqueVatId(), city: uniqueCity() })
  await signIn(page)
  await searchFor(page, placed.vatId.slice(2))
  await expect(entry(page, placed.number)).toHaveCount(1)
  await searchFor(page, 'Clarholz-nowhere')
  await expect(entry(page, placed.number)).toHaveCount(0)

  await requestPage(page, placed.number)
  const buyer = page.getByRole('region', { name: 'Besteller' })
  await expect(buyer.getByText(placed.vatId, { exact: true })).toBeVisible()
  const facts = page.getByRole('region', { name: 'Anfrage', exact: true })
  // the company's words for the shipping method, whatever the buyer's store view called it
  await expect(facts.getByText('Spedition (Fracht laut Angebot)')).toBeVisible()
})

test('the inbox finds a request by the city of its address', async ({ page }) => {
  const city = uniqueCity()
  const placed = await placeQuoteRequest({ city })
  await signIn(page)
  await searchFor(page, city.toLowerCase())
  await expect(entry(page, placed.number)).toHaveCount(1)
})

test('a clerk assigns a request to themselves, and "Meine" lists it and not the others', async ({ page }) => {
  const city = uniqueCity()
  const mine = await placeQuoteRequest({ city })
  const other = await placeQuoteRequest({ city })
  await signIn(page)
  await requestPage(page, mine.number)
  const facts = page.getByRole('region', { name: 'Anfrage', exact: true })
  await expect(facts.getByText('niemanden')).toBeVisible()
  await facts.getByRole('button', { name: 'Mir zuweisen' }).click()
  await expect(page.getByText('Die Anfrage ist Ihnen zugewiesen.')).toBeVisible()
  await expect(facts.getByText('anna.berger')).toBeVisible()
  await expect(facts.getByRole('button', { name: 'Zuweisung aufheben' })).toBeVisible()

  await page.goto('/requests')
  await searchFor(page, city)
  await expect(entry(page, mine.number)).toHaveCount(1)
  await expect(entry(page, other.number)).toHaveCount(1)
  await page.getByLabel('Meine').check()
  await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').assignedTo === 'anna.berger')
  await expect(entry(page, mine.number)).toHaveCount(1)
  await expect(entry(page, other.number)).toHaveCount(0)
})

test('a status change asks once: Escape leaves the status, Enter confirms it', async ({ page }) => {
  const placed = await placeConfirmedRequest()
  await signIn(page)
  await requestPage(page, placed.number)
  const facts = page.getByRole('region', { name: 'Anfrage', exact: true })
  await expect(facts.getByText('Vom Kunden bestätigt')).toBeVisible()
  const move = page.getByRole('button', { name: 'In Bearbeitung nehmen' })
  const confirm = page.getByRole('dialog', { name: 'Status ändern?' })

  await move.click()
  await expect(confirm).toContainText(
    `Anfrage ${placed.number} wechselt von „Vom Kunden bestätigt“ zu „In Bearbeitung“.`,
  )
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(facts.getByText('Vom Kunden bestätigt')).toBeVisible()

  await move.click()
  await expect(confirm).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(confirm).toBeHidden()
  await expect(facts.getByText('In Bearbeitung', { exact: true })).toBeVisible()
  // one question, one change: the next step is offered, no second dialog
  await expect(page.getByRole('button', { name: 'Als abgeschlossen markieren' })).toBeVisible()
  await expect(confirm).toBeHidden()
})

test("on a phone the request's items fit the screen: no sideways scrolling", async ({ page }) => {
  test.skip(!isPhone(page), 'the phone layout')
  const placed = await placeQuoteRequest()
  await signIn(page)
  await requestPage(page, placed.number)
  const items = page.getByRole('region', { name: 'Artikel' })
  await expect(items.getByText('PVC-U Platte')).toBeVisible()
  await expect(items.getByText('bei Anfrage vorrätig')).toBeVisible()
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.screen)
  // nothing inside the items' card scrolls sideways either (the desktop's table would, in its scrolling box)
  const scrollingSideways = await items.evaluate(
    (section) =>
      [section, ...section.querySelectorAll('*')].filter(
        (element) => getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth,
      ).length,
  )
  expect(scrollingSideways).toBe(0)
  await expect(items.getByTestId('line-cards')).toBeVisible()
})
