import { describe, expect, it } from 'vitest'
import { stockListInputSchema } from '../../../contract/stock-list'
import { productFilter, productSort, rangeOf } from '../../../server/catalog/filters'

describe('listing filters', () => {
  it('turns an underscore value into a from/to range, leaving an empty side open', () => {
    expect(rangeOf('10_50')).toEqual({ from: '10', to: '50' })
    expect(rangeOf('_50')).toEqual({ to: '50' })
    expect(rangeOf('100_')).toEqual({ from: '100' })
    expect(rangeOf('10_10')).toEqual({ from: '10', to: '10' })
  })

  it('sends one value as eq and several as in, and always includes the current category', () => {
    expect(productFilter({ material: ['1001'], color: ['2001', '2002'], price: '10_50' }, 'Mw==')).toEqual({
      category_uid: { eq: 'Mw==' },
      material: { eq: '1001' },
      color: { in: ['2001', '2002'] },
      price: { from: '10', to: '50' },
    })
    expect(productFilter({}, 'Mg==')).toEqual({ category_uid: { eq: 'Mg==' } })
  })

  it('sorts by name, price, thickness or format in either direction, and leaves the default to the backend', () => {
    expect(productSort('')).toBeUndefined()
    expect(productSort('name_ASC')).toEqual({ name: 'ASC' })
    expect(productSort('price_DESC')).toEqual({ price: 'DESC' })
    // Sheets by thickness, then round pieces by diameter; formats by length, then width.
    expect(productSort('thickness_ASC')).toEqual({ strength: 'ASC', diameter: 'ASC' })
    expect(productSort('format_DESC')).toEqual({ length: 'DESC', width: 'DESC' })
  })

  it('validates the stock list input with input issue codes', () => {
    const parsed = stockListInputSchema.parse({})
    expect(parsed).toEqual({ page: 1, itemsPerPage: 10, sort: '', filters: {} })
    const code = (input: unknown) => stockListInputSchema.safeParse(input).error?.issues[0]?.message
    expect(code({ filters: { foo: ['1'] } })).toBe('FILTER_UNKNOWN')
    expect(code({ itemsPerPage: 30 })).toBe('ITEMS_PER_PAGE_INVALID')
    expect(code({ filters: { price: '_' } })).toBe('RANGE_INVALID')
    expect(code({ filters: { strength: '10-20' } })).toBe('RANGE_INVALID')
    expect(stockListInputSchema.safeParse({ filters: { strength: '_20' } }).success).toBe(true)
  })
})
