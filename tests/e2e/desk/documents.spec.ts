import { type Browser, expect, type Page, test } from '@playwright/test'
import { LOCAL_STAFF_USER } from '../../../commerce/scripts/staff-user-sql'
import { placeConfirmedRequest, placeQuoteRequest } from './buyer'
import { signIn } from './staff-session'

/**
 * The company's answers in the sales desk, in German, at desktop and phone widths: a clerk writes an offer with a
 * changed price and freight, previews its PDF and sends it, and the request lists the version with its number and
 * total; a second clerk sending at the same time is told that the request was answered meanwhile; a request is
 * declined with a reason; a confirmed one goes into processing and is completed.
 */

test.describe.configure({ timeout: 120_000 })

async function openRequest(page: Page, number: string) {
  await page.goto(`/requests/${Number(number)}/show`)
  // a full load of the app's script before the request: slow on a busy machine
  await expect(page.getByRole('region', { name: 'Anfrage', exact: true })).toContainText(number, { timeout: 20_000 })
}

/** A clerk's own browser: their own session. */
async function clerk(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page)
  return page
}

/** The compose page of the request's offer, with the first line's price and the freight changed. */
async function composeOffer(page: Page, number: string, price: string, freight: string) {
  await openRequest(page, number)
  await page.getByRole('link', { name: 'Angebot schreiben' }).click()
  await expect(page.getByRole('heading', { name: 'Angebot, Version 1' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('spinbutton', { name: 'Preis je Stück' }).first().fill(price)
  // freight, terms and texts are folded below the lines
  await page.getByRole('button', { name: /Fracht, Bedingungen und Texte/ }).click()
  await page.getByRole('spinbutton', { name: 'Fracht', exact: true }).fill(freight)
}

/** Sends the composed offer, confirming the one question. */
async function sendOffer(page: Page) {
  await page.getByRole('button', { name: 'Angebot senden' }).click()
  await page.getByRole('dialog', { name: 'Angebot senden?' }).getByRole('button', { name: 'Senden' }).click()
}

test('a clerk composes an offer with a changed price and freight, previews the PDF, sends it: the request shows version 1 and its total', async ({
  page,
}) => {
  const placed = await placeQuoteRequest()
  await signIn(page)
  await composeOffer(page, placed.number, '92.5', '185')
  // 10 sheets at 92,50 €; 925 € + 185 € freight = 1.110 € net, 19 % VAT 210,90 €
  await expect(page.getByTestId('line-total').first()).toContainText('925,00 €')
  await expect(page.getByTestId('grand-total')).toHaveText('1.320,90 €')
  await expect(page.getByText('Die interne Notiz sieht der Kunde nie')).toBeVisible()
  await page.getByLabel('Interne Notiz').fill('Preis mit dem Einkauf abgestimmt')

  const preview = page.waitForResponse((response) => response.url().endsWith('/offer-preview'))
  const tab = page.context().waitForEvent('page')
  await page.getByRole('button', { name: 'PDF-Vorschau' }).click()
  const pdf = await preview
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await (await tab).close()

  await sendOffer(page)
  await expect(page.getByText(/Angebot AN-\d{4}-\d{5}, Version 1 gesendet/)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/requests/${Number(placed.number)}/show$`))
  const facts = page.getByRole('region', { name: 'Anfrage', exact: true })
  await expect(facts.getByText('Angebot gesendet')).toBeVisible()
  const documents = page.getByRole('region', { name: 'Angebote und Auftragsbestätigungen' })
  const version = documents.getByRole('row').filter({ hasText: /AN-\d{4}-\d{5}/ })
  await expect(version).toHaveCount(1)
  await expect(version).toContainText('Angebot')
  await expect(version).toContainText(LOCAL_STAFF_USER.username)
  await expect(version).toContainText('1.320,90 €')
  await expect(version.getByRole('cell').nth(1)).toHaveText('1')
  const pdfLink = version.getByRole('link', { name: /PDF von AN-\d{4}-\d{5}, Version 1/ })
  const href = await pdfLink.getAttribute('href')
  const stored = await page.request.get(href ?? '')
  expect(stored.headers()['content-type']).toBe('application/pdf')
  expect((await stored.body()).subarray(0, 5).toString()).toBe('%PDF-')
  // the offer is sent: nothing more to write until the buyer answers
  await expect(page.getByRole('link', { name: 'Angebot schreiben' })).toHaveCount(0)
})

test('two clerks send an offer to one request at once: one wins, the other is told it was answered meanwhile and keeps what they typed', async ({
  page,
  browser,
  baseURL,
}) => {
  const placed = await placeQuoteRequest()
  await signIn(page)
  const colleague = await clerk(browser, baseURL)
  await composeOffer(page, placed.number, '91', '170')
  await composeOffer(colleague, placed.number, '93.4', '190')

  await sendOffer(page)
  await expect(page.getByText(/Angebot AN-\d{4}-\d{5}, Version 1 gesendet/)).toBeVisible()

  await sendOffer(colleague)
  await expect(colleague.getByRole('alert').filter({ hasText: 'inzwischen beantwortet' })).toContainText(
    'Eine Kollegin oder ein Kollege hat diese Anfrage inzwischen beantwortet',
  )
  await expect(colleague.getByRole('spinbutton', { name: 'Preis je Stück' }).first()).toHaveValue('93.4')
  await expect(colleague.getByRole('spinbutton', { name: 'Fracht', exact: true })).toHaveValue('190')
  await colleague.getByRole('link', { name: 'Anfrage neu laden' }).click()
  const documents = colleague.getByRole('region', { name: 'Angebote und Auftragsbestätigungen' })
  await expect(documents.getByRole('row').filter({ hasText: /AN-\d{4}-\d{5}/ })).toHaveCount(1)
  await colleague.context().close()
})

test('a clerk declines a request with a reason, which is required', async ({ page }) => {
  const placed = await placeQuoteRequest()
  await signIn(page)
  await openRequest(page, placed.number)
  await page.getByRole('button', { name: 'Ablehnen' }).click()
  const dialog = page.getByRole('dialog', { name: `Anfrage ${placed.number} ablehnen` })
  await dialog.getByRole('button', { name: 'Anfrage ablehnen' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Begründung')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Begründung').fill('Das Material ist bis Jahresende nicht lieferbar.')
  await dialog.getByRole('button', { name: 'Anfrage ablehnen' }).click()
  await expect(dialog).toBeHidden()
  const facts = page.getByRole('region', { name: 'Anfrage', exact: true })
  await expect(facts.getByText('Abgelehnt')).toBeVisible()
  const history = page.getByRole('region', { name: 'Verlauf' })
  await expect(history.getByText('Das Material ist bis Jahresende nicht lieferbar.')).toBeVisible()
  await expect(history.getByText('Dem Kunden per E-Mail gesendet').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ablehnen' })).toHaveCount(0)
})

test('a confirmed request goes into processing, then it is complete', async ({ page }) => {
  const placed = await placeConfirmedRequest()
  await signIn(page)
  await openRequest(page, placed.number)
  const facts = page.getByRole('region', { name: 'Anfrage', exact: true })
  await expect(facts.getByText('Vom Kunden bestätigt')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ablehnen' })).toHaveCount(0)

  await page.getByRole('button', { name: 'In Bearbeitung nehmen' }).click()
  const confirm = page.getByRole('dialog', { name: 'Status ändern?' })
  await expect(confirm).toContainText(
    `Anfrage ${placed.number} wechselt von „Vom Kunden bestätigt“ zu „In Bearbeitung“.`,
  )
  await confirm.getByRole('button', { name: 'Bestätigen' }).click()
  await expect(facts.getByText('In Bearbeitung')).toBeVisible()

  await page.getByRole('button', { name: 'Als abgeschlossen markieren' }).click()
  await page.getByRole('dialog', { name: 'Status ändern?' }).getByRole('button', { name: 'Bestätigen' }).click()
  await expect(facts.getByText('Abgeschlossen')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Als abgeschlossen markieren' })).toHaveCount(0)
})
