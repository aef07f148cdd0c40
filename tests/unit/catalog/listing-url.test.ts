import { describe, expect, it } from 'vitest'
import { withRange } from '../../../src/features/catalog/stock-list-choices'
import { correctedListing, nearestItemsPerPage } from '../../../src/features/catalog/stock-list-search'

describe('a listing URL with values the list does not offer', () => {
  it('takes the nearest allowed page size', () => {
    expect(nearestItemsPerPage(1000)).toBe(50)
    expect(nearestItemsPerPage(30)).toBe(20)
    expect(nearestItemsPerPage(15)).toBe(10)
    expect(nearestItemsPerPage(1)).toBe(10)
    expect(nearestItemsPerPage(undefined)).toBeUndefined()
  })

  it('is corrected (page size, sort, page) and redirected; a valid or default value is left alone', () => {
    const corrected = (raw: Record<string, string>) => correctedListing(raw)
    expect(corrected({ itemsPerPage: '1000', material: '1001' })).toEqual({ itemsPerPage: 50, material: '1001' })
    expect(corrected({ sort: 'foo', page: '2' })).toEqual({ page: 2 })
    expect(corrected({ sort: 'thickness', view: 'table' })).toEqual({ view: 'table' })
    expect(corrected({ sort: 'stock_ASC', view: 'table' })).toEqual({ view: 'table' })
    expect(corrected({ page: '0' })).toEqual({})
    expect(corrected({ page: 'abc', term: 'PVC' })).toEqual({ term: 'PVC' })
    expect(corrected({ page: '1', itemsPerPage: '10', sort: '' })).toBeNull()
    expect(corrected({ page: '3', itemsPerPage: '20', sort: 'price_ASC', strength: '3_10' })).toBeNull()
    for (const sort of ['thickness_ASC', 'thickness_DESC', 'format_ASC', 'format_DESC']) {
      expect(corrected({ sort, view: 'table' })).toBeNull()
    }
    expect(corrected({})).toBeNull()
    expect(corrected({ itemsPerPage: '12' })).toEqual({})
  })
})

describe('a typed range filter', () => {
  it('orders the sides, keeps an open side, reads a decimal comma and goes back to page 1', () => {
    expect(withRange({ page: 3 }, 'strength', '3', '10')).toEqual({ page: undefined, strength: '3_10' })
    expect(withRange({}, 'strength', '10', '3')).toEqual({ page: undefined, strength: '3_10' })
    expect(withRange({}, 'diameter', '', '8')).toEqual({ page: undefined, diameter: '_8' })
    expect(withRange({}, 'strength', '2,5', '')).toEqual({ page: undefined, strength: '2.5_' })
  })

  it('removes the filter when both sides are empty or not numbers, and changes nothing when the range is the same', () => {
    expect(withRange({ strength: '3_10', page: 2 }, 'strength', '', '')).toEqual({
      page: undefined,
      strength: undefined,
    })
    expect(withRange({ strength: '3_10' }, 'strength', 'x', '-1')).toEqual({ page: undefined, strength: undefined })
    const search = { strength: '3_10', page: 2 }
    expect(withRange(search, 'strength', '3', '10')).toBe(search)
    const none = {}
    expect(withRange(none, 'strength', '', '')).toBe(none)
  })
})
