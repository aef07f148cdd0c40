import { expect, test } from '@playwright/test'
import { placeQuoteRequest } from './buyer'
import { signIn } from './staff-session'

/**
 * The desk's data layer in the browser, in German: each screen's code loads when the screen opens, and composing is
 * a `create` of a document whose field commerce refuses comes back at that field.
 */

test.describe.configure({ timeout: 120_000 })

test("loads a screen's code only when the screen opens", async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await signIn(page)
  const loaded = (screen: string) => scripts.some((path) => new RegExp(`/${screen}-[\\w-]+\\.js$`).test(path))
  await expect.poll(() => loaded('request-list'), { timeout: 20_000 }).toBe(true)
  expect(loaded('review-list') || loaded('document-compose')).toBe(false)
})

test('shows at its field what commerce refused in a send: an offer valid until a past day', async ({ page }) => {
  const placed = await placeQuoteRequest()
  await signIn(page)
  await page.goto(`/requests/${Number(placed.number)}/compose/offer`)
  await expect(page.getByRole('heading', { name: 'Angebot, Version 1' })).toBeVisible({ timeout: 20_000 })
  const send = page.waitForResponse((response) => response.url().endsWith('/offer'))
  // validity, freight and texts are folded below the lines; a send is confirmed once
  await page.getByRole('button', { name: /Fracht, Bedingungen und Texte/ }).click()
  await page.getByLabel('Gültig bis').fill('2020-01-01')
  await page.getByRole('button', { name: 'Angebot senden' }).click()
  await page.getByRole('dialog', { name: 'Angebot senden?' }).getByRole('button', { name: 'Senden' }).click()
  expect((await send).status()).toBe(400)
  await expect(page.getByText('Kein gültiger Wert')).toBeVisible()
  await expect(page.getByText('Das Shopsystem hat Angaben abgelehnt')).toBeVisible()
  await expect(page).toHaveURL(/\/compose\/offer$/)
})
