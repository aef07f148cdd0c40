import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../../contract/product'
import { data as graphql } from '../commerce/graphql'
import { data, query } from './trpc'

/** PE 500 in one colour: 39 sheets (thickness, length × width) and 54 round rods (diameter, length). */
const MIXED = { material: '1007', color: '2007' }

type Item = {
  id: number
  sku: string
  strength: number | null
  diameter: number | null
  length: number
  width: number | null
}
type Key = 'strength' | 'diameter' | 'length' | 'width'
type Direction = 'ASC' | 'DESC'

const products = async (sort: string): Promise<Item[]> =>
  (
    await graphql(
      `{ products(filter: { material: { eq: "${MIXED.material}" }, color: { eq: "${MIXED.color}" } }, pageSize: 100,
        sort: { ${sort} }) { items { id sku strength diameter length width } } }`,
    )
  ).products.items

/** Magento's order for these keys: each in its direction with missing values last, ties by entity id. */
const byKeys =
  (keys: [Key, Direction][]) =>
  (a: Item, b: Item): number => {
    for (const [key, direction] of keys) {
      const [x, y] = [a[key], b[key]]
      if (x === y) continue
      if (x === null) return 1
      if (y === null) return -1
      return direction === 'ASC' ? x - y : y - x
    }
    return a.id - b.id
  }

const skus = (items: { sku: string }[]) => items.map((item) => item.sku)

/** The items are in Magento's order for these keys. */
const expectSorted = (items: Item[], ...keys: [Key, Direction][]) =>
  expect(skus(items)).toEqual(skus([...items].sort(byKeys(keys))))

describe('products sorted by the attributes used for sorting', () => {
  it('sorts by thickness in numeric order, either way, products without a thickness last', async () => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const items = await products(`strength: ${direction}`)
      expect(items).toHaveLength(93)
      expectSorted(items, ['strength', direction])
      const strengths = items.map((item) => item.strength)
      // Numbers, not text: 20 mm and 100 mm are among them, whose texts sort the other way.
      expect(strengths).toEqual(expect.arrayContaining([20, 100]))
      expect(strengths.slice(-54)).toEqual(Array(54).fill(null))
    }
  })

  it("applies several keys in the sort input's field order: sheets by thickness, then rods by diameter", async () => {
    const ascending = await products('diameter: ASC, strength: ASC')
    expectSorted(ascending, ['strength', 'ASC'], ['diameter', 'ASC'])
    expect(ascending[0]?.strength).not.toBeNull()
    expect(ascending.at(-1)?.diameter).not.toBeNull()
    expectSorted(await products('strength: DESC, diameter: DESC'), ['strength', 'DESC'], ['diameter', 'DESC'])
  })

  it('sorts by length and width', async () => {
    expectSorted(await products('length: DESC, width: DESC'), ['length', 'DESC'], ['width', 'DESC'])
  })
})

describe('catalog.stockList sorted by a column of the dense table', () => {
  /** Both pages of the mixed list (50 per page), in the order asked for. */
  const whole = async (sort: string): Promise<ProductCard[]> => {
    const filters = { material: [MIXED.material], color: [MIXED.color] }
    const pages = await Promise.all(
      [1, 2].map(async (page) =>
        data<{ items: ProductCard[] }>(await query('catalog.stockList', { filters, sort, page, itemsPerPage: 50 })),
      ),
    )
    return pages.flatMap((page) => page.items)
  }
  const ordered = (values: number[], direction: Direction) =>
    values.slice(1).every((value, i) => {
      const previous = values[i] ?? Number.NaN
      return direction === 'ASC' ? previous <= value : previous >= value
    })

  it('thickness / Ø: the sheets by thickness, then the round pieces by diameter, either way', async () => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const items = await whole(`thickness_${direction}`)
      expect(items).toHaveLength(93)
      const sheets = items.slice(0, 39)
      const rods = items.slice(39)
      expect(sheets.every((item) => item.width !== null)).toBe(true)
      expect(rods.every((item) => item.width === null)).toBe(true)
      expect(
        ordered(
          sheets.map((item) => item.strength ?? Number.NaN),
          direction,
        ),
      ).toBe(true)
      expect(
        ordered(
          rods.map((item) => item.strength ?? Number.NaN),
          direction,
        ),
      ).toBe(true)
    }
  })

  it('format: by length, either way', async () => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const items = await whole(`format_${direction}`)
      expect(items).toHaveLength(93)
      expect(
        ordered(
          items.map((item) => item.length ?? Number.NaN),
          direction,
        ),
      ).toBe(true)
    }
  })

  it('refuses a column the list cannot be sorted by', async () => {
    const response = await query('catalog.stockList', { sort: 'stock_ASC' })
    expect(response.status).toBe(400)
  })
})
