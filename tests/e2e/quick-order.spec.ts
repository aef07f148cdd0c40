import type { Page } from '@playwright/test'
import { expect, isPhone, test } from './fixtures'

const texts = {
  de: {
    search: '/de?term=PVC-U%20grau%2010',
    heading: 'Schnellbestellung',
    field: 'Artikelnummern und Mengen',
    check: 'Positionen prüfen',
    notFound: 'Kein Artikel mit dieser Nummer',
    ready: 'Bestellbar',
    add: 'Alle gültigen Positionen in den Warenkorb',
    result: '2 von 2 Positionen in den Warenkorb gelegt.',
    added: 'Im Warenkorb',
    cart: 'Warenkorb, 2 Artikel',
    pricePerPiece: 'Preis pro Stück',
    thickness: 'Stärke / Ø',
    sortSelect: 'Sortierung',
    thicknessDescending: 'Sortierung: Stärke absteigend',
    table: 'Lagerliste als Tabelle',
    tableView: 'Tabellenansicht',
    categories: 'Kategorien',
    menu: 'Sortiment',
  },
  en: {
    search: '/en?term=PVC-U%20sheet%20grey%2010',
    heading: 'Quick order',
    field: 'Item numbers and quantities',
    check: 'Check lines',
    notFound: 'No item with this number',
    ready: 'Ready',
    add: 'Add all valid lines to the cart',
    result: '2 of 2 lines added to the cart.',
    added: 'Added to the cart',
    cart: 'Cart, 2 items',
    pricePerPiece: 'Price per piece',
    thickness: 'Thickness / Ø',
    sortSelect: 'Sort',
    thicknessDescending: 'Sort: Thickest first',
    table: 'Stock list as a table',
    tableView: 'Table',
    categories: 'Categories',
    menu: 'Shop categories',
  },
} as const

/** The item numbers of the first products a search lists. */
async function itemNumbers(page: Page, count: number): Promise<string[]> {
  const skus = await page.locator('.product-list .product-card__sku').allTextContents()
  return skus.slice(0, count).map((text) => text.replace(/^\D+/, '').trim())
}

/** The numbers of a table column (3: thickness / Ø, 7: price per piece), row by row. */
async function column(page: Page, index: number): Promise<number[]> {
  const cells = await page.locator(`.stock-table tbody tr > :nth-child(${index})`).allTextContents()
  return cells.map((text) =>
    Number(
      text
        .replace(/[^\d,.]/g, '')
        .replace(/\.(?=\d{3})/g, '')
        .replace(',', '.'),
    ),
  )
}

for (const locale of ['de', 'en'] as const) {
  const text = texts[locale]

  test(`${locale}: a buyer pastes a list with a bad line, sees it checked, adds the valid lines and finds them in the cart`, async ({
    page,
    visit,
  }) => {
    test.slow() // four pages, a check and an add: more than a busy machine does in the default 30 s
    await visit(text.search)
    const [first, second] = await itemNumbers(page, 2)
    expect(first && second).toBeTruthy()

    await page
      .getByRole('link', {
        name: locale === 'de' ? 'Schnellbestellung per Artikelnummer' : 'Quick order by item number',
      })
      .first()
      .click()
    // A client navigation that loads the page's code: give a busy machine time.
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible({ timeout: 15_000 })
    const lines = `${locale === 'de' ? 'Artikelnummer;Menge' : 'SKU;Qty'}\n${first};2\n\nNO-SUCH-ITEM;5\n${second};1 Stk\n`
    await page.getByRole('textbox', { name: text.field }).fill(lines)
    await page.getByRole('button', { name: text.check }).click()

    const table = page.locator('.quick-order__table')
    await expect(table.getByRole('row')).toHaveCount(4)
    await expect(table.getByRole('row', { name: new RegExp(`^${first}\\b`) })).toContainText(text.ready)
    await expect(table.getByRole('row', { name: /^NO-SUCH-ITEM/ })).toContainText(text.notFound)
    await expect(table.getByRole('rowheader', { name: 'NO-SUCH-ITEM' })).toBeVisible()

    await page.getByRole('button', { name: text.add }).click()
    // The first add of a visit starts the cart: give a busy machine time.
    await expect(page.getByRole('status').filter({ hasText: text.result })).toBeVisible({ timeout: 20_000 })
    await expect(table.getByRole('row', { name: new RegExp(`^${second}\\b`) })).toContainText(text.added)
    // What was typed stays.
    await expect(page.getByRole('textbox', { name: text.field })).toHaveValue(lines)
    await expect(page.getByRole('button', { name: text.cart })).toBeVisible()

    await visit(`/${locale}/cart`)
    await expect(page.locator('.cart-page .cart-item')).toHaveCount(2)
  })

  test(`${locale}: a buyer reads the stock list as a table and sorts it by price`, async ({ page, visit }) => {
    test.skip(
      isPhone(page),
      'phones show each product in three short lines, without column headers (tests/e2e/stock-table.spec.ts)',
    )
    await visit(text.search)
    await page.getByRole('button', { name: text.tableView }).click()
    await expect(page).toHaveURL(/view=table/)
    const table = page.getByRole('region', { name: text.table })
    await expect(table.getByRole('rowheader').first()).toBeVisible()

    const header = table.getByRole('columnheader', { name: text.pricePerPiece })
    await header.getByRole('button').click()
    await expect(page).toHaveURL(/sort=price_ASC/)
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    const ascending = await column(page, 7)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))

    await header.getByRole('button').click()
    await expect(page).toHaveURL(/sort=price_DESC/)
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    const descending = await column(page, 7)
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
    await expect(page).toHaveURL(/view=table/)

    // The table scrolls inside its region; nothing of it makes the page wider than the screen.
    await page.setViewportSize({ width: 320, height: 700 })
    const overflowing = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter(
          (element) => element.getBoundingClientRect().right > 320 && !element.closest('.table-scroll'),
        ).length,
    )
    expect(overflowing).toBe(0)
    expect(await page.evaluate(() => document.querySelector('main')?.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test(`${locale}: a keyboard user sorts the table by thickness, and the order is the URL's`, async ({
    page,
    visit,
  }) => {
    await visit(`/${locale}?view=table`)
    const table = page.getByRole('region', { name: text.table })
    const header = table.getByRole('columnheader', { name: text.thickness })
    const button = header.getByRole('button')
    await expect(header).not.toHaveAttribute('aria-sort')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/sort=thickness_ASC/)
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(button).toBeFocused()
    await expect(table.getByRole('columnheader', { name: text.pricePerPiece })).not.toHaveAttribute('aria-sort')
    const thinnest = await column(page, 3)
    expect(thinnest).toEqual([...thinnest].sort((a, b) => a - b))

    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/sort=thickness_DESC/)
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(button).toBeFocused()
    const thickest = await column(page, 3)
    expect(thickest).toEqual([...thickest].sort((a, b) => b - a))
    expect(thickest[0]).toBeGreaterThan(thinnest[0] ?? Number.POSITIVE_INFINITY)

    // The URL carries the order: opened afresh, the list and the sort select say the same.
    await visit(page.url())
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(await column(page, 3)).toEqual(thickest)
    await expect(page.getByRole('combobox', { name: text.sortSelect, exact: true })).toHaveValue('thickness_DESC')
    await expect(
      page.getByRole('combobox', { name: text.sortSelect, exact: true }).locator('option:checked'),
    ).toHaveText(text.thicknessDescending)
  })

  test(`${locale}: a keyboard user opens the shop's categories from the header and follows one`, async ({
    page,
    visit,
  }) => {
    test.skip(isPhone(page), 'phones reach the categories through the bottom bar')
    await visit(`/${locale}`)
    const trigger = page.getByRole('button', { name: text.categories })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: text.menu })
    await expect(menu).toBeVisible()
    // the tree loads with the panel; until then its only link is the quick order's
    const categories = menu.getByRole('list').first().getByRole('link')
    await expect(categories.first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()

    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    const category = categories.first()
    const name = (await category.textContent()) ?? ''
    await category.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 })
  })
}
