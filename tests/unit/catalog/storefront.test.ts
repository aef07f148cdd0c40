import { describe, expect, it } from 'vitest'
import { paginationItems } from '../../../src/features/catalog/pagination'
import { normaliseQuantity, piecesFor, quantityUnits } from '../../../src/features/catalog/quantity'
import {
  chosenFilters,
  stockListInput,
  toggleFilter,
  validateStockListSearch,
} from '../../../src/features/catalog/stock-list-search'
import { preloadsOnIntent } from '../../../src/features/layout/connection-preload'
import { formatDimensions, formatPrice, formatRange } from '../../../src/i18n/format'
import { parsePlainSearch, stringifyPlainSearch } from '../../../src/router-search'

describe('pallet quantities', () => {
  it('counts pallets as pieces per pallet', () => {
    expect(piecesFor(2, 'pallet', 42)).toBe(84)
    expect(piecesFor(3, 'piece', 42)).toBe(3)
    expect(piecesFor(2, 'pallet', null)).toBe(2)
  })

  it('offers pallets only with a known pallet size, and keeps quantities whole and positive', () => {
    expect(quantityUnits(14)).toEqual(['piece', 'pallet'])
    expect(quantityUnits(null)).toEqual(['piece'])
    expect(normaliseQuantity('')).toBe(1)
    expect(normaliseQuantity('-3')).toBe(1)
    expect(normaliseQuantity('2.7')).toBe(2)
    expect(normaliseQuantity(123456)).toBe(9999)
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
