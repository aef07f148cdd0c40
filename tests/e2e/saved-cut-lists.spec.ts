import { createCustomer, PASSWORD, signedInCustomer } from './customer'
import { expect, isPhone, test } from './fixtures'

/**
 * Cut lists kept in the account (issue 43), in German on a laptop and in English on a phone: a cut list typed on a
 * pressed sheet's product page is saved to the wishlist, found on the wishlist page with its pieces and sheets,
 * taken to the cart from there — the same pieces and sheets in the cart — and still kept in the account after.
 * 200001: a seeded pressed PE sheet, 2000 × 1000 × 10 mm.
 */
const SKU = '200001'

const texts = {
  de: {
    open: 'Zuschnittliste eingeben',
    length: 'Länge (mm)',
    width: 'Breite (mm)',
    pieces: 'Stück',
    save: 'Zuschnittliste merken',
    saved: 'Die Zuschnittliste ist in Ihrer Wunschliste gemerkt.',
    toCart: / in den Warenkorb legen$/,
    added: /wurde in den Warenkorb gelegt/,
    sheets: (count: number) => `${count} ${count === 1 ? 'Platte' : 'Platten'}`,
    heart: /^Wunschliste: /,
    onlyCutLists: 'Nur Zuschnittlisten',
  },
  en: {
    open: 'Enter a cut list',
    length: 'Length (mm)',
    width: 'Width (mm)',
    pieces: 'Pieces',
    save: 'Save the cut list',
    saved: 'The cut list is saved in your wishlist.',
    toCart: /^Add .+ to cart$/,
    added: /to your shopping cart/,
    sheets: (count: number) => `${count} ${count === 1 ? 'sheet' : 'sheets'}`,
    heart: /^Wishlist: /,
    onlyCutLists: 'Cut lists only',
  },
}

const typed = [
  { length: '480', width: '320', quantity: '12' },
  { length: '600', width: '250', quantity: '3' },
]
const pieceText = (piece: (typeof typed)[number]) => `${piece.quantity} × ${piece.length} × ${piece.width} mm`

test.describe.configure({ timeout: 120_000 })

test('a cut list saved on the product page, found in the account and requested again from there', async ({
  page,
  visit,
}) => {
  const store = isPhone(page) ? 'en' : 'de'
  const t = texts[store]
  await signedInCustomer(page, visit, store)
  // The hearts do nothing until the customer's wishlist is read.
  const wishlistRead = page.waitForResponse((response) => response.url().includes('wishlist.get'))
  await visit(`/${store}/p/${SKU}`)
  await wishlistRead
  // The whole sheet too: the heart stands for it, the saved cut list is an item of its own.
  const heart = page.getByRole('button', { name: t.heart }).first()
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: t.open }).click()

  const rows = page.locator('.cut-list__row')
  for (const [index, piece] of typed.entries()) {
    if (index > 0)
      await page.getByRole('button', { name: store === 'de' ? 'Zuschnitt hinzufügen' : 'Add a piece' }).click()
    await rows.nth(index).getByLabel(t.length).fill(piece.length)
    await rows.nth(index).getByLabel(t.width).fill(piece.width)
    await rows.nth(index).getByLabel(t.pieces).fill(piece.quantity)
  }
  const total = page.locator('.cut-list__total')
  const sheets = Number(await total.locator('[data-cut-preview-sheets]').getAttribute('data-cut-preview-sheets'))
  expect(sheets).toBeGreaterThan(0)
  await total.getByRole('button', { name: t.save }).click()
  await expect(page.getByText(t.saved).first()).toBeVisible()

  // Saving the cut list leaves the heart as it was: it stands for the whole sheet.
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  await visit(`/${store}/customer/my-wishlist`)
  const cards = page.locator('.my-wishlist .product-card')
  const saved = cards.filter({ has: page.locator('.cut-list-summary') })
  await expect(cards).toHaveCount(2)
  await page.getByRole('button', { name: t.onlyCutLists }).click()
  await expect(cards).toHaveCount(1)
  await expect(saved).toHaveCount(1)
  for (const piece of typed) await expect(saved.getByText(pieceText(piece))).toBeVisible()
  await expect(saved.locator(`[data-cut-sheets="${sheets}"]`)).toBeVisible()

  await saved.getByRole('button', { name: t.toCart }).click()
  await expect(page.getByText(t.added).first()).toBeVisible()
  // Kept in the account, to request again.
  await expect(saved).toHaveCount(1)

  await visit(`/${store}/cart`)
  const cartLine = page.locator('.cart-page .cart-item').filter({ has: page.locator('.cut-list-summary') })
  for (const piece of typed) await expect(cartLine.getByText(pieceText(piece))).toBeVisible()
  await expect(cartLine.getByText(t.sheets(sheets)).first()).toBeVisible()
})

test('a guest is asked to sign in and keeps the cut list typed, to save it then', async ({ page, visit }) => {
  const t = texts.de
  const customer = await createCustomer('de')
  await visit(`/de/p/${SKU}`)
  await page.getByRole('button', { name: t.open }).click()
  const row = page.locator('.cut-list__row').first()
  const [piece] = typed
  if (!piece) throw new Error('no piece to type')
  await row.getByLabel(t.length).fill(piece.length)
  await row.getByLabel(t.width).fill(piece.width)
  await row.getByLabel(t.pieces).fill(piece.quantity)
  await page.getByRole('button', { name: t.save }).click()

  const login = page.getByRole('dialog', { name: 'Anmelden' })
  await login.getByLabel('E-Mail').fill(customer.email)
  await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
  await login.getByLabel('Ich bin kein Roboter').check()
  await login.getByRole('button', { name: 'Anmelden' }).click()
  await expect(login).toBeHidden()

  await expect(row.getByLabel(t.length)).toHaveValue(piece.length)
  await expect(row.getByLabel(t.width)).toHaveValue(piece.width)
  await expect(row.getByLabel(t.pieces)).toHaveValue(piece.quantity)
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByText(t.saved).first()).toBeVisible()
})
