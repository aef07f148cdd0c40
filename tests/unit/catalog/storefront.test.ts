import { describe, expect, it } from 'vitest'
import { piecesFor, quantityUnits } from '../../../contract/add-to-cart-rules'
import { chosenFilters, toggleFilter } from '../../../src/features/catalog/stock-list-choices'
import { stockListInput, validateStockListSearch } from '../../../src/features/catalog/stock-list-search'
import { preloadsOnIntent } from '../../../src/features/layout/connection-preload'
import { piecesOf, quantityFieldProblem, quantityUnitProblem } from '../../../src/features/product/quantity'
import { formatDimensions, formatPrice, formatRange } from '../../../src/i18n/format'
import { parsePlainSearch, stringifyPlainSearch } from '../../../src/router-search'
import { paginationItems } from '../../../src/ui/pagination'

describe('pallet quantities', () => {
  it('counts pallets as pieces per pallet, and pallets of an item without a pallet size not at all', () => {
    expect(piecesFor(2, 'pallet', 42)).toBe(84)
    expect(piecesFor(3, 'piece', 42)).toBe(3)
    expect(piecesFor(2, 'pallet', null)).toBeNull()
  })

  it('offers pallets only with a known pallet size', () => {
    expect(quantityUnits(14)).toEqual(['piece', 'pallet'])
    expect(quantityUnits(null)).toEqual(['piece'])
  })
})

describe('the quantity a buyer types on a card or the product page', () => {
  const problem = (amount: string, unit: 'piece' | 'pallet' = 'piece') => quantityFieldProblem({ amount, unit }, 281)

  it.each([
    ['', 'QUANTITY_MISSING'],
    ['  ', 'QUANTITY_MISSING'],
    ['0', 'QUANTITY_NOT_POSITIVE'],
    ['-3', 'QUANTITY_NOT_POSITIVE'],
    ['abc', 'QUANTITY_NOT_A_NUMBER'],
    ['3 Stück', 'QUANTITY_NOT_A_NUMBER'],
    ['2,5', 'QUANTITY_NOT_WHOLE'],
    ['10001', 'QUANTITY_TOO_LARGE'],
    ['10.001', 'QUANTITY_TOO_LARGE'],
  ])('refuses %j: %s', (amount, expected) => {
    expect(problem(amount)).toBe(expected)
    expect(piecesOf({ amount, unit: 'piece' }, 281)).toBeNull()
  })

  it('counts pallets against the line’s cap and takes German thousands', () => {
    expect(problem('35', 'pallet')).toBeNull()
    expect(piecesOf({ amount: '35', unit: 'pallet' }, 281)).toBe(9835)
    expect(problem('36', 'pallet')).toBe('QUANTITY_TOO_LARGE')
    expect(piecesOf({ amount: ' 1.000 ', unit: 'piece' }, 281)).toBe(1000)
    expect(problem('10000')).toBeNull()
  })

  it('says pallets of an item without a pallet size are not sold, and counts them as nothing', () => {
    expect(quantityUnitProblem('pallet', null)).toBe('NOT_SOLD_BY_PALLET')
    expect(quantityUnitProblem('pallet', 281)).toBeNull()
    expect(quantityUnitProblem('piece', null)).toBeNull()
    expect(piecesOf({ amount: '2', unit: 'pallet' }, null)).toBeNull()
  })
})

describe('the stock list URL', () => {
  it('keeps known values, drops defaults and anything that does not parse', () => {
    expect(
      validateStockListSearch({
        page: '2',
        itemsPerPage: '20',
        sort: 'price_DESC',
        term: ' PVC-U grau ',
        view: 'list',
        material: '1001,1002,<x>',
        strength: '10_10',
        utm_source: 'mail',
      }),
    ).toEqual({
      page: 2,
      itemsPerPage: 20,
      sort: 'price_DESC',
      term: 'PVC-U grau',
      view: 'list',
      material: '1001,1002',
      strength: '10_10',
    })
    expect(validateStockListSearch({ page: '1', itemsPerPage: '10', sort: 'bogus', view: 'grid', page2: 'x' })).toEqual(
      {},
    )
    expect(validateStockListSearch({ page: '-4', itemsPerPage: '30' })).toEqual({})
  })

  it('becomes the procedure input: options as lists, a range as one value', () => {
    expect(stockListInput({ material: '1001,1002', strength: '10_10', page: 3 }, 'Mw==')).toEqual({
      categoryUid: 'Mw==',
      page: 3,
      itemsPerPage: 10,
      sort: '',
      filters: { material: ['1001', '1002'], strength: '10_10' },
    })
  })

  it('toggles options, replaces a range and goes back to page 1', () => {
    const search = { page: 4, material: '1001' }
    expect(toggleFilter(search, 'material', '1002')).toEqual({ page: undefined, material: '1001,1002' })
    expect(toggleFilter(search, 'material', '1001')).toEqual({ page: undefined, material: undefined })
    expect(toggleFilter({ strength: '10_10' }, 'strength', '20_20')).toEqual({ page: undefined, strength: '20_20' })
    expect(chosenFilters({ color: '2001', material: '1001' })).toEqual([
      { code: 'material', value: '1001' },
      { code: 'color', value: '2001' },
    ])
  })

  it('is written as plain text', () => {
    expect(stringifyPlainSearch({ page: 2, material: '1001,1002', term: 'PVC grau', sort: undefined })).toBe(
      '?page=2&material=1001,1002&term=PVC+grau',
    )
    expect(stringifyPlainSearch({})).toBe('')
    expect(parsePlainSearch('?page=2&material=1001,1002&term=PVC+grau')).toEqual({
      page: '2',
      material: '1001,1002',
      term: 'PVC grau',
    })
  })
})

describe('pagination', () => {
  it('shows first, last and two pages either side, with gaps', () => {
    expect(paginationItems(1, 1)).toEqual([])
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(paginationItems(10, 305)).toEqual([1, null, 8, 9, 10, 11, 12, null, 305])
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10])
  })
})

describe('formatting', () => {
  it('formats prices and dimensions in the locale', () => {
    expect(formatPrice(1234.5, 'de')).toBe('1.234,50\u00a0€')
    expect(formatPrice(1234.5, 'en')).toBe('€1,234.50')
    expect(formatDimensions({ strength: 10, length: 2000, width: 1000 }, 'de')).toBe('10 × 2000 × 1000 mm')
    expect(formatDimensions({ strength: 2.5, length: 2000, width: 1000 }, 'de')).toBe('2,5 × 2000 × 1000 mm')
    expect(formatDimensions({ strength: 2.5, length: 1000, width: null }, 'en')).toBe('Ø 2.5 × 1000 mm')
    expect(formatDimensions({ strength: 3, length: 250_000, width: null }, 'de')).toBe('Ø 3 mm, 250 m')
    expect(formatRange('10_50', String)).toBe('10 – 50')
    expect(formatRange('_50', String)).toBe('≤ 50')
  })
})

describe('link preloading', () => {
  it('is off on 2g and data-saver connections', () => {
    expect(preloadsOnIntent(undefined)).toBe(true)
    expect(preloadsOnIntent({ effectiveType: '4g' })).toBe(true)
    expect(preloadsOnIntent({ effectiveType: '2g' })).toBe(false)
    expect(preloadsOnIntent({ effectiveType: 'slow-2g' })).toBe(false)
    expect(preloadsOnIntent({ effectiveType: '4g', saveData: true })).toBe(false)
  })
})
