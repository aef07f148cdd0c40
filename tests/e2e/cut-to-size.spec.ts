import type { Page } from '@playwright/test'
import { signedInCustomer } from './customer'
import { expect, isPhone, test } from './fixtures'

/**
 * Cut to size as a buyer does it, in German on a laptop and in English on a phone: on a pressed sheet's product page
 * three pieces typed from the keyboard (Enter moves to a new row) and one pasted as CSV with a German header and a decimal comma, the
 * sheets and the price shown before adding, and the same pieces, sheets and price in the cart and on the request page.
 * 200001: a seeded pressed PE sheet, 2000 × 1000 × 10 mm, that offers a milled edge.
 */
const SKU = '200001'

const texts = {
  de: {
    open: 'Zuschnittliste eingeben',
    remove: (row: number) => `Zuschnitt ${row} entfernen`,
    length: 'Länge (mm)',
    width: 'Breite (mm)',
    pieces: 'Stück',
    csv: 'CSV einfügen oder hochladen',
    csvField: 'Ein Zuschnitt je Zeile: Länge;Breite;Menge',
    take: 'Zuschnitte übernehmen',
    milled: 'gefräst',
    add: 'Zuschnitte in den Warenkorb',
    added: /wurde in den Warenkorb gelegt/,
    sum: 'Summe ',
    sheets: (count: number) => `${count} ${count === 1 ? 'Platte' : 'Platten'}`,
    piece: (quantity: number, length: string, width: string) => `${quantity} × ${length} × ${width} mm`,
  },
  en: {
    open: 'Enter a cut list',
    remove: (row: number) => `Remove piece ${row}`,
    length: 'Length (mm)',
    width: 'Width (mm)',
    pieces: 'Pieces',
    csv: 'Paste or upload a CSV',
    csvField: 'One piece per line: length;width;quantity',
    take: 'Take the pieces',
    milled: 'milled',
    add: 'Add the cut list to the cart',
    added: /to your shopping cart/,
    sum: 'Total ',
    sheets: (count: number) => `${count} ${count === 1 ? 'sheet' : 'sheets'}`,
    piece: (quantity: number, length: string, width: string) => `${quantity} × ${length} × ${width} mm`,
  },
}

const typed = [
  { length: '480', width: '320', quantity: '12' },
  { length: '600', width: '250', quantity: '3' },
  { length: '300', width: '300', quantity: '4' },
]

test.describe.configure({ timeout: 120_000 })

/** The figures under a cut line (cart or request page): each piece, and the sheets. */
async function expectCutLine(line: ReturnType<Page['locator']>, t: (typeof texts)['de'], sheets: number) {
  for (const piece of typed)
    await expect(line.getByText(t.piece(Number(piece.quantity), piece.length, piece.width))).toBeVisible()
  await expect(line.getByText(t.piece(6, '250', t === texts.de ? '125,5' : '125.5'))).toBeVisible()
  await expect(line.getByText(t.sheets(sheets)).first()).toBeVisible()
}

test('a cut list typed and pasted: sheets and price before adding, the same in the cart and the request', async ({
  page,
  visit,
}) => {
  const store = isPhone(page) ? 'en' : 'de'
  const t = texts[store]
  await signedInCustomer(page, visit, store)
  await visit(`/${store}/p/${SKU}`)
  await page.getByRole('button', { name: t.open }).click()

  const rows = page.locator('.cut-list__row')
  // Typed from the keyboard alone: Tab from field to field, Enter adds a row and moves to its length.
  await rows.first().getByLabel(t.length).click()
  for (const [index, piece] of typed.entries()) {
    await page.keyboard.type(piece.length)
    await page.keyboard.press('Tab')
    await page.keyboard.type(piece.width)
    await page.keyboard.press('Tab')
    await page.keyboard.type(piece.quantity)
    await page.keyboard.press('Enter')
    await expect(rows.nth(index + 1).getByLabel(t.length)).toBeFocused()
  }
  for (const [index, piece] of typed.entries()) {
    await expect(rows.nth(index).getByLabel(t.length)).toHaveValue(piece.length)
    await expect(rows.nth(index).getByLabel(t.width)).toHaveValue(piece.width)
    await expect(rows.nth(index).getByLabel(t.pieces)).toHaveValue(piece.quantity)
  }
  // The empty row goes; the focus moves to the row before it.
  await rows
    .nth(3)
    .getByRole('button', { name: t.remove(4) })
    .click()
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(2).getByLabel(t.length)).toBeFocused()

  await page.getByText(t.csv).click()
  await page.getByLabel(t.csvField).fill('Länge;Breite;Menge\n250;125,5;6\n')
  await page.getByRole('button', { name: t.take }).click()
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(3).getByLabel(t.width)).toHaveValue('125.5')
  await page.getByRole('radio', { name: t.milled }).check()

  const total = page.locator('.cut-list__total')
  await expect(total.locator('[data-cut-preview-sheets]')).toBeVisible()
  if (isPhone(page)) {
    // At the top of the list the sum is in view all the same, above the bottom bar.
    await rows.first().evaluate((row) => row.scrollIntoView({ block: 'start' }))
    await expect(total).toBeInViewport()
    const sum = await total.boundingBox()
    const bar = await page.locator('.bottom-bar').boundingBox()
    if (!sum || !bar) throw new Error('no box for the sum or the bottom bar')
    expect(sum.y + sum.height).toBeLessThanOrEqual(bar.y + 1)
  }
  const sheets = Number(await total.locator('[data-cut-preview-sheets]').getAttribute('data-cut-preview-sheets'))
  expect(sheets).toBeGreaterThan(0)
  await expect(total.getByText(t.sheets(sheets))).toBeVisible()
  const price = ((await total.locator('.cut-list__sum').textContent()) ?? '').replace(t.sum, '').trim()
  expect(price).toMatch(/\d/)

  await total.getByRole('button', { name: t.add }).click()
  await expect(page.getByText(t.added).first()).toBeVisible()

  await visit(`/${store}/cart`)
  const cartLine = page.locator('.cart-page .cart-item').filter({ has: page.locator('.cut-list-summary') })
  await expectCutLine(cartLine, t, sheets)
  await expect(cartLine.locator('.cart-item__row-total')).toHaveText(price)
  await expect(cartLine.getByText(t.milled)).toBeVisible()

  await visit(`/${store}/request`)
  const requestLine = page.locator('.request-line').filter({ has: page.locator('.cut-list-summary') })
  await expectCutLine(requestLine, t, sheets)
  await expect(requestLine.locator('.request-line__quantity')).toHaveText(t.sheets(sheets))
  await expect(requestLine.locator('.request-line__total')).toHaveText(price)
})
