import type { Page } from '@playwright/test'
import { expect, isPhone, test } from './fixtures'

/**
 * A cut list edited from its cart line, in German on a laptop and in English on a phone: the line's pieces open in
 * the product page's editor, a piece changed and one added show the new sheets and price, saved they are the line's;
 * a piece larger than the sheet is told at its row, nothing typed is lost, and Escape leaves the line as it was. In
 * the cart sidebar the same editor opens in the line: Escape closes the editor and leaves the sidebar open.
 * A foam board's line keeps its colour through the edit. 200001: a seeded pressed PE sheet, 2000 × 1000 × 10 mm.
 */
const SKU = '200001'
/** A seeded foam board, sold in colours (a configurable product) and cut to size. */
const FOAM_SKU = '300001'

const texts = {
  de: {
    open: 'Zuschnittliste eingeben',
    add: 'Zuschnitte in den Warenkorb',
    added: /wurde in den Warenkorb gelegt/,
    edit: 'Zuschnitt bearbeiten',
    addRow: 'Zuschnitt hinzufügen',
    save: 'Übernehmen',
    saved: /wurde geändert/,
    length: 'Länge (mm)',
    width: 'Breite (mm)',
    pieces: 'Stück',
    tooLarge: /Größer als die Platte/,
    follows: 'Die Plattenzahl ergibt sich aus den Zuschnitten.',
    sum: 'Summe ',
    sheets: (count: number) => `${count} ${count === 1 ? 'Platte' : 'Platten'}`,
    cart: 'Warenkorb',
    shortcuts: 'Schnellzugriff',
    colour: 'Farbe',
    white: 'weiß',
  },
  en: {
    open: 'Enter a cut list',
    add: 'Add the cut list to the cart',
    added: /to your shopping cart/,
    edit: 'Edit cut list',
    addRow: 'Add a piece',
    save: 'Save changes',
    saved: /was changed/,
    length: 'Length (mm)',
    width: 'Width (mm)',
    pieces: 'Pieces',
    tooLarge: /Larger than the sheet/,
    follows: 'The sheets follow from the pieces.',
    sum: 'Total ',
    sheets: (count: number) => `${count} ${count === 1 ? 'sheet' : 'sheets'}`,
    cart: 'Cart',
    shortcuts: 'Shortcuts',
    colour: 'Colour',
    white: 'white',
  },
}

test.describe.configure({ timeout: 120_000 })

type Texts = (typeof texts)[keyof typeof texts]

/** One piece's row typed into the product page's cut list editor, and the list put into the cart. */
async function addCutList(page: Page, t: Texts, piece: { length: string; width: string; pieces: string }) {
  await page.getByRole('button', { name: t.open }).click()
  const first = page.locator('.cut-list__row').first()
  await first.getByLabel(t.length).fill(piece.length)
  await first.getByLabel(t.width).fill(piece.width)
  await first.getByLabel(t.pieces).fill(piece.pieces)
  await page.locator('.cut-list__total').getByRole('button', { name: t.add }).click()
  await expect(page.getByText(t.added).first()).toBeVisible()
}

/**
 * Two pieces of 480 × 320 mm put into the cart as a cut list from the product page; the store view (German on a
 * laptop, English on a phone) and its texts.
 */
async function twoPiecesInCart(page: Page, visit: (path: string) => Promise<unknown>) {
  const store = isPhone(page) ? 'en' : 'de'
  const t = texts[store]
  await visit(`/${store}/p/${SKU}`)
  await addCutList(page, t, { length: '480', width: '320', pieces: '2' })
  return { store, t }
}

test('a cut list edited in the cart: new sheets and price; a piece too large is told at its row, nothing lost', async ({
  page,
  visit,
}) => {
  const { store, t } = await twoPiecesInCart(page, visit)

  await visit(`/${store}/cart`)
  const line = page.locator('.cart-page .cart-item')
  await expect(line).toHaveCount(1)
  await expect(line.getByText(t.follows)).toBeVisible()
  await expect(line.getByRole('spinbutton')).toHaveCount(0)
  const edit = line.getByRole('button', { name: t.edit })
  await edit.click()

  // The line's piece, ready to change: the focus is in its length.
  const rows = line.locator('.cut-list__row')
  await expect(rows).toHaveCount(1)
  await expect(rows.first().getByLabel(t.length)).toBeFocused()
  await expect(rows.first().getByLabel(t.width)).toHaveValue('320')
  await rows.first().getByLabel(t.pieces).fill('30')
  await line.getByRole('button', { name: t.addRow }).click()
  await rows.nth(1).getByLabel(t.length).fill('900')
  await rows.nth(1).getByLabel(t.width).fill('600')
  await rows.nth(1).getByLabel(t.pieces).fill('4')

  const total = line.locator('.cut-list__total')
  const preview = total.locator('[data-cut-preview-sheets]')
  await expect(preview).toBeVisible()
  if (isPhone(page)) await expect(total).toBeInViewport()
  const sheets = Number(await preview.getAttribute('data-cut-preview-sheets'))
  expect(sheets).toBeGreaterThan(1)
  const price = ((await total.locator('.cut-list__sum').textContent()) ?? '').replace(t.sum, '').trim()
  await total.getByRole('button', { name: t.save }).click()
  await expect(page.getByText(t.saved).first()).toBeVisible()

  // Saved: the line holds the new pieces, the sheets and the price commerce computed — the ones previewed.
  await expect(line.locator('.cut-list-summary [data-piece]')).toHaveText(['30 × 480 × 320 mm', '4 × 900 × 600 mm'])
  await expect(line.locator('[data-cut-sheets]')).toHaveAttribute('data-cut-sheets', String(sheets))
  await expect(line.locator('.cart-item__sheets')).toContainText(t.sheets(sheets))
  await expect(line.locator('.cart-item__row-total')).toHaveText(price)
  await expect(edit).toBeFocused()

  // A piece larger than the sheet: told at its row, the list cannot be saved, every row typed stays.
  await edit.click()
  await line.getByRole('button', { name: t.addRow }).click()
  await rows.nth(2).getByLabel(t.length).fill('2500')
  await rows.nth(2).getByLabel(t.width).fill('1500')
  await rows.nth(2).getByLabel(t.pieces).fill('1')
  await expect(rows.nth(2).getByRole('alert')).toHaveText(t.tooLarge)
  await expect(rows.nth(2).getByLabel(t.length)).toHaveAttribute('aria-invalid', 'true')
  await expect(total.getByRole('button', { name: t.save })).toBeDisabled()
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0).getByLabel(t.pieces)).toHaveValue('30')
  await expect(rows.nth(1).getByLabel(t.length)).toHaveValue('900')

  // Escape cancels: the line as it was, the focus back on its button.
  await page.keyboard.press('Escape')
  await expect(rows).toHaveCount(0)
  await expect(line.locator('.cut-list-summary [data-piece]')).toHaveText(['30 × 480 × 320 mm', '4 × 900 × 600 mm'])
  await expect(line.locator('.cart-item__row-total')).toHaveText(price)
  await expect(edit).toBeFocused()
})

test('a cut list edited in the cart sidebar: saved in place; Escape leaves the editor, not the sidebar', async ({
  page,
  visit,
}) => {
  const { store, t } = await twoPiecesInCart(page, visit)

  const opener = isPhone(page)
    ? page.getByRole('navigation', { name: t.shortcuts }).getByRole('button', { name: new RegExp(`^${t.cart}`) })
    : page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t.cart},`) })
  await opener.click()
  const sidebar = page.getByRole('dialog', { name: t.cart })
  const line = sidebar.locator('.cart-item')
  await expect(line).toHaveCount(1)
  await expect(line.locator('.cut-list-summary [data-piece]')).toHaveText(['2 × 480 × 320 mm'])
  const edit = line.getByRole('button', { name: t.edit })
  await edit.click()

  // The piece opens in the sidebar's line, the focus in its length; Escape closes the editor only.
  const rows = line.locator('.cut-list__row')
  await expect(rows.first().getByLabel(t.length)).toBeFocused()
  await rows.first().getByLabel(t.pieces).fill('5')
  await page.keyboard.press('Escape')
  await expect(rows).toHaveCount(0)
  await expect(sidebar).toBeVisible()
  await expect(edit).toBeFocused()
  await expect(line.locator('.cut-list-summary [data-piece]')).toHaveText(['2 × 480 × 320 mm'])

  // Changed and saved there: the line holds the new count, the sidebar stays open with the focus on its button.
  await edit.click()
  await rows.first().getByLabel(t.pieces).fill('6')
  await line.locator('.cut-list__total').getByRole('button', { name: t.save }).click()
  await expect(page.getByText(t.saved).first()).toBeVisible()
  await expect(line.locator('.cut-list-summary [data-piece]')).toHaveText(['6 × 480 × 320 mm'])
  await expect(sidebar).toBeVisible()
  await expect(edit).toBeFocused()
  // With the editor closed, Escape closes the sidebar.
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()

  // The cart page shows what the sidebar saved.
  await visit(`/${store}/cart`)
  await expect(page.locator('.cart-page .cart-item .cut-list-summary [data-piece]')).toHaveText(['6 × 480 × 320 mm'])
})

test('a foam board’s cut list edited in the cart keeps the colour chosen', async ({ page, visit }) => {
  const store = isPhone(page) ? 'en' : 'de'
  const t = texts[store]
  await visit(`/${store}/p/${FOAM_SKU}`)
  await page.getByRole('group', { name: t.colour }).getByText(t.white, { exact: true }).click()
  await addCutList(page, t, { length: '400', width: '300', pieces: '3' })

  await visit(`/${store}/cart`)
  const line = page.locator('.cart-page .cart-item')
  await expect(line).toHaveCount(1)
  await expect(line).toContainText(`${FOAM_SKU}-WS`)
  await expect(line).toContainText(t.white)
  const edit = line.getByRole('button', { name: t.edit })
  await edit.click()
  const rows = line.locator('.cut-list__row')
  await expect(rows.first().getByLabel(t.length)).toBeFocused()
  await rows.first().getByLabel(t.pieces).fill('8')
  await line.locator('.cut-list__total').getByRole('button', { name: t.save }).click()
  await expect(page.getByText(t.saved).first()).toBeVisible()

  // Saved: the same white variant with the new pieces, still one line.
  await expect(line).toHaveCount(1)
  await expect(line.locator('.cut-list-summary [data-piece]')).toHaveText(['8 × 400 × 300 mm'])
  await expect(line).toContainText(`${FOAM_SKU}-WS`)
  await expect(line).toContainText(t.white)
  await expect(edit).toBeFocused()
})
