import type { Page } from '@playwright/test'
import { appConfig } from '../../app.config'
import { addToCart, expect, isPhone, test } from './fixtures'

/**
 * The cart in a real browser against the built Workers. Items go in through the BFF from the page (same origin,
 * the HttpOnly cart cookie is the browser's own), as the product cards will do once they are wired.
 * 100007: a seeded PVC-U sheet (IN_STOCK, 307 pieces, 84 per pallet).
 */
const SKU = '100007'

const cartItems = (page: Page) => page.locator('.cart-page .cart-item')

test('the cart page lists the item with pieces and totals; PLATTE10 adds a discount line', async ({ page, visit }) => {
  await visit('/de')
  await addToCart(page, SKU, 2)
  await visit('/de/cart')
  await expect(page).toHaveTitle(/Warenkorb/)
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
  await expect(cartItems(page)).toHaveCount(1)
  await expect(cartItems(page).getByRole('textbox')).toHaveValue('2')
  await expect(page.getByText('MwSt. 19 %')).toBeVisible()

  await page.getByLabel('Gutscheincode').fill('PLATTE10')
  await page.getByRole('button', { name: 'Einlösen' }).click()
  await expect(page.locator('.cart-totals').getByText('Gutschein PLATTE10 (10 %)')).toBeVisible()
  await expect(page.getByText('Gutschein PLATTE10 eingelöst')).toBeVisible()
  // The line's discount text wraps in its column: the product's name keeps the room of its own.
  const name = cartItems(page).locator('.cart-item__name')
  expect((await name.boundingBox())?.width ?? 0).toBeGreaterThan(60)
  // The sidebar names the coupon's discount below the subtotal.
  const cartButton = isPhone(page)
    ? page.getByRole('navigation', { name: 'Schnellzugriff' }).getByRole('button', { name: /^Warenkorb/ })
    : page.locator('.header__cart')
  await cartButton.click()
  await expect(page.locator('.cart-sidebar__discount')).toContainText('Gutschein PLATTE10 (10 %)')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Gutschein entfernen' }).click()
  await expect(page.locator('.cart-totals').getByText('Gutschein PLATTE10 (10 %)')).toHaveCount(0)
})

test('a bad coupon code is refused in the visitor’s language', async ({ page, visit }) => {
  await visit('/de')
  await addToCart(page, SKU, 1)
  await visit('/de/cart')
  await page.getByLabel('Gutscheincode').fill('SOMMER15')
  await page.getByRole('button', { name: 'Einlösen' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Der Gutscheincode ist ungültig. Bitte prüfen Sie den Code und versuchen Sie es erneut.',
  )

  await visit('/en/cart')
  await page.getByLabel('Coupon code').fill('NOPE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('alert')).toHaveText("The coupon code isn't valid. Verify the code and try again.")
})

test('quick quantity changes are sent once, after the delay, and the final quantity stays after a reload', async ({
  page,
  visit,
}) => {
  await visit('/en')
  await addToCart(page, SKU, 1)
  await visit('/en/cart')
  const item = cartItems(page)
  const increase = item.getByRole('button', { name: 'Increase quantity' })
  const updates: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('cart.updateQuantity')) updates.push(request.postData() ?? '')
  })
  const saved = page.waitForResponse((response) => response.url().includes('cart.updateQuantity'))
  for (let i = 0; i < 5; i++) await increase.click()
  await item.getByRole('button', { name: 'Decrease quantity' }).click()
  await expect(item.getByRole('textbox')).toHaveValue('5')
  await expect((await saved).ok()).toBe(true)
  expect(updates).toHaveLength(1)
  expect(updates[0]).toContain('"quantity":5')

  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(cartItems(page).getByRole('textbox')).toHaveValue('5')
  // the badge counts lines, not pieces
  const badge = isPhone(page) ? page.locator('.bottom-bar .count-badge') : page.locator('.header .count-badge')
  await expect(badge).toHaveText('1')
})

/** The German cart page with 3 pieces of SKU on one line: its quantity field and the updates it sends. */
async function cartOfThree(page: Page, visit: (path: string) => Promise<unknown>) {
  await visit('/de')
  await addToCart(page, SKU, 3)
  await visit('/de/cart')
  const updates: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('cart.updateQuantity')) updates.push(request.postData() ?? '')
  })
  return { quantity: cartItems(page).getByRole('textbox', { name: /^Menge von/ }), updates }
}

test('a quantity a line cannot take is said at the field, stays as typed and is not sent', async ({ page, visit }) => {
  const { quantity, updates } = await cartOfThree(page, visit)
  // Left empty: said when the field is left; the focus goes on where the visitor sent it.
  await quantity.fill('')
  await quantity.press('Tab')
  await expect(quantity).toHaveAccessibleDescription('Bitte geben Sie eine Menge ein.')
  await expect(quantity).not.toBeFocused()
  await expect(quantity).toHaveValue('')
  for (const [typed, message] of [
    ['0', 'Die Menge muss größer als 0 sein.'],
    ['drei', 'Die Menge muss eine Zahl sein.'],
    ['2,5', 'Die Menge muss eine ganze Stückzahl sein.'],
    ['10.001', 'Die Menge ist zu groß: höchstens 10.000 je Position.'],
  ] as const) {
    await quantity.fill(typed)
    await quantity.press('Enter')
    await expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await expect(quantity).toHaveAccessibleDescription(message)
    await expect(quantity).toHaveValue(typed)
    await expect(quantity).toBeFocused()
  }
  // 0 is no quantity and no removal: the line stays, no dialog asks.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(cartItems(page)).toHaveCount(1)

  const saved = page.waitForResponse((response) => response.url().includes('cart.updateQuantity'))
  await quantity.fill('4')
  await expect(quantity).not.toHaveAttribute('aria-invalid')
  await expect(quantity).toHaveAccessibleDescription('')
  await expect((await saved).ok()).toBe(true)
  expect(updates).toHaveLength(1)
  expect(updates[0]).toContain('"quantity":4')
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(cartItems(page).getByRole('textbox')).toHaveValue('4')
})

test('a quantity typed on the way to one a line cannot take is not sent', async ({ page, visit }) => {
  const { quantity, updates } = await cartOfThree(page, visit)
  await quantity.fill('')
  // "2" is a quantity on the way to "2,5", which is none.
  await quantity.pressSequentially('2,5')
  await quantity.press('Enter')
  await expect(quantity).toHaveAccessibleDescription('Die Menge muss eine ganze Stückzahl sein.')
  await expect(quantity).toHaveValue('2,5')
  await page.waitForTimeout(appConfig.cartQuantityUpdateDelayMs + 500)
  expect(updates).toHaveLength(0)
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(cartItems(page).getByRole('textbox')).toHaveValue('3')
})

test('the request waits while a quantity field holds what no line takes, and the typed text stays', async ({
  page,
  visit,
}) => {
  const { quantity } = await cartOfThree(page, visit)
  const proceed = page.locator('.cart-page').getByRole('link', { name: 'Weiter zur Anfrage' })
  await quantity.fill('drei')
  // Pressed straight from the field, at the button's top edge: had the field's message appeared as the press left
  // the field, it would have pushed the button from under the pointer on a phone, where it lies below the lines.
  await proceed.click({ position: { x: 8, y: 2 } })
  await expect(quantity).toBeFocused()
  await expect(page).toHaveURL(/\/de\/cart$/)
  await expect(quantity).toHaveValue('drei')
  await expect(quantity).toHaveAccessibleDescription('Die Menge muss eine Zahl sein.')

  await quantity.fill('4')
  await proceed.click()
  await expect(page).toHaveURL(/\/de\/request/)
})

test('removing asks first, says "Product removed", and the last item leads to the stock list', async ({
  page,
  visit,
}) => {
  await visit('/de')
  await addToCart(page, SKU, 3)
  await visit('/de/cart')
  const item = cartItems(page)
  const name = (await item.locator('.cart-item__name').textContent()) ?? ''

  await item.getByRole('button', { name: `${name} entfernen` }).click()
  const dialog = page.getByRole('dialog', { name: 'Artikel entfernen?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(name)
  await dialog.getByRole('button', { name: 'Abbrechen' }).click()
  await expect(dialog).toBeHidden()
  await expect(item).toHaveCount(1)

  await item.getByRole('button', { name: `${name} entfernen` }).click()
  await page.getByRole('dialog', { name: 'Artikel entfernen?' }).getByRole('button', { name: 'Entfernen' }).click()
  await expect(page.getByText('Artikel entfernt')).toBeVisible()
  await expect(page).toHaveURL(/\/de$/)
  await expect(page.locator('.count-badge')).toHaveCount(0)
})

test('reaching for a cart line loads the remove dialog before the click', async ({ page, visit }) => {
  await visit('/de')
  await addToCart(page, SKU, 1)
  await visit('/de/cart')
  const dialogCode = page.waitForRequest((request) =>
    new URL(request.url()).pathname.startsWith('/assets/dialog-panel-'),
  )
  await cartItems(page).hover()
  await dialogCode
})

test('a first visit to the cart with a line loads the shell and the cart page’s own file, not the stock list’s nor zod', async ({
  page,
  visit,
}) => {
  await visit('/de')
  await addToCart(page, SKU, 1)
  const scripts: string[] = []
  const bodies: Promise<string>[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() < 300) bodies.push(response.text())
  })
  await page.goto('/de/cart', { waitUntil: 'networkidle' })
  await expect(cartItems(page)).toHaveCount(1)
  // the entry and the shell (vite.config.ts) were cached by the first page; the cart page adds its own file only
  expect(scripts.filter((path) => !/^\/assets\/(index|boot|shell|rolldown-runtime)-/.test(path))).toEqual([
    expect.stringMatching(/^\/assets\/cart-[\w-]+\.js$/),
  ])
  // The quantity fields check what is typed without a validation library: zod comes with the forms.
  for (const body of await Promise.all(bodies)) expect(body).not.toContain('$ZodError')
})

test('an empty cart says so and links to the stock list', async ({ page, visit }) => {
  await visit('/en/cart')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to stock list' }).click()
  await expect(page).toHaveURL(/\/en$/)
})

test('the cart sidebar shows the items, the subtotal and links to the cart page', async ({ page, visit }) => {
  await visit('/en')
  await addToCart(page, SKU, 84)
  await visit('/en')
  if (isPhone(page)) {
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: /^Cart/ }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click()
  }
  const sidebar = page.getByRole('dialog', { name: 'Cart' })
  await expect(sidebar.locator('.cart-item')).toHaveCount(1)
  await expect(sidebar.locator('.cart-item').getByRole('textbox')).toHaveValue('84')
  await expect(sidebar.getByText('Subtotal (excl. VAT)')).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Continue to your request' })).toHaveAttribute('href', '/en/request')
  await sidebar.getByRole('link', { name: 'View cart' }).click()
  await expect(page).toHaveURL(/\/en\/cart$/)
  await expect(sidebar).toBeHidden()
})
