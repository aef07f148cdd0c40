import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** The cart.add calls the page sends from now on. */
function cartAddRequests(page: Page): string[] {
  const adds: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('cart.add')) adds.push(request.url())
  })
  return adds
}

test('a buyer adds a sheet by the piece from the stock list and the badge counts the line', async ({ page, visit }) => {
  await visit('/de?term=PVC-U%20grau%2010')
  const card = page.locator('.product-list').getByRole('article').first()
  const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
  await card.getByRole('textbox', { name: 'Menge' }).fill('3')
  await card.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByText(`${name} wurde in den Warenkorb gelegt.`)).toBeVisible()
  // One line of 3 pieces is one item (the shop's checkout/cart_link/use_qty counts lines).
  await expect(page.locator('.count-badge').first()).toHaveText('1')
  // The header's cart button on wide screens, the bottom bar's on phones.
  await expect(page.getByRole('button', { name: 'Warenkorb, 1 Artikel' })).toBeVisible()
})

test('a buyer adds a whole pallet from the product page', async ({ page, visit }) => {
  await visit('/en?term=PVC-U%20sheet%20grey%2010')
  await page.locator('.product-list').getByRole('article').first().getByRole('heading', { level: 2 }).click()
  await expect(page.getByRole('table', { name: 'Product details' })).toBeVisible()
  const perPallet = Number(
    (
      await page
        .getByRole('table', { name: 'Product details' })
        .getByRole('row', { name: /Pieces per pallet/ })
        .textContent()
    )?.replace(/\D/g, ''),
  )
  expect(perPallet).toBeGreaterThan(1)
  const order = page.locator('.product-page__summary')
  await order.getByRole('combobox', { name: 'Unit' }).selectOption('pallet')
  await expect(order.getByText(`= ${perPallet} pieces`)).toBeVisible()
  await order.getByRole('button', { name: 'Add to cart' }).click()
  // The badge counts lines (the shop's checkout/cart_link/use_qty), not the pallet's pieces.
  await expect(page.locator('.count-badge').first()).toHaveText('1')
  // The message leaves the product's title and price in sight.
  const note = await page.locator('.notification').first().boundingBox()
  for (const part of ['.product-page__title', '.product-page__price']) {
    const box = await page.locator(part).first().boundingBox()
    if (!note || !box) throw new Error(`no box for the notification or ${part}`)
    const overlaps =
      note.x < box.x + box.width &&
      box.x < note.x + note.width &&
      note.y < box.y + box.height &&
      box.y < note.y + note.height
    expect(overlaps, `the notification covers ${part}`).toBe(false)
  }

  await visit('/en/cart')
  await expect(page.locator('.cart-page .cart-item').getByRole('textbox')).toHaveValue(String(perPallet))
})

test('a quantity that cannot be ordered is said at the field, stays as typed and adds nothing', async ({
  page,
  visit,
}) => {
  const adds = cartAddRequests(page)
  await visit('/de/p/100002')
  const order = page.locator('.product-page__summary')
  const amount = order.getByRole('textbox', { name: 'Menge' })
  const add = order.getByRole('button', { name: 'In den Warenkorb' })
  for (const [typed, message] of [
    ['', 'Bitte geben Sie eine Menge ein.'],
    ['0', 'Die Menge muss größer als 0 sein.'],
    ['-2', 'Die Menge muss größer als 0 sein.'],
    ['drei', 'Die Menge muss eine Zahl sein.'],
    ['2,5', 'Die Menge muss eine ganze Stückzahl sein.'],
    ['10.001', 'Die Menge ist zu groß: höchstens 10.000 je Position.'],
  ] as const) {
    await amount.fill(typed)
    await add.click()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')))
    await expect(amount).toHaveValue(typed)
  }
  // 36 pallets of 281 pieces are more than one line holds.
  await amount.fill('36')
  await order.getByRole('combobox', { name: 'Einheit' }).selectOption('pallet')
  await add.click()
  await expect(order.getByText('Die Menge ist zu groß: höchstens 10.000 je Position.')).toBeVisible()
  expect(adds).toEqual([])
  await expect(page.locator('.count-badge')).toHaveCount(0)

  await amount.fill('2')
  await expect(amount).not.toHaveAttribute('aria-invalid')
  await expect(order.getByText('= 562 Stück')).toBeVisible()
  await add.click()
  await expect(page.locator('.count-badge').first()).toHaveText('1')
})

test('pallets of a variant sold loose are said at the unit and add nothing until the unit or variant changes', async ({
  page,
  visit,
}) => {
  const adds = cartAddRequests(page)
  // An integral foam board: white and black by the pallet (103 pieces), light grey cut to order and sold loose.
  await visit('/de/p/300059')
  const colour = page.getByRole('group', { name: /^Farbe/ })
  const order = page.locator('.product-page__summary')
  const unit = order.getByRole('combobox', { name: 'Einheit' })
  const add = order.getByRole('button', { name: 'In den Warenkorb' })
  const notByPallet = 'Dieser Artikel wird nicht palettenweise verkauft.'
  await colour.getByText('weiß', { exact: true }).click()
  await unit.selectOption('pallet')
  await expect(order.getByText('= 103 Stück')).toBeVisible()

  await colour.getByText('lichtgrau RAL 7035', { exact: true }).click()
  await expect(page.getByText('Art.-Nr. 300059-7035')).toBeVisible()
  await expect(unit).toHaveValue('pallet')
  await expect(unit).toHaveAttribute('aria-invalid', 'true')
  await expect(unit).toHaveAccessibleDescription(notByPallet)
  await add.click()
  await expect(unit).toBeFocused()
  // Another variant by the pallet: nothing to say.
  await colour.getByText('schwarz', { exact: true }).click()
  await expect(unit).not.toHaveAttribute('aria-invalid')
  await expect(order.getByText(notByPallet)).toHaveCount(0)
  await colour.getByText('lichtgrau RAL 7035', { exact: true }).click()
  await expect(unit).toHaveAccessibleDescription(notByPallet)
  expect(adds).toEqual([])
  await expect(page.locator('.count-badge')).toHaveCount(0)

  // The buyer changes the unit: pieces only from now on, and the piece goes into the cart.
  await unit.selectOption('piece')
  await expect(unit).not.toHaveAttribute('aria-invalid')
  await expect(unit.locator('option')).toHaveText(['Stück'])
  await add.click()
  await expect(page.locator('.count-badge').first()).toHaveText('1')
  expect(adds).toHaveLength(1)
})

test('two products added at once on a first visit both land in one cart', async ({ page, visit }) => {
  await visit('/en?term=PVC-U%20sheet%20grey%2010')
  // Both clicks in the same moment (dispatched, so the pointer moving between the cards can't drop one).
  await page.evaluate(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>('.product-list .add-to-cart__button')
    for (const button of [...buttons].slice(0, 2)) button.click()
  })
  await expect(page.locator('.count-badge').first()).toHaveText('2')
  await visit('/en/cart')
  await expect(page.locator('.cart-page .cart-item')).toHaveCount(2)
})
