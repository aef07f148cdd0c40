/**
 * The stock list as a buyer reaches for it (issue 30, 4 and 5): the shop's categories by name in the header, the
 * filters a buyer of sheets chooses first, a format filter, ranges that apply visibly, a dense table of one-line
 * rows (15 or more on a laptop; price, stock and add in view on a phone without sideways scrolling), and the list as
 * CSV and Excel files.
 */
import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { csvCells } from '../csv-cells'
import { expect, test } from './fixtures'

const LAPTOP = { width: 1366, height: 800 }

/** The table's rows whose whole box is on screen below the sticky header. */
async function rowsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const headerBottom = document.querySelector('.header')?.getBoundingClientRect().bottom ?? 0
    return [...document.querySelectorAll('.stock-table tbody tr')].filter((row) => {
      const box = row.getBoundingClientRect()
      return box.height > 0 && box.top >= headerBottom && box.bottom <= window.innerHeight
    }).length
  })
}

async function downloaded(download: Download): Promise<Buffer> {
  return readFile((await download.path()) as string)
}

test.describe('on a laptop', () => {
  test.skip(({ isMobile }) => isMobile, 'the laptop screen')
  test.use({ viewport: LAPTOP })

  test('the header names the shop categories in words', async ({ page, visit }) => {
    await visit('/de')
    const label = page.locator('.category-menu__trigger .category-menu__label')
    await expect(page.getByRole('button', { name: 'Kategorien' })).toBeVisible()
    const box = await label.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(40)
    expect(await label.textContent()).toBe('Kategorien')
  })

  test('the table shows 15 or more one-line rows at 1366 × 800 with every column in view', async ({ page, visit }) => {
    await visit('/de?view=table')
    const rows = page.locator('.stock-table tbody tr')
    await expect(rows).toHaveCount(20)
    const heights = await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height))
    expect(Math.max(...heights)).toBeLessThanOrEqual(44)
    await page.locator('.stock-table').evaluate((table) => {
      const header = document.querySelector('.header')?.getBoundingClientRect().height ?? 0
      window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY - header)
    })
    expect(await rowsInView(page)).toBeGreaterThanOrEqual(15)
    const region = page.locator('.table-scroll')
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
    await expect(rows.getByRole('button', { name: 'In den Warenkorb' }).first()).toBeInViewport()
  })

  test('filters start with material, thickness and format; the price follows', async ({ page, visit }) => {
    await visit('/de')
    const titles = await page.locator('.filter-group__title').allTextContents()
    expect(titles.slice(0, 4)).toEqual(['Werkstoff', 'Stärke (mm)', 'Durchmesser (mm)', 'Format'])
    expect(titles.indexOf('Preis')).toBeGreaterThan(titles.indexOf('Farbe'))
  })

  test('the format filter lists 2000 × 1000 sheets; a range applies with its button and clears', async ({
    page,
    visit,
  }) => {
    await visit('/de?view=table')
    const formats = page.getByRole('group', { name: 'Format' })
    // Cut parts' formats come first, smallest first: the sheets' are among the rest.
    await page
      .locator('.filter-group', { has: formats })
      .getByRole('button', { name: /^Mehr anzeigen/ })
      .click()
    await formats.getByRole('checkbox', { name: /^2000 × 1000 mm/ }).check()
    await expect(page).toHaveURL(/format=2000x1000/)
    await expect(page.locator('.stock-list__results')).not.toHaveAttribute('aria-busy', 'true')
    const cells = await page.locator('.stock-table tbody .stock-table__format').allTextContents()
    expect(cells.length).toBeGreaterThan(0)
    for (const cell of cells) expect(cell).toMatch(/^2000\s?mm × 1000\s?mm$/)

    const thickness = page.getByRole('group', { name: 'Stärke (mm)' })
    await thickness.getByLabel('von').fill('10')
    await thickness.getByLabel('bis').fill('10')
    const apply = page.getByRole('button', { name: 'Anwenden Stärke (mm)' })
    await expect(apply).toBeVisible()
    await apply.click()
    await expect(page).toHaveURL(/strength=10_10/)
    await expect(page).toHaveURL(/format=2000x1000/)
    const clear = page.getByRole('button', { name: 'Zurücksetzen Stärke (mm)' })
    await expect(clear).toBeEnabled()
    await clear.click()
    await expect(page).not.toHaveURL(/strength=/)
    await expect(clear).toBeDisabled()
    await expect(thickness.getByLabel('von')).toBeFocused()
  })

  test('the list downloads as a German CSV and as an Excel workbook, filters and order kept', async ({
    page,
    visit,
  }) => {
    await visit('/de?view=table&material=1001&format=2000x1000&sort=price_DESC')
    const count = Number((await page.locator('.stock-list__count').textContent())?.replace(/\D/g, ''))
    expect(count).toBeGreaterThan(20)
    const firstSku = (await page.locator('.stock-table tbody th').first().textContent())?.trim()

    const [csvFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Liste als CSV herunterladen' }).click(),
    ])
    expect(csvFile.suggestedFilename()).toBe('Lagerliste.csv')
    const [header, ...rows] = csvCells((await downloaded(csvFile)).toString('utf8'), ';')
    expect(header?.slice(0, 3)).toEqual(['Art.-Nr.', 'Produkt', 'Stärke / Ø (mm)'])
    expect(rows).toHaveLength(count)
    expect(rows[0]?.[0]).toBe(firstSku)
    expect(rows.every((row) => row[3] === '2000' && row[4] === '1000')).toBe(true)
    expect(rows[0]?.[8]).toMatch(/^\d+,\d{2}$/)

    const [xlsxFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Liste als Excel-Datei herunterladen' }).click(),
    ])
    expect(xlsxFile.suggestedFilename()).toBe('Lagerliste.xlsx')
    const files = unzipSync(new Uint8Array(await downloaded(xlsxFile)))
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)
    expect(sheet.match(/<row /g)).toHaveLength(count + 1)
    expect(sheet).toContain(`<t xml:space="preserve">${firstSku}</t>`)
  })
})

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone')

  for (const width of [412, 320]) {
    test(`at ${width} px the table shows price, stock and add without scrolling sideways`, async ({ page, visit }) => {
      await page.setViewportSize({ width, height: 839 })
      await visit('/de?view=table')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      const region = page.locator('.table-scroll')
      expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
      const add = page.getByRole('button', { name: 'In den Warenkorb' })
      const row = page.locator('.stock-table tbody tr', { has: add }).first()
      await row.scrollIntoViewIfNeeded()
      for (const part of [
        row.locator('.stock-table__price'),
        row.locator('.stock-table__stock .availability'),
        row.locator(add),
      ]) {
        await expect(part).toBeInViewport({ ratio: 1 })
        const box = await part.boundingBox()
        expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
      }
    })
  }

  test('a foam board’s row tells each colour’s stock, wrapped within the screen', async ({ page, visit }) => {
    await visit('/de?view=table&term=Hartschaum')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const stock = page.locator('.stock-table tbody tr').first().locator('.stock-table__stock .availability')
    await expect(stock).toContainText(/weiß \S.* · schwarz \S/)
    const box = await stock.boundingBox()
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  })
})
