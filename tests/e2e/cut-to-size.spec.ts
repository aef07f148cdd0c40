import type { Page } from '@playwright/test'
import { signedInCustomer } from './customer'
import { expect, isPhone, test } from './fixtures'

/**
 * Cut to size as a buyer does it, in German on a laptop and in English on a phone: on a pressed sheet's product page
 * three pieces typed (Enter moves to a new row) and one pasted as CSV with a German header and a decimal comma, the
 * sheets and the price shown before adding, and the same pieces, sheets and price in the cart and on the request page.
 * 200001: a seeded pressed PE sheet, 2000 × 1000 × 10 mm, that offers a milled edge.
 */
const SKU = '200001'

const texts = {
  de: {
    open: 'Zuschnittliste eingeben',
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
  for (const [index, piece] of typed.entries()) {
    const row = rows.nth(index)
    await row.getByLabel(t.length).fill(piece.length)
    await row.getByLabel(t.width).fill(piece.width)
    await row.getByLabel(t.pieces).fill(piece.quantity)
    // Enter adds a row and moves to its length.
    await row.getByLabel(t.pieces).press('Enter')
    await expect(rows.nth(index + 1).getByLabel(t.length)).toBeFocused()
  }

  await page.getByText(t.csv).click()
  await page.getByLabel(t.csvField).fill('Länge;Breite;Menge\n250;125,5;6\n')
  await page.getByRole('button', { name: t.take }).click()
  await expect(rows).toHaveCount(4)
  await page.getByRole('radio', { name: t.milled }).check()

  const total = page.locator('.cut-list__total')
  await expect(total.locator('[data-cut-preview-sheets]')).toBeVisible()
  if (isPhone(page)) await expect(total).toBeInViewport()
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
  await expect(requestLine.locator('.request-line__total')).toHaveText(price)
})
