import type { Request, Response } from '@playwright/test'
import { expect, filters, showResults, test } from './fixtures'

test('a buyer finds a 10 mm grey PVC-U sheet, filters, switches to the list, pages, opens it and reads it in English', async ({
  page,
  visit,
}) => {
  await visit('/de')
  await expect(page.getByRole('heading', { level: 1, name: 'Lagerliste' })).toBeVisible()

  await page.getByRole('searchbox', { name: 'Lagerliste durchsuchen' }).fill('PVC-U grau 10')
  await page.getByRole('button', { name: 'Suchen' }).click()
  await expect(page).toHaveURL(/term=PVC-U\+grau\+10/)
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Artikel für „PVC-U grau 10“$/ })).toBeVisible()

  const pages = page.getByRole('navigation', { name: 'Seiten' })
  await pages.getByRole('link', { name: 'Weiter' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(pages.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page')

  // The list follows the URL: a box is ticked once the filtered list has loaded.
  const pvcU = (await filters(page, 'Filter'))
    .getByRole('group', { name: 'Werkstoff' })
    .getByRole('checkbox', { name: /PVC-U/ })
  await pvcU.click()
  await expect(page).toHaveURL(/material=1001/)
  await expect(pvcU).toBeChecked()
  // Thickness is typed as a range; 10 to 10 is exactly 10 mm.
  const thickness = (await filters(page, 'Filter')).getByRole('group', { name: 'Stärke (mm)' })
  await thickness.getByRole('textbox', { name: 'von' }).fill('10')
  await thickness.getByRole('textbox', { name: 'bis' }).fill('10')
  await thickness.getByRole('textbox', { name: 'bis' }).press('Enter')
  await expect(page).toHaveURL(/strength=10_10/)
  await expect(thickness.getByRole('textbox', { name: 'von' })).toHaveValue('10')
  await showResults(page, 'Filter')
  await expect(page.getByRole('link', { name: 'Filter Werkstoff: PVC-U entfernen' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Filter Stärke (mm): 10 entfernen' })).toBeVisible()

  const results = page.locator('.product-list')
  await page.getByRole('button', { name: 'Listenansicht' }).click()
  await expect(page).toHaveURL(/view=list/)
  await expect(results).toHaveAttribute('data-view', 'list')
  const cards = results.getByRole('article')
  // A filter starts again at page 1; round rods of Ø 10 mm have their own filter, so these are 10 mm sheets.
  await expect(page).not.toHaveURL(/page=/)
  await expect(cards.first()).toBeVisible()
  // Polled: the list before the filter stays on screen, marked busy, until the filtered one is in.
  const dimensions = cards.locator('.product-card__dimensions')
  await expect.poll(async () => (await dimensions.allTextContents()).every((text) => /^10 ×/.test(text))).toBe(true)

  const first = cards.first().getByRole('heading', { level: 2 }).getByRole('link')
  const name = (await first.textContent()) ?? ''
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const details = page.getByRole('table', { name: 'Produktdetails' })
  await expect(details.getByRole('row', { name: /^Werkstoff PVC-U$/ })).toBeVisible()
  await expect(details.getByRole('row', { name: /^Stärke 10 mm$/ })).toBeVisible()
  await expect(details.getByRole('row', { name: /^Farbe grau RAL 7011$/ })).toBeVisible()
  await expect(
    details.getByRole('row', {
      name: /^Verfügbarkeit (Auf Lager|Nur noch wenige auf Lager|Nicht auf Lager|Auf Anfrage)$/,
    }),
  ).toBeVisible()

  // The language switch keeps the buyer on the same item.
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/./)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(
    page.getByRole('table', { name: 'Product details' }).getByRole('row', { name: /^Thickness 10 mm$/ }),
  ).toBeVisible()
})

test('the product page shows every attribute, the PVC note, the gallery, related products and JSON-LD', async ({
  page,
  visit,
}) => {
  await visit('/de/p/100091')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'PVC-U Platte lichtgrau RAL 7035 30 mm, 2000 × 1000 mm',
  )
  await expect(page.getByRole('note')).toHaveText('Im Kern kann eine gelbliche Verfärbung auftreten.')
  const details = page.getByRole('table', { name: 'Produktdetails' })
  for (const label of [
    'Artikelnummer',
    'Werkstoff',
    'Länge',
    'Breite',
    'Stärke',
    'Farbe',
    'Verpackungseinheit',
    'Stück pro Palette',
    'Gewicht pro Stück',
    'Gewicht pro Palette',
    'Lieferzeit',
    'Verfügbarkeit',
  ]) {
    await expect(details.getByRole('rowheader', { name: label, exact: true })).toBeVisible()
  }
  await expect(details.getByRole('row', { name: 'Länge 2000 mm' })).toBeVisible()

  const thumbs = page.getByRole('list', { name: 'Bilder' }).getByRole('button')
  await expect(thumbs).toHaveCount(4)
  await thumbs.nth(1).click()
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('.gallery__image')).toHaveAttribute('src', '/media/catalog/product/100091/2.svg')

  await expect(page.getByRole('heading', { name: 'Passende Artikel' })).toBeVisible()
  await expect(page.locator('.related .product-card').first()).toBeVisible()

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    sku: '100091',
    offers: { priceCurrency: 'EUR', availability: expect.stringMatching(/^https:\/\/schema\.org\//) },
  })
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/de\/pvc-u-platte-lichtgrau-ral-7035-30-mm-2000-x-1000-mm\.html$/,
  )

  const quantity = page.locator('.product-page__summary').getByRole('group', { name: 'Menge' })
  await quantity.getByRole('combobox', { name: 'Einheit' }).selectOption('pallet')
  await quantity.getByRole('textbox', { name: 'Menge' }).fill('2')
  await expect(quantity).toContainText('= 28 Stück')
})

test('choosing a variant shows its item number and pictures', async ({ page, visit }) => {
  await visit('/en/p/300001')
  await expect(page.getByText('Choose a variant first.')).toBeVisible()
  await page.getByRole('group', { name: 'Colour' }).getByText('white', { exact: true }).click()
  await expect(page.getByText('Item no. 300001-WS')).toBeVisible()
  await expect(page.locator('.gallery__image')).toHaveAttribute(
    'src',
    '/media/catalog/product/300001-WS/1.svg?___store=en',
  )
  await expect(
    page.getByRole('table', { name: 'Product details' }).getByRole('row', { name: 'Colour white' }),
  ).toBeVisible()
})

test('a category page lists its products with breadcrumbs, and sorting changes the URL', async ({ page, visit }) => {
  await visit('/en/sheets/extruded-sheets/pvc-u.html')
  await expect(page.getByRole('heading', { level: 1, name: 'PVC-U' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Sheets', exact: true }),
  ).toHaveAttribute('href', '/en/sheets.html')
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Sort: Price from high to low' })
  await expect(page).toHaveURL(/sort=price_DESC/)
  // The URL changes at once; the list follows when the sorted page has loaded.
  const prices = async () =>
    (await page.locator('.product-list .price__final').allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    )
  await expect.poll(async () => (await prices())[0]).toBeGreaterThan(100)
  const values = await prices()
  expect(values).toEqual([...values].sort((x, y) => y - x))
  await page.getByRole('combobox', { name: 'Per page' }).selectOption('20')
  await expect(page).toHaveURL(/itemsPerPage=20/)
  await expect(page.locator('.product-list > li')).toHaveCount(20)
})

test('a search without results says so; an unknown product path is 404', async ({ page, visit }) => {
  await visit('/en?term=xyzzyqq')
  await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText(
    "We can't find products matching the selection.",
  )
  const response = await visit('/de/keine-solche-seite.html')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible()
})

test('the product page shows the average rating of the store view’s reviews, or that there are none', async ({
  page,
  visit,
}) => {
  await visit('/de/p/100010')
  // the summary beside the price (the reviews section below repeats it above the list)
  await expect(page.locator('.product-page__summary').getByText('4,3 von 5 Sternen, 3 Bewertungen')).toBeAttached()
  await visit('/en/p/100011')
  await expect(page.locator('.product-page__summary').getByText('No reviews yet')).toBeVisible()
})

test('round rods show their diameter, welding-rod coils their length in metres and weight per coil', async ({
  page,
  visit,
}) => {
  await visit('/en/p/400001')
  const rod = page.getByRole('table', { name: 'Product details' })
  await expect(rod.getByRole('rowheader', { name: 'Diameter', exact: true })).toBeVisible()
  await expect(rod.getByRole('rowheader', { name: 'Width', exact: true })).toHaveCount(0)
  await expect(rod.getByRole('row', { name: /^Length \d+ mm$/ })).toBeVisible()

  await visit('/de/p/500001')
  const coil = page.getByRole('table', { name: 'Produktdetails' })
  await expect(coil.getByRole('rowheader', { name: 'Durchmesser', exact: true })).toBeVisible()
  await expect(coil.getByRole('row', { name: /^Länge \d+ m$/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rolle')
  for (const label of ['Gewicht pro Rolle', 'Rollen pro Palette']) {
    await expect(coil.getByRole('rowheader', { name: label, exact: true })).toBeVisible()
  }
  await expect(coil.getByRole('rowheader', { name: 'Gewicht pro Stück', exact: true })).toHaveCount(0)
})

test('the first card’s picture is fetched first, the rest of the first row at once, the others as they near', async ({
  page,
  visit,
}) => {
  const response = await visit('/de')
  const html = (await response?.text()) ?? ''
  // The first picture is asked for from the head, ahead of the scripts, and alone at high priority.
  expect(html.match(/<link rel="preload" as="image"[^>]*>/g)?.[0]).toContain('fetchPriority="high"')
  const pictures = page.locator('.product-list .product-card__image img')
  await expect(pictures).toHaveCount(10)
  const loading = await pictures.evaluateAll((images) =>
    images.map((image) => `${image.getAttribute('loading')}/${image.getAttribute('fetchpriority') ?? 'auto'}`),
  )
  expect(loading).toEqual(['eager/high', ...Array<string>(3).fill('eager/auto'), ...Array<string>(6).fill('lazy/auto')])
})

test('a first visit to the stock list or a product loads no validation library: zod comes with the forms', async ({
  page,
}) => {
  for (const path of ['/de', '/de/pvc-u-platte-grau-ral-7011-1-mm-2000-x-1000-mm.html']) {
    const scripts: Promise<string>[] = []
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script' && response.status() < 300) scripts.push(response.text())
    }
    // A blank page first, so no late script of the previous page is collected after it was left.
    await page.goto('about:blank')
    page.on('response', collect)
    await page.goto(path, { waitUntil: 'networkidle' })
    page.off('response', collect)
    const bodies = await Promise.all(scripts)
    expect(bodies.length).toBeGreaterThan(0)
    for (const body of bodies) expect(body).not.toContain('$ZodError')
  }
})

test('a product’s first visit loads no listing code, a category’s none of the product page’s', async ({ page }) => {
  const pages = [
    {
      path: '/de/pvc-u-platte-grau-ral-7011-1-mm-2000-x-1000-mm.html',
      own: '/assets/product-',
      other: '/assets/stock-list-',
    },
    { path: '/de/platten/extrudierte-platten.html', own: '/assets/stock-list-', other: '/assets/product-' },
  ]
  for (const { path, own, other } of pages) {
    const scripts: string[] = []
    const collect = (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    }
    await page.goto('about:blank')
    page.on('request', collect)
    await page.goto(path, { waitUntil: 'networkidle' })
    page.off('request', collect)
    expect(scripts.some((script) => script.startsWith(own))).toBe(true)
    expect(scripts.filter((script) => script.startsWith(other))).toEqual([])
  }
})
