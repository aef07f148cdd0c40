import type { Page } from '@playwright/test'
import type { TierPriceView } from '../../contract/product'
import { addToCart, expect, test } from './fixtures'

/**
 * Stock you can plan with and tier prices, as a buyer sees them. 100002: a seeded PVC-U sheet with 254 pieces in
 * stock and 281 per pallet (less than a pallet in stock), with a quantity tier and a pallet tier.
 */
const SKU = '100002'

const cartLine = (page: Page) => page.locator('.cart-page .cart-item')

/** The tier prices the BFF answers for the item (what the product page's table shows). */
async function tiers(page: Page): Promise<TierPriceView[]> {
  return page.evaluate(async (sku) => {
    const input = encodeURIComponent(JSON.stringify({ sku }))
    const response = await fetch(`/api/trpc/catalog.product?input=${input}`)
    const body = (await response.json()) as { result: { data: { tierPrices: TierPriceView[] } } }
    return body.result.data.tierPrices
  }, SKU)
}

test('a pallet of an item with less than a pallet in stock goes into the cart, split into stock and the rest', async ({
  page,
  visit,
}) => {
  await visit(`/de/p/${SKU}`)
  const summary = page.locator('.product-page__summary')
  await expect(summary.locator('.availability')).toHaveText('Auf Lager: 254 Stück')
  const table = summary.getByRole('table', { name: 'Staffelpreise' })
  await expect(table.getByRole('row', { name: /^ab 1 Palette \(281 Stück\) / })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Preis pro Stück' })).toBeVisible()

  await summary.getByRole('combobox', { name: 'Einheit' }).selectOption('pallet')
  await summary.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.locator('.count-badge').first()).toHaveText('1')

  await visit('/de/cart')
  await expect(cartLine(page).getByRole('textbox')).toHaveValue('281')
  await expect(cartLine(page).locator('.stock-split')).toHaveText(
    '254 Stück ab Lager, 27 Stück nach Fertigung oder Beschaffung (Lieferzeit auf Anfrage)',
  )
  const pallet = (await tiers(page)).find((tier) => tier.pallet)
  const palletPrice = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(pallet?.price ?? 0)
  await expect(cartLine(page).locator('.cart-item__price')).toContainText(`${palletPrice} pro Stück`)
  // the freight facts beside the totals follow the lines
  await expect(page.locator('.cart-page .freight-facts')).toContainText('1 volle Palette')

  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/cart/)
  await expect(cartLine(page).locator('.stock-split')).toHaveText(
    '254 pieces from stock, 27 pieces produced or procured (delivery time on request)',
  )
})

test('the cart total changes when the quantity crosses a tier', async ({ page, visit }) => {
  await visit(`/en/p/${SKU}`)
  await expect(page.locator('.product-page__summary .availability')).toHaveText('In stock: 254 pieces')
  const [first] = await tiers(page)
  expect(first?.pallet).toBe(false)
  const tierQuantity = first?.quantity ?? 0
  await addToCart(page, SKU, tierQuantity - 1)

  await visit('/en/cart')
  const line = cartLine(page)
  const total = page.locator('.cart-page .cart-totals__row--grand dd')
  const before = await total.textContent()
  const saved = page.waitForResponse((response) => response.url().includes('cart.updateQuantity'))
  await line.getByRole('button', { name: 'Increase quantity' }).click()
  await expect((await saved).ok()).toBe(true)
  await expect(line.getByRole('textbox')).toHaveValue(String(tierQuantity))
  const tierPrice = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(first?.price ?? 0)
  await expect(line.locator('.cart-item__price')).toContainText(`${tierPrice} per piece`)
  await expect(total).not.toHaveText(before ?? '')
  await expect(page.locator('.cart-page .freight-facts')).toContainText('1 part pallet')
  await expect(line.locator('.stock-split')).toHaveCount(0)
})

test('the table view prices a pallet at the pallet tier, as the cart charges it', async ({ page, visit }) => {
  await visit(`/de?view=table&term=${SKU}`)
  const pallet = (await tiers(page)).find((tier) => tier.pallet)
  expect(pallet).toBeDefined()
  const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
  const row = page.locator('tr', { has: page.getByRole('rowheader', { name: SKU, exact: true }) })
  await expect(row).toContainText(euros.format((pallet?.price ?? 0) * 281))
})
