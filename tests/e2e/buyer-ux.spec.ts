import type { Locator, Page } from '@playwright/test'
import { addToCart, expect, filters, isPhone, test } from './fixtures'

const TEXTS = {
  de: {
    filters: 'Filter',
    thickness: 'Stärke (mm)',
    diameter: 'Durchmesser (mm)',
    price: 'Preis',
    material: 'Werkstoff',
    from: 'von',
    to: 'bis',
    more: /^Mehr anzeigen/,
    skipContent: 'Zum Inhalt springen',
    skipResults: 'Zu den Ergebnissen springen',
    addToCart: 'In den Warenkorb',
    cart: /^Warenkorb/,
    removeTitle: 'Artikel entfernen?',
    remove: 'Entfernen',
    removed: 'Artikel entfernt',
    notPositive: 'Die Menge muss größer als 0 sein.',
    rods: '/de/staebe-und-schweissdraht.html',
  },
  en: {
    filters: 'Filters',
    thickness: 'Thickness (mm)',
    diameter: 'Diameter (mm)',
    price: 'Price',
    material: 'Material',
    from: 'from',
    to: 'to',
    more: /^Show more/,
    skipContent: 'Skip to content',
    skipResults: 'Skip to results',
    addToCart: 'Add to cart',
    cart: /^Cart/,
    removeTitle: 'Remove product?',
    remove: 'Remove',
    removed: 'Product removed',
    notPositive: 'The quantity must be greater than 0',
    rods: '/en/rods-and-welding-rod.html',
  },
} as const

// Each test walks several pages; the shared test machine can be slow.
test.describe.configure({ timeout: 120_000 })

/** The router's pending time, after which a loader that waits would show the route's skeleton. */
const PENDING_MS = 1000

/** Holds the next stock-list answer until the returned function is called. */
async function holdStockList(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    /\/api\/trpc\/[^?]*catalog\.stockList/,
    async (route) => {
      await released
      await route.continue()
    },
    { times: 1 },
  )
  return release
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

for (const locale of ['de', 'en'] as const) {
  const text = TEXTS[locale]

  test(`${locale}: thickness typed as a range by keyboard keeps the focus; Ø is its own filter; prices in buckets`, async ({
    page,
    visit,
  }) => {
    await visit(`/${locale}`)
    const count = page.locator('.stock-list__count')
    const unfiltered = await count.textContent()
    const thickness = (await filters(page, text.filters)).getByRole('group', { name: text.thickness })
    const from = thickness.getByRole('textbox', { name: text.from })
    const to = thickness.getByRole('textbox', { name: text.to })
    await from.focus()
    // Each language's decimal mark.
    await page.keyboard.type(locale === 'de' ? '2,5' : '2.5')
    await page.keyboard.press('Tab')
    // From "from" to "to" the list waits: it reloads once, with both sides.
    expect(await isFocused(to)).toBe(true)
    expect(page.url()).not.toContain('strength=')
    await page.keyboard.type('10')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/strength=2\.5_10/)
    await expect(to).toHaveValue('10')
    expect(await isFocused(to)).toBe(true)
    // The filtered list has arrived (the sidebar's options with it) before the next filter is ticked.
    await expect(count).not.toHaveText(unfiltered ?? '')

    // A ticked box keeps the focus (client-side navigation, no reload), also when the answer takes longer than the
    // router waits before its skeleton: the current results stay on screen, marked busy, until the new ones are in.
    const release = await holdStockList(page)
    const results = page.locator('.stock-list__results')
    const material = (await filters(page, text.filters)).getByRole('group', { name: text.material })
    const first = material.getByRole('checkbox').first()
    await first.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/material=/)
    await expect(first).toBeChecked()
    await expect(results).toHaveAttribute('aria-busy', 'true')
    await page.waitForTimeout(PENDING_MS + 500)
    await expect(results.locator('.product-list')).toBeVisible()
    await expect(results).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(results).toHaveAttribute('aria-busy', 'false')
    expect(await isFocused(first)).toBe(true)
    // A phone's filter sheet stays open while ticking; its button, always in view, names what they leave.
    if (isPhone(page)) {
      const count = (await page.locator('.stock-list__count').textContent())?.match(/[\d.,]+/)?.[0] ?? ''
      const sheet = page.getByRole('dialog', { name: text.filters })
      const show = sheet.getByRole('button', { name: new RegExp(count.replace('.', '\\.')) })
      await expect(show).toBeInViewport()
      await show.click()
      await expect(sheet).toBeHidden()
      await expect(page.getByRole('button', { name: new RegExp(`^${text.filters}`) })).toBeFocused()
    }

    // Prices in several buckets, each group with "show more" instead of a scroll box.
    const price = (await filters(page, text.filters)).getByRole('group', { name: text.price })
    await expect(price.getByRole('checkbox')).not.toHaveCount(1)

    await visit(text.rods)
    const sidebar = await filters(page, text.filters)
    await expect(sidebar.getByRole('group', { name: text.diameter })).toBeVisible()
    await expect(sidebar.getByRole('group', { name: text.thickness })).toHaveCount(0)
  })

  test(`${locale}: a long filter group shows six options and more on request`, async ({ page, visit }) => {
    await visit(`/${locale}`)
    const sidebar = await filters(page, text.filters)
    const first = sidebar
      .locator('fieldset')
      .filter({ has: page.getByRole('button', { name: text.more }) })
      .first()
    // Held by its id: once open, the button's name changes and the filter above would find the next group.
    const group = page.locator(`[id="${await first.getAttribute('id')}"]`)
    const more = group.locator('.filter-group__more')
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(group.getByRole('checkbox')).toHaveCount(6)
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    expect(await group.getByRole('checkbox').count()).toBeGreaterThan(6)
  })

  test(`${locale}: skip links lead to the results; add-to-cart keeps the focus; notifications cover no controls`, async ({
    page,
    visit,
  }) => {
    await visit(`/${locale}`)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: text.skipContent })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: text.skipResults })).toBeFocused()
    await page.keyboard.press('Enter')
    let stops = 0
    const addButton = () =>
      page.evaluate(
        (name) => document.activeElement?.textContent?.trim() === name && document.activeElement.tagName === 'BUTTON',
        text.addToCart,
      )
    while (!(await addButton()) && stops < 20) {
      await page.keyboard.press('Tab')
      stops += 1
    }
    expect(stops).toBeLessThan(20)

    const button = page.locator(':focus')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').locator('.notification')).toBeVisible({ timeout: 15_000 })
    await expect(button).toBeFocused()

    // The message covers neither the header's controls nor the language switch.
    const note = await page.locator('.notification').first().boundingBox()
    const controls = isPhone(page)
      ? [page.locator('.header')]
      : [page.locator('.header__cart'), page.locator('.language-switch'), page.locator('.top-bar')]
    for (const control of controls) {
      const box = await control.first().boundingBox()
      if (!note || !box) continue
      const overlaps =
        note.x < box.x + box.width &&
        box.x < note.x + note.width &&
        note.y < box.y + box.height &&
        box.y < note.y + note.height
      expect(overlaps).toBe(false)
    }
  })

  test(`${locale}: Escape returns the focus to what opened the cart sidebar and the remove dialog; quantity 0 removes nothing`, async ({
    page,
    visit,
  }) => {
    await visit(`/${locale}`)
    await addToCart(page, '100010', 2)
    await addToCart(page, '100011', 1)
    await visit(`/${locale}`)
    const opener = isPhone(page)
      ? page.locator('.bottom-bar').getByRole('button', { name: text.cart })
      : page.locator('.header__cart')
    await opener.focus()
    await page.keyboard.press('Enter')
    const sidebar = page.getByRole('dialog')
    await expect(sidebar).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(sidebar).toBeHidden()
    await expect(opener).toBeFocused()

    await visit(`/${locale}/cart`)
    const line = page.locator('.cart-item').first()
    const removeButton = line.getByRole('button', { name: new RegExp(text.remove, 'i') })
    await removeButton.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: text.removeTitle })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(removeButton).toBeFocused()

    // The spec updates only quantities above 0: 0 is said at the field and asks nothing; the remove button removes.
    const quantity = line.getByRole('textbox')
    const before = await quantity.inputValue()
    await quantity.fill('0')
    await quantity.press('Enter')
    await expect(quantity).toHaveAccessibleDescription(text.notPositive)
    await expect(quantity).toBeFocused()
    await expect(dialog).toBeHidden()
    await quantity.fill(before)
    await expect(quantity).not.toHaveAttribute('aria-invalid')
    await removeButton.click()
    await dialog.getByRole('button', { name: text.remove }).click()
    await expect(page.getByRole('status').getByText(text.removed)).toBeVisible()
    await expect(page.locator('.cart-item')).toHaveCount(1)
    // The focus goes to the line that is left, not to the page.
    await expect(page.locator('.cart-item .cart-item__name')).toBeFocused()
  })
}

test('two filters ticked within one frame both apply, and each box shows its tick', async ({ page, visit }) => {
  await visit('/en')
  const boxes = (await filters(page, 'Filters')).getByRole('group', { name: 'Material' }).getByRole('checkbox')
  // Both clicks land before the page paints: the URL does not hold the first choice yet when the second is made.
  await boxes.evaluateAll((inputs) => {
    for (const input of inputs.slice(0, 2)) (input as HTMLInputElement).click()
  })
  await expect(boxes.nth(0)).toBeChecked()
  await expect(boxes.nth(1)).toBeChecked()
  await expect(page).toHaveURL(/[?&]material=\d+,\d+/)
  await expect(page.locator('.stock-list__results')).toHaveAttribute('aria-busy', 'false')
  await expect(boxes.nth(0)).toBeChecked()
  await expect(boxes.nth(1)).toBeChecked()
})

test('unknown page, page size and sort answer the nearest valid listing', async ({ page, visit }) => {
  const status = async (path: string) => {
    const response = await page.request.get(path, { maxRedirects: 0 })
    return { code: response.status(), location: response.headers().location ?? '' }
  }
  expect(await status('/de?itemsPerPage=1000')).toEqual({ code: 301, location: '/de?itemsPerPage=50' })
  expect(await status('/en?sort=foo&material=1001')).toEqual({ code: 301, location: '/en?material=1001' })
  const { code, location } = await status('/de/staebe-und-schweissdraht.html?page=999')
  expect(code).toBe(302)
  expect(location).toMatch(/^\/de\/staebe-und-schweissdraht\.html\?page=\d+$/)
  const response = await visit(location)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('navigation').locator('[aria-current="page"]').last()).toBeVisible()
})

test('at 320 px no page is wider than the screen', async ({ page, visit }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await visit('/de')
  await addToCart(page, '100010', 1)
  for (const path of [
    '/de',
    '/en',
    '/de/staebe-und-schweissdraht.html',
    '/de/p/100091',
    '/en/cart',
    '/de/cart',
    '/de/registration',
    '/de/quick-order',
  ]) {
    await visit(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, path).toBeLessThanOrEqual(320)
  }
})
