import { expect, test } from './fixtures'

/**
 * Every item the company makes can be requested (issue 30). 100314: PP-H kieselgrau 10 mm 2000×1000, none in stock,
 * "Lieferzeit 5–7 Tage": it is produced for the buyer. 600003 and 600020: cut-to-size formats no longer cut, the
 * first replaced by 600009, the second without a successor (the sales team advises).
 */
const PRODUCED = '100314'

test('an item without stock is requested in German: availability, delivery time and the add button agree', async ({
  page,
  visit,
}) => {
  await visit(`/de/p/${PRODUCED}`)
  const summary = page.locator('.product-page__summary')
  // One delivery time for the item (issue 42): the status line, the details, the notification and the cart.
  await expect(summary.locator('.availability')).toHaveText('Nicht auf Lager, Lieferzeit 5–7 Tage')
  await expect(page.getByRole('row', { name: /^Lieferzeit 5–7 Tage$/ })).toBeVisible()

  await summary.getByRole('textbox', { name: 'Menge' }).fill('3')
  await summary.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByRole('status')).toContainText(
    'wurde in den Warenkorb gelegt. Wird gefertigt oder beschafft (Lieferzeit 5–7 Tage).',
  )

  await visit('/de/cart')
  const line = page.locator('.cart-page .cart-item')
  await expect(line.getByRole('textbox')).toHaveValue('3')
  await expect(line.locator('.stock-split')).toHaveText('Wird gefertigt oder beschafft (Lieferzeit 5–7 Tage)')
})

test('quick order takes the item without stock in German', async ({ page }) => {
  await page.goto('/de/quick-order')
  // The quick order's code loads with the page: give a busy machine time to hydrate it.
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 })
  await page.getByRole('textbox', { name: 'Artikelnummern und Mengen' }).fill(`${PRODUCED};2\n`)
  await page.getByRole('button', { name: 'Positionen prüfen' }).click()
  const row = page.locator('.quick-order__table').getByRole('row', { name: new RegExp(`^${PRODUCED}\\b`) })
  await expect(row).toContainText('Nicht auf Lager')
  await expect(row).toContainText('Bestellbar')
})

test('a discontinued item says so and points to its successor or the sales team, without an add button', async ({
  page,
  visit,
}) => {
  await visit('/de/p/600003')
  const summary = page.locator('.product-page__summary')
  await expect(summary.locator('.availability')).toHaveText('Nicht mehr im Sortiment')
  await expect(summary.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0)
  await expect(page.getByRole('row', { name: /^Lieferzeit –$/ })).toBeVisible()
  await summary.getByRole('link', { name: 'Art.-Nr. 600009' }).click()
  await expect(page).toHaveURL(/\/de\/.+/)
  await expect(page.locator('.product-page__sku')).toHaveText('Art.-Nr. 600009')
  await expect(page.locator('.product-page__summary').getByRole('button', { name: 'In den Warenkorb' })).toBeVisible()

  await visit('/en/p/600020')
  const note = page.locator('.product-page__summary [data-discontinued]')
  await expect(note).toContainText('This item is no longer made and cannot be requested.')
  await expect(note.getByRole('link', { name: 'sales team' })).toHaveAttribute('href', /\/en\/contact$/)
})
