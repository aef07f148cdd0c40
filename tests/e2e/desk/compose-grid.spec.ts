import { expect, type Locator, type Page, test } from '@playwright/test'
import { placeQuoteRequest } from './buyer'
import { signIn } from './staff-session'

/**
 * The offer grid a clerk answers twenty requests a day in, in German: a six-line quote request answered with one
 * changed price, a discount for all lines and one delivery week for all, in a handful of clicks on one screen of
 * 1366 × 800, sent after one question naming the total and the buyer; the arrow keys move between the cells; on a
 * phone each line is a card and the page never scrolls sideways.
 */

test.describe.configure({ timeout: 120_000 })

const SKUS = ['100002', '100003', '100007', '100010', '100011', '100014']

/** Six lines, two pieces each. */
const placeSixLineRequest = () => placeQuoteRequest({ items: SKUS.map((sku) => ({ sku, quantity: 2 })) })

async function openCompose(page: Page, number: string, click: (target: Locator) => Promise<void>) {
  await page.goto(`/requests/${Number(number)}/show`)
  await click(page.getByRole('link', { name: 'Angebot schreiben' }))
  await expect(page.getByRole('heading', { name: 'Angebot, Version 1' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('line-total')).toHaveCount(SKUS.length)
}

/** Whether the element lies wholly inside the viewport as the page stands (no scrolling). */
async function expectOnScreen(page: Page, target: Locator) {
  const box = await target.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error('not laid out')
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
}

/** Whether the element is what a click at its centre reaches: nothing (the facts beside the form) lies over it. */
const uncovered = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
  })

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

test('six lines answered with one changed price, a discount and a delivery week for all, in at most 8 clicks on one screen', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desk-desktop', 'the desktop goal')
  await page.setViewportSize({ width: 1366, height: 800 })
  let clicks = 0
  const click = async (target: Locator) => {
    clicks += 1
    await target.click()
  }
  const placed = await placeSixLineRequest()
  await signIn(page)
  await openCompose(page, placed.number, click)

  // the request's facts beside the form: the buyer's message and each line's stock and prices now
  const facts = page.getByRole('complementary', { name: 'Zur Anfrage' })
  await expect(facts).toContainText(placed.message)
  await expect(facts.getByTestId('line-facts')).toHaveCount(SKUS.length)

  const price = page.getByRole('spinbutton', { name: 'Preis je Stück, 100007' })
  await click(price)
  await price.fill('88')
  await expect(page.getByTestId('line-total').nth(2)).toHaveText('176,00 €')

  const forAll = page.getByRole('group', { name: 'Für alle Positionen' })
  await click(forAll.getByLabel('Rabatt % für alle'))
  await forAll.getByLabel('Rabatt % für alle').fill('3')
  await click(forAll.getByLabel('Lieferung für alle'))
  await forAll.getByLabel('Lieferung für alle').fill('KW 2/2027')
  await click(forAll.getByRole('button', { name: 'Übernehmen' }))
  for (const sku of SKUS) {
    await expect(page.getByRole('spinbutton', { name: `Rabatt %, ${sku}` })).toHaveValue('3')
    await expect(page.getByRole('textbox', { name: `Lieferung, ${sku}` })).toHaveValue('KW 2/2027')
  }
  // 176 € less 3 % = 170,72 €
  await expect(page.getByTestId('line-total').nth(2)).toHaveText('170,72 €')

  // the whole form on one screen: the last line's total and the send button without scrolling
  const send = page.getByRole('button', { name: 'Angebot senden' })
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  for (const target of [page.getByTestId('line-total').last(), send]) {
    await expectOnScreen(page, target)
    expect(await uncovered(target)).toBe(true)
  }
  expect(await noSidewaysScroll(page)).toBe(true)

  const total = (await page.getByTestId('grand-total').textContent()) ?? ''
  await click(send)
  const question = page.getByRole('dialog', { name: 'Angebot senden?' })
  await expect(question).toContainText(`Neues Angebot über ${total} an ${placed.company} senden?`)
  await click(question.getByRole('button', { name: 'Senden' }))
  await expect(page.getByText(/Angebot AN-\d{4}-\d{5}, Version 1 gesendet/)).toBeVisible()
  expect(clicks).toBeLessThanOrEqual(8)

  const documents = page.getByRole('region', { name: 'Angebote und Auftragsbestätigungen' })
  await expect(documents.getByRole('row').filter({ hasText: /AN-\d{4}-\d{5}/ })).toContainText(total)
  // what commerce stored: the changed price, 3 % on every line, week 2 of 2027 on every line
  const stored = await page.request.get(`/rest/V1/order/${Number(placed.number)}/documents`)
  const [sent] = ((await stored.json()) as { items: { items: Record<string, unknown>[] }[] }).items
  expect(sent?.items).toHaveLength(SKUS.length)
  for (const line of sent?.items ?? []) {
    expect(line).toMatchObject({ discount_percent: 3, delivery_week: '2027-W02', delivery_date: null })
  }
  expect(sent?.items.find((line) => line.sku === '100007')).toMatchObject({ price: 88, row_total: 170.72 })
})

test('the arrow keys and Enter move between the cells of a column and along a line', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desk-desktop', 'a keyboard at a desk')
  const placed = await placeSixLineRequest()
  await signIn(page)
  await openCompose(page, placed.number, (target) => target.click())
  await page.getByRole('spinbutton', { name: 'Preis je Stück, 100002' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('spinbutton', { name: 'Preis je Stück, 100003' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('spinbutton', { name: 'Preis je Stück, 100007' })).toBeFocused()
  // Enter moved on and sent nothing
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('spinbutton', { name: 'Rabatt %, 100007' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('textbox', { name: 'Lieferung, 100007' })).toBeFocused()
  await page.keyboard.type('KW 60')
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('textbox', { name: 'Lieferung, 100003' })).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Lieferung, 100007' })).toHaveAttribute('aria-invalid', 'true')

  // a discount for the whole document: 10 % of the lines, shown in the totals as the clerk types
  const total = await page.getByTestId('grand-total').textContent()
  await page.getByRole('spinbutton', { name: 'Rabatt % auf die Summe' }).fill('10')
  await expect(page.getByTestId('compose-totals')).toContainText('Rabatt auf die Summe')
  await expect(page.getByTestId('grand-total')).not.toHaveText(total ?? '')
})

test('on a phone each line is a card and the page never scrolls sideways', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desk-phone', 'the phone layout')
  const placed = await placeSixLineRequest()
  await signIn(page)
  await openCompose(page, placed.number, (target) => target.click())
  expect(await noSidewaysScroll(page)).toBe(true)
  const price = page.getByRole('spinbutton', { name: 'Preis je Stück, 100014' })
  await price.scrollIntoViewIfNeeded()
  await expectOnScreen(page, price)
  await price.fill('12.5')
  await expect(page.getByTestId('line-total').last()).toHaveText('25,00 €')
  // the request's facts, folded above the form
  await page.getByRole('button', { name: 'Zur Anfrage' }).click()
  await expect(page.getByRole('complementary', { name: 'Zur Anfrage' })).toContainText(placed.message)
  expect(await noSidewaysScroll(page)).toBe(true)
})
