/**
 * The stock list's formats and its download: the format filter through the BFF, and
 * `GET /api/stock-list/{locale}/export.csv|xlsx` with the list page's search (filters and sort kept), read from the
 * seeded commerce backend page by page.
 */
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../../contract/product'
import type { FilterGroup } from '../../../contract/stock-list'
import { api } from '../../../server/app'
import { csvCells } from '../../csv-cells'
import { data, query, SHOP } from './trpc'

interface StockList {
  items: ProductCard[]
  totalCount: number
  aggregations: FilterGroup[]
}

const PVC_U = '1001'

const stockList = async (input: unknown) => data<StockList>(await query('catalog.stockList', input))

const download = (path: string) => api.fetch(new Request(`${SHOP}/api/stock-list/${path}`))

describe('the format filter', () => {
  it('offers the formats of the result and lists the sheets of one format', async () => {
    const all = await stockList({ filters: { material: [PVC_U] } })
    const formats = all.aggregations.find((group) => group.code === 'format')
    expect(formats).toMatchObject({ kind: 'options', label: 'Format' })
    const twoByOne = formats?.options.find((option) => option.value === '2000x1000')
    expect(twoByOne).toMatchObject({ label: '2000 × 1000 mm', count: expect.any(Number) })
    const chosen = await stockList({ itemsPerPage: 50, filters: { material: [PVC_U], format: ['2000x1000'] } })
    expect(chosen.totalCount).toBe(twoByOne?.count)
    expect(chosen.items.every((item) => item.length === 2000 && item.width === 1000)).toBe(true)
    // The chosen format's group keeps its other formats to add.
    expect(chosen.aggregations.find((group) => group.code === 'format')?.options.length).toBe(formats?.options.length)
  })
})

describe('the stock list export', () => {
  const search = `material=${PVC_U}&format=2000x1000&strength=10_20&sort=price_DESC`
  const filters = { material: [PVC_U], format: ['2000x1000'], strength: '10_20' }

  it('answers the filtered, sorted list as a German CSV: semicolons, decimal commas, German headers', async () => {
    const response = await download(`de/export.csv?${search}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''Lagerliste\.csv$/)
    const [header, ...rows] = csvCells(await response.text(), ';')
    expect(header).toEqual([
      'Art.-Nr.',
      'Produkt',
      'Stärke / Ø (mm)',
      'Länge (mm)',
      'Breite (mm)',
      'Farbe',
      'Bestand',
      'Einheit',
      'Preis pro Einheit',
      'Preis pro Palette',
      'Währung',
    ])
    const list = await stockList({ itemsPerPage: 50, sort: 'price_DESC', filters })
    expect(rows.map((row) => row[0])).toEqual(list.items.map((item) => item.sku))
    const first = list.items[0] as ProductCard
    expect(rows[0]?.[8]).toBe(first.price.value.toFixed(2).replace('.', ','))
    expect(rows.every((row) => row[3] === '2000' && row[4] === '1000' && row[10] === 'EUR')).toBe(true)
  })

  it('answers English headers and decimal points in English, every product of a list longer than a page', async () => {
    const response = await download(`en/export.csv?material=${PVC_U}`)
    const [header, ...rows] = csvCells(await response.text(), ',')
    expect(header?.[0]).toBe('Item no.')
    expect(header?.[8]).toBe('Price per unit')
    const { totalCount } = await stockList({ filters: { material: [PVC_U] } })
    expect(totalCount).toBeGreaterThan(300)
    expect(rows).toHaveLength(totalCount)
    expect(new Set(rows.map((row) => row[0])).size).toBe(totalCount)
    expect(rows[0]?.[8]).toMatch(/^\d+\.\d{2}$/)
  })

  it('answers an Excel workbook with the same rows, numbers as numbers', async () => {
    const response = await download(`de/export.xlsx?${search}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/styles.xml']),
    )
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)
    const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)]
    const list = await stockList({ itemsPerPage: 50, sort: 'price_DESC', filters })
    expect(rows).toHaveLength(list.totalCount + 1)
    expect(rows[0]?.[2]).toContain('<t xml:space="preserve">Art.-Nr.</t>')
    const first = list.items[0] as ProductCard
    expect(rows[1]?.[2]).toContain(`<t xml:space="preserve">${first.sku}</t>`)
    expect(rows[1]?.[2]).toContain(`<c r="I2" s="2"><v>${first.price.value}</v></c>`)
  })

  it('refuses a filter the list does not know and a locale the shop does not have', async () => {
    expect((await download('de/export.csv?material=%3Cscript%3E')).status).toBe(400)
    expect((await download('fr/export.csv')).status).toBe(404)
  })
})
