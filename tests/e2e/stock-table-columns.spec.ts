/**
 * The stock table's columns at 1366 × 800 with the filter column open (issue 42, part 1), with whatever font the
 * browser has: no header's or cell's text reaches beyond its cell (a text cut short is clipped with an ellipsis and
 * whole in a title and in the row's accessible name), and 15 or more rows are in view, in German and English.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

test.skip(({ isMobile }) => isMobile, 'the laptop screen')
test.use({ viewport: { width: 1366, height: 800 } })

/** Each text of the table that reaches beyond its cell without being clipped there, or clipped without a title. */
function overflowingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const cells = document.querySelectorAll('.stock-table :is(thead th, tbody th, tbody td):not(.stock-table__order)')
    for (const cell of cells) {
      const box = cell.getBoundingClientRect()
      const style = getComputedStyle(cell)
      const clipped = style.overflowX === 'hidden' && style.textOverflow === 'ellipsis'
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim()
        if (!text || node.parentElement?.closest('.visually-hidden')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const beyond = [...range.getClientRects()].some(
          (rect) =>
            rect.width > 0 &&
            (rect.left < box.left - 0.5 ||
              rect.right > box.right + 0.5 ||
              rect.top < box.top - 0.5 ||
              rect.bottom > box.bottom + 0.5),
        )
        const titled = Boolean(node.parentElement?.closest('[title]'))
        if (beyond && !(clipped && titled)) found.push(`${cell.className}: ${text}`)
      }
    }
    return found
  })
}

for (const locale of ['de', 'en'] as const) {
  test(`no header or cell text runs into another, names whole by hover, 15 rows in view (${locale})`, async ({
    page,
    visit,
  }) => {
    await visit(`/${locale}?view=table`)
    await expect(page.locator('.filter-sidebar .filter-group').first()).toBeVisible()
    const rows = page.locator('.stock-table tbody tr')
    await expect(rows).toHaveCount(20)
    expect(await overflowingTexts(page)).toEqual([])

    const names = page.locator('.stock-table tbody .stock-table__name a')
    for (const name of await names.all()) expect(await name.getAttribute('title')).toBe(await name.textContent())
    const first = rows.first()
    const firstName = (await names.first().textContent()) ?? ''
    await expect(
      page.getByRole('row', { name: new RegExp(firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toHaveCount(1)
    await expect(first).toBeVisible()

    await page.locator('.stock-table').evaluate((table) => {
      const header = document.querySelector('.header')?.getBoundingClientRect().height ?? 0
      window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY - header)
    })
    const inView = await page.evaluate(() => {
      const headerBottom = document.querySelector('.header')?.getBoundingClientRect().bottom ?? 0
      return [...document.querySelectorAll('.stock-table tbody tr')].filter((row) => {
        const box = row.getBoundingClientRect()
        return box.height > 0 && box.top >= headerBottom && box.bottom <= window.innerHeight
      }).length
    })
    expect(inView).toBeGreaterThanOrEqual(15)
  })
}

test('the table takes the filter column’s room when the buyer folds it away, and gives it back', async ({
  page,
  visit,
}) => {
  await visit('/de?view=table')
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 })
  const name = page.locator('.stock-table tbody .stock-table__name').first()
  const before = (await name.boundingBox())?.width ?? 0
  await page.getByRole('button', { name: 'Filter ausblenden' }).click()
  await expect(page.locator('.filter-sidebar')).toBeHidden()
  expect((await name.boundingBox())?.width ?? 0).toBeGreaterThan(before + 200)
  expect(await overflowingTexts(page)).toEqual([])
  await page.getByRole('button', { name: 'Filter einblenden' }).click()
  await expect(page.locator('.filter-sidebar')).toBeVisible()
})

for (const [locale, colours] of [
  ['de', /: weiß \S.* · schwarz \S/],
  ['en', /: white \S.* · black \S/],
] as const) {
  test(`a foam board's row and card tell each colour's own stock, nothing running over (${locale})`, async ({
    page,
    visit,
  }) => {
    await visit(`/${locale}?view=table&term=300001`)
    const stock = page.locator('.stock-table tbody tr').first().locator('.stock-table__stock .availability')
    await expect(stock).toHaveAttribute('title', colours)
    expect(await overflowingTexts(page)).toEqual([])
    await visit(`/${locale}?term=300001`)
    const card = page.locator('.product-card').first().locator('.availability')
    expect(`: ${await card.textContent()}`).toMatch(colours)
  })
}
