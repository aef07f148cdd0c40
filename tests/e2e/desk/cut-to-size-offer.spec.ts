import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { formatCutList, parseCutList } from '../../../rules/cut-list'
import { pdfText } from '../../integration/commerce/pdf-text'
import { signIn as buyerSignsIn } from '../customer'
import { cutToSizeOptions, type PlacedRequest, placeQuoteRequest } from './buyer'
import { signIn } from './staff-session'

/**
 * A sheet cut to size through the sales desk and the offer's PDF (issue 43). A buyer — German on a laptop, English on
 * a phone — requests a pressed sheet cut to size: three pieces and one read from a CSV, milled, the offcut shipped.
 * The clerk (in the German desk) finds the same pieces, sheets, cut metres and cutting charge the buyer's cart showed;
 * changes a piece, the saw tolerance and the charge per metre in the cut-list editor (from the keyboard on a laptop;
 * on a phone a piece per row, the figures in view) while the figures follow; a piece commerce refuses at the send is
 * marked at its row, and nothing typed is lost. Once the offer is sent, the buyer's request page and the offer's PDF,
 * in the buyer's language, show its figures: each piece, the sheets and the cutting charge as lines of their own.
 * 200001: a seeded pressed PE sheet, 2000 × 1000 × 10 mm, that offers a milled edge.
 */
const SKU = '200001'

test.describe.configure({ timeout: 180_000 })

// biome-ignore lint/suspicious/noExplicitAny: REST answers are read field by field.
type Json = any

const TYPED = [
  { length: 480, width: 320, quantity: 12 },
  { length: 600, width: 250, quantity: 3 },
  { length: 300, width: 300, quantity: 4 },
]

const buyers = {
  de: {
    intl: 'de-DE',
    csv: 'Länge;Breite;Menge\n250;125,5;6\n',
    cutting: (metres: string, charge: string) => `Schnittkosten: ${metres} Schnittmeter à ${charge}`,
    terms: '±1 mm, gefräst; Reststück: mitsenden',
    sheets: (count: number) => `${count} ${count === 1 ? 'Platte' : 'Platten'}`,
  },
  en: {
    intl: 'en-US',
    csv: 'Length;Width;Quantity\n250;125.5;6\n',
    cutting: (metres: string, charge: string) => `Cutting: ${metres} cut metres at ${charge}`,
    terms: '±1 mm, milled; offcut: ship with the order',
    sheets: (count: number) => `${count} ${count === 1 ? 'sheet' : 'sheets'}`,
  },
}

const shopUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 8799}`

/** Text as a PDF or a page gives it, its non-breaking spaces plain. */
const plain = (text: string | null) => (text ?? '').replaceAll('\u00a0', ' ')

/** The desk (German) writes amounts and numbers as the company does. */
const euro = (value: number, intl = 'de-DE') =>
  plain(new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' }).format(value))
const decimal = (value: number, intl = 'de-DE') => new Intl.NumberFormat(intl).format(value)
const pieceText = (piece: { length: number; width: number; quantity: number }, intl = 'de-DE') =>
  `${decimal(piece.quantity, intl)} × ${decimal(piece.length, intl)} × ${decimal(piece.width, intl)} mm`

/** "3 Platten, 21,4 Schnittmeter, Zuschnitt 8,56 € je Platte" — the desk's figures of a cut list. */
const deskFigures = (cut: { sheets: number; cut_metres: number; cut_charge_per_sheet: number }) =>
  `${cut.sheets} ${cut.sheets === 1 ? 'Platte' : 'Platten'}, ${decimal(cut.cut_metres)} Schnittmeter, Zuschnitt ${euro(cut.cut_charge_per_sheet)} je Platte`

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

/** Types into a field from the keyboard alone (a laptop), or fills it as a phone's keyboard does. */
async function enter(field: Locator, text: string, keyboard: boolean) {
  if (!keyboard) return field.fill(text)
  await field.focus()
  await field.page().keyboard.press('ControlOrMeta+A')
  await field.page().keyboard.type(text)
}

/** The cut-list editor of the line, opened with Enter on a laptop and a tap on a phone. */
async function openEditor(page: Page, keyboard: boolean): Promise<Locator> {
  const edit = page.getByRole('button', { name: `Zuschnitt bearbeiten, ${SKU}` })
  if (keyboard) {
    await edit.focus()
    await page.keyboard.press('Enter')
  } else await edit.click()
  const editor = page.getByRole('dialog', { name: /^Zuschnitt aus Platten 2000 × 1000 × 10 mm/ })
  await expect(editor).toBeVisible()
  return editor
}

const group = (editor: Locator, row: number) => editor.getByRole('group', { name: `Teil ${row}` })

/** On a phone the editor fills the screen: each piece one row, nothing sideways, the figures in view. */
async function expectPhoneEditor(page: Page, editor: Locator, pieces: number) {
  expect(await noSidewaysScroll(page)).toBe(true)
  expect(await editor.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true)
  for (let row = 1; row <= pieces; row++) {
    const group = editor.getByRole('group', { name: `Teil ${row}` })
    const boxes = await Promise.all(
      ['Länge (mm)', 'Breite (mm)', 'Menge'].map((label) => group.getByLabel(label).boundingBox()),
    )
    const tops = boxes.map((box) => Math.round(box?.y ?? -1))
    expect(new Set(tops).size, `piece ${row} on one row`).toBe(1)
    for (const box of boxes)
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  }
  await group(editor, pieces).getByLabel('Menge').scrollIntoViewIfNeeded()
  await expect(editor.getByTestId('cut-figures')).toBeInViewport()
}

/** The buyer, signed in to the shop in a browser of their own at the clerk's width, on their request's page. */
async function buyersRequestPage(browser: Browser, clerk: Page, placed: PlacedRequest, store: string) {
  const phone = (clerk.viewportSize()?.width ?? 0) < 900
  const context = await browser.newContext({
    baseURL: shopUrl,
    viewport: clerk.viewportSize(),
    isMobile: phone,
    hasTouch: phone,
  })
  const page = await context.newPage()
  await page.goto(`/${store}`)
  await buyerSignsIn(page, placed.email, placed.password)
  await page.goto(`/${store}/customer/order-history/${placed.number}`)
  return page
}

test('a cut line through the desk: the same figures as the cart, edited by the clerk, a refused piece at its row, the offer on the request page and in its PDF', async ({
  page,
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === 'desk-phone'
  const keyboard = !phone
  const store = phone ? 'en' : 'de'
  const buyer = buyers[store]

  // The buyer's request: three pieces and one from a CSV with a header and a decimal comma (or point).
  const pasted = parseCutList(buyer.csv)
  expect(pasted.issues).toEqual([])
  const pieces = [...TYPED, ...pasted.pieces]
  const options = await cutToSizeOptions(SKU, store)
  const placed = await placeQuoteRequest({
    store,
    items: [
      {
        sku: SKU,
        quantity: 1,
        entered_options: [{ uid: options.cutList, value: formatCutList(pieces) }],
        selected_options: [options.edge('milled'), options.offcut('ship')],
      },
    ],
  })
  const cart = placed.cart[0]?.cut_to_size
  if (!cart) throw new Error('the cart did not price the cut list')
  expect(placed.cart[0]?.prices.row_total.value).toBeCloseTo(cart.total, 2)

  // The request in the desk: the pieces, sheets, cut metres and charge the cart showed.
  await signIn(page)
  await page.goto(`/requests/${Number(placed.number)}/show`)
  const requested = page.getByRole('list', { name: `Zuschnittliste, ${SKU}` })
  await expect(requested).toBeVisible({ timeout: 20_000 })
  for (const piece of pieces) await expect(requested).toContainText(pieceText(piece))
  await expect(page.getByText(deskFigures(cart))).toBeVisible()

  // The offer's draft: the same pieces, the sheets as the line's quantity, the cart's total as the line's.
  await page.getByRole('link', { name: 'Angebot schreiben' }).click()
  await expect(page.getByRole('heading', { name: 'Angebot, Version 1' })).toBeVisible({ timeout: 20_000 })
  const lineTotal = page.getByTestId('line-total')
  await expect(lineTotal).toHaveText(euro(cart.total))
  const line = page.locator('tbody tr').filter({ has: lineTotal })
  await expect(line).toContainText(`${cart.sheets} Platten`)
  const grandTotal = await page.getByTestId('grand-total').textContent()
  if (phone) expect(await noSidewaysScroll(page)).toBe(true)

  // The clerk changes a piece, the tolerance and the charge per metre; the figures follow as they type.
  let editor = await openEditor(page, keyboard)
  if (phone) await expectPhoneEditor(page, editor, pieces.length)
  const figures = editor.getByTestId('cut-figures')
  await expect(figures).toHaveText(deskFigures(cart))
  await enter(group(editor, 1).getByLabel('Menge'), '40', keyboard)
  await expect(figures).not.toHaveText(deskFigures(cart))
  const withMorePieces = await figures.textContent()
  await enter(editor.getByLabel('Toleranz ± mm'), '1', keyboard)
  await enter(editor.getByLabel('Schnittkosten je Meter (€)'), '3', keyboard)
  await expect(figures).not.toHaveText(withMorePieces ?? '')
  const edited = (await figures.textContent()) ?? ''
  if (keyboard) await page.keyboard.press('Enter')
  else await editor.getByRole('button', { name: 'Übernehmen' }).last().click()
  await expect(editor).toHaveCount(0)
  await expect(line.getByRole('list', { name: `Zuschnittliste, ${SKU}` })).toContainText('40 × 480 × 320 mm')
  await expect(lineTotal).not.toHaveText(euro(cart.total))
  await expect(page.getByTestId('grand-total')).not.toHaveText(grandTotal ?? '')

  // A piece commerce refuses at the send (here one a desk older than commerce's rule would let through: longer than
  // the sheet less its trim) is marked at its row; the clerk's changes stay.
  await page.route('**/rest/V1/order/*/offer', (route) => {
    const body = route.request().postDataJSON() as Json
    body.items[0].cut_list.pieces[1].length = 2500
    return route.continue({ postData: JSON.stringify(body) })
  })
  const send = async () => {
    await page.getByRole('button', { name: 'Angebot senden' }).click()
    await page.getByRole('dialog', { name: 'Angebot senden?' }).getByRole('button', { name: 'Senden' }).click()
  }
  await send()
  await expect(page.getByText('Das Shopsystem hat Angaben abgelehnt')).toBeVisible()
  const refused = 'Größer als die Platte abzüglich Besäumung'
  const summary = line.getByRole('list', { name: `Zuschnittliste, ${SKU}` })
  await expect(summary.getByRole('listitem').nth(1)).toContainText(refused)
  await expect(summary.getByRole('listitem').nth(0)).not.toContainText(refused)
  await expect(summary.getByRole('listitem').nth(0)).toContainText('40 × 480 × 320 mm')
  await page.unroute('**/rest/V1/order/*/offer')

  editor = await openEditor(page, keyboard)
  await expect(group(editor, 2)).toContainText(refused)
  await expect(group(editor, 1).getByLabel('Menge')).toHaveValue('40')
  await expect(editor.getByLabel('Toleranz ± mm')).toHaveValue('1')
  await expect(figures).toHaveText(edited)
  await enter(group(editor, 2).getByLabel('Breite (mm)'), '240', keyboard)
  await expect(group(editor, 2)).not.toContainText(refused)
  const sent = plain(await figures.textContent())
  if (keyboard) await page.keyboard.press('Enter')
  else await editor.getByRole('button', { name: 'Übernehmen' }).last().click()
  await expect(summary).not.toContainText(refused)
  const offeredTotal = plain(await lineTotal.textContent())

  await send()
  await expect(page.getByText(/Angebot AN-\d{4}-\d{5}, Version 1 gesendet/)).toBeVisible()

  // What commerce stored is what the desk showed.
  const stored = await page.request.get(`/rest/V1/order/${Number(placed.number)}/documents`)
  const [offer] = ((await stored.json()) as { items: Json[] }).items
  const [offered] = offer.items
  const editedPieces = [
    { length: 480, width: 320, quantity: 40 },
    { length: 600, width: 240, quantity: 3 },
    ...pieces.slice(2),
  ]
  expect(offered.cut_list).toMatchObject({ pieces: editedPieces, tolerance: 1, charge_per_metre: 3, edge: 'milled' })
  expect(deskFigures(offered.cut_list)).toBe(sent)
  expect(euro(offered.row_total)).toBe(offeredTotal)
  expect(offered.qty).toBe(offered.cut_list.sheets)

  // The offer's PDF, in the buyer's language: each piece, the sheets and the cutting charge as lines of their own.
  const pdf = await page.request.get(`/rest/V1/documents/${offer.entity_id}/pdf`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const text = plain(await pdfText(new Uint8Array(await pdf.body())))
  const flowing = text.replaceAll('\n', ' ')
  for (const piece of editedPieces) expect(text).toContain(pieceText(piece, buyer.intl))
  expect(flowing).toContain(buyer.terms)
  const cut = offered.cut_list
  expect(flowing).toContain(buyer.cutting(decimal(cut.cut_metres, buyer.intl), euro(3, buyer.intl)))
  expect(text).toContain(euro(cut.sheets_total, buyer.intl))
  expect(text).toContain(euro(cut.cut_total, buyer.intl))
  expect(text).toContain(euro(offer.grand_total, buyer.intl))

  // The buyer's request page shows the offer's pieces, sheets, cutting charge and total.
  const shop = await buyersRequestPage(browser, page, placed, store)
  const document = shop.locator('.order-document')
  for (const piece of editedPieces) await expect(document).toContainText(pieceText(piece, buyer.intl))
  await expect(document).toContainText(buyer.sheets(cut.sheets))
  await expect(document.locator('[data-cut-charge]')).toContainText(euro(cut.cut_total, buyer.intl))
  await expect(document.locator('.cart-totals__row--grand')).toContainText(euro(offer.grand_total, buyer.intl))
  await shop.context().close()
})
