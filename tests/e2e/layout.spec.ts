import { createCustomer, signIn } from './customer'
import { addToCart, expect, isPhone, test } from './fixtures'

test('the header menu links to the corporate site; Career only in the German store view', async ({ page, visit }) => {
  await visit('/de')
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' })
  if (isPhone(page)) await menu.getByRole('button', { name: 'Hauptmenü' }).click()
  await expect(menu.getByRole('link', { name: 'Karriere' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', /^https:\/\//)

  await visit('/en')
  const englishMenu = page.getByRole('navigation', { name: 'Main menu' })
  if (isPhone(page)) await englishMenu.getByRole('button', { name: 'Main menu' }).click()
  await expect(englishMenu.getByRole('link', { name: 'Contact' })).toBeVisible()
  await expect(englishMenu.getByRole('link', { name: 'Career' })).toHaveCount(0)
})

test('the logo links to the site root and reads the brand plus Kunststoffe', async ({ page, visit }) => {
  await visit('/en')
  const logo = page.getByRole('banner').getByRole('link').first()
  await expect(logo).toHaveAttribute('href', '/')
  await expect(logo).toContainText('Kunststoffe')
})

test('an empty cart shows no badge', async ({ page, visit }) => {
  await visit('/de')
  await expect(page.locator('.count-badge')).toHaveCount(0)
})

test('the bottom bar is there on smartphones only', async ({ page, visit }) => {
  await visit('/de')
  const bar = page.getByRole('navigation', { name: 'Schnellzugriff' })
  if (isPhone(page)) {
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Startseite' })).toHaveAttribute('aria-current', 'page')
    await expect(bar.getByRole('button', { name: 'Wunschliste' })).toHaveCount(0)
  } else {
    await expect(bar).toBeHidden()
  }
})

test('the bottom bar Menu opens the category tree from the catalogue', async ({ page, visit }) => {
  test.skip(!isPhone(page), 'smartphones only')
  await visit('/en')
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Menu' }).click()
  const sidebar = page.getByRole('dialog', { name: 'Categories' })
  await expect(sidebar).toBeVisible()
  await expect(sidebar.getByRole('link').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()
})

test('the login modal takes focus, closes the mobile menu and closes with Escape', async ({ page, visit }) => {
  await visit('/en')
  if (isPhone(page)) {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Main menu' }).click()
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Account' }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
  }
  const modal = page.getByRole('dialog', { name: 'Login' })
  await expect(modal).toBeVisible()
  // The dialog hides the rest of the page from assistive technology, so find the toggle by its class.
  await expect(page.locator('.main-menu__toggle')).toHaveAttribute('aria-expanded', 'false')
  expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
})

test('a pending message from the server is shown once on start', async ({ page, context, baseURL }) => {
  await context.addCookies([
    {
      name: 'vsf-message',
      value: 'NOT_AUTHORIZED',
      url: baseURL,
    },
  ])
  await page.goto('/de')
  await expect(page.getByText('Sie sind nicht berechtigt. Bitte melden Sie sich an.')).toBeVisible()
  expect((await context.cookies()).some((cookie) => cookie.name === 'vsf-message')).toBe(false)
})

test('the desktop header fits its row from 992 px, in German and signed in with a long name', async ({
  page,
  visit,
}) => {
  test.skip(isPhone(page), 'the one-row header is the desktop layout')
  const customer = await createCustomer('de', 'Maximiliane-Josephine', 'Müßig-Öztürk')
  await visit('/de')
  await signIn(page, customer.email)
  await visit('/de')
  const cart = page.locator('.header__cart')
  for (const width of [992, 1024, 1100, 1200, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width)
    const box = await cart.boundingBox()
    expect((box?.x ?? width) + (box?.width ?? 0), `${width} px`).toBeLessThanOrEqual(width)
  }
  await expect(page.getByRole('button', { name: 'Kategorien' })).toBeVisible()
})

test('from 1280 px the stock table fits beside the filters with its add-to-cart in view', async ({ page, visit }) => {
  test.skip(isPhone(page), 'phones show each product in three short lines (tests/e2e/stock-table.spec.ts)')
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const [locale, addToCartLabel] of [
    ['de', 'In den Warenkorb'],
    ['en', 'Add to cart'],
  ]) {
    await visit(`/${locale}?view=table`)
    const table = page.locator('.table-scroll')
    expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth), locale).toBe(0)
    const box = await table.getByRole('button', { name: addToCartLabel }).first().boundingBox()
    expect((box?.x ?? 1280) + (box?.width ?? 0), locale).toBeLessThanOrEqual(1280)
  }
})

test('the cart sidebar keeps the subtotal and the next step in view when its lines fill the screen', async ({
  page,
  visit,
}) => {
  await visit('/de')
  for (const sku of ['100002', '100003', '100010', '100011']) await addToCart(page, sku, 1)
  await visit('/de')
  await (isPhone(page)
    ? page.locator('.bottom-bar').getByRole('button', { name: /^Warenkorb/ })
    : page.locator('.header__cart')
  ).click()
  const sidebar = page.getByRole('dialog', { name: 'Warenkorb' })
  await expect(sidebar.locator('.cart-item')).toHaveCount(4)
  await expect(sidebar.getByRole('link', { name: 'Weiter zur Anfrage' })).toBeInViewport({ ratio: 1 })
  await expect(sidebar.getByRole('link', { name: 'Warenkorb ansehen' })).toBeInViewport({ ratio: 1 })
})

test('the first paint and the first picture load no script; the scripts follow them and the page hydrates', async ({
  page,
}) => {
  await page.goto('/de')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const { firstPaint, pictureLoaded, scripts } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      pictureLoaded: resources.find((entry) => entry.name === picture?.currentSrc)?.responseEnd ?? Number.NaN,
      scripts: resources
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, fetchStart: entry.fetchStart })),
    }
  })
  expect(scripts.some((script) => script.path.includes('/shell-'))).toBe(true)
  for (const script of scripts) {
    expect(script.fetchStart, script.path).toBeGreaterThanOrEqual(firstPaint)
    expect(script.fetchStart, script.path).toBeGreaterThanOrEqual(pictureLoaded)
  }
})

test('on a phone the product page shows price, stock and the add button on the first screen, above the bottom bar', async ({
  page,
  visit,
}) => {
  test.skip(!isPhone(page), 'a phone')
  for (const locale of ['de', 'en']) {
    await visit(`/${locale}/p/100314`)
    const summary = page.locator('.product-page__summary')
    const bar = page.locator('.bottom-bar')
    await expect(bar).toBeVisible()
    const barTop = (await bar.boundingBox())?.y ?? 0
    for (const part of [
      summary.locator('.availability'),
      summary.locator('.product-page__price'),
      summary.getByRole('button', { name: /^(In den Warenkorb|Add to cart)$/ }),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 })
      const box = await part.boundingBox()
      expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(barTop)
    }
  }
})

test('on a phone the filters open as a sheet whose result button stays in view; Escape closes it', async ({
  page,
  visit,
}) => {
  test.skip(!isPhone(page), 'a phone')
  await visit('/de')
  const opener = page.getByRole('button', { name: /^Filter/ })
  await opener.click()
  const sheet = page.getByRole('dialog', { name: 'Filter' })
  const results = sheet.getByRole('button', { name: /^\d[\d.]* Artikel anzeigen$/ })
  await expect(results).toBeInViewport({ ratio: 1 })
  // Scrolled to the last group, the button is still there; a tick keeps the sheet open and updates its count.
  await sheet.locator('.filter-group').last().scrollIntoViewIfNeeded()
  await expect(results).toBeInViewport({ ratio: 1 })
  const before = await results.textContent()
  await sheet.getByRole('group', { name: 'Werkstoff' }).getByRole('checkbox').first().check()
  await expect(results).not.toHaveText(before ?? '')
  await expect(sheet).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(opener).toBeFocused()
})

test('on a large screen a short listing’s footer stays put while the filter column fills after hydration', async ({
  page,
}) => {
  test.skip(isPhone(page), 'the filter column is for desktops')
  await page.setViewportSize({ width: 1920, height: 1200 })
  await page.addInitScript(() => {
    const footerShifts: number[] = []
    Object.assign(window, { footerShifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        const moved = entry.sources.map(({ node }) => (node instanceof Element ? node : node?.parentElement))
        if (moved.some((element) => element?.closest('footer'))) footerShifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/de?term=100001')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('group', { name: 'Werkstoff' })).toBeVisible()
  // The observer reports a shift after the frame that made it.
  const footerShifts = await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => resolve((window as unknown as { footerShifts: number[] }).footerShifts), 200),
        ),
      ),
  )
  expect(footerShifts).toEqual([])
})
