/** The freight a draft starts from: pallets of the lines priced by the freight table (commerce/src/sales/freight-table.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { freightAmount, palletRates, palletsOf } from '../../../commerce/src/sales/freight-table'

const RATES = [
  { country_id: 'DE', pallets: 1, price: 85 },
  { country_id: 'DE', pallets: 3, price: 75 },
  { country_id: '*', pallets: 1, price: 180 },
  { country_id: '*', pallets: 6, price: 145 },
]

afterEach(() => vi.restoreAllMocks())

describe('pallets of the lines', () => {
  it('counts full pallets and one part pallet per line, as the storefront counts them', () => {
    expect(palletsOf([{ qty: 100, piecesPerPallet: 50 }])).toBe(2)
    expect(
      palletsOf([
        { qty: 101, piecesPerPallet: 50 },
        { qty: 3, piecesPerPallet: 50 },
      ]),
    ).toBe(4)
  })

  it('puts the pieces without a pallet size together on one more pallet', () => {
    expect(
      palletsOf([
        { qty: 7, piecesPerPallet: null },
        { qty: 2, piecesPerPallet: null },
      ]),
    ).toBe(1)
    expect(
      palletsOf([
        { qty: 7, piecesPerPallet: null },
        { qty: 20, piecesPerPallet: 10 },
      ]),
    ).toBe(3)
    expect(palletsOf([])).toBe(0)
  })
})

describe('freight by the table', () => {
  it("prices each pallet at the country's row with the most pallets not above the count", () => {
    expect(freightAmount(RATES, 'DE', 1)).toBe(85)
    expect(freightAmount(RATES, 'DE', 2)).toBe(170)
    expect(freightAmount(RATES, 'DE', 3)).toBe(225)
    expect(freightAmount(RATES, 'DE', 12)).toBe(900)
  })

  it('uses the * rows for a country without rows of its own', () => {
    expect(freightAmount(RATES, 'PL', 2)).toBe(360)
    expect(freightAmount(RATES, 'PL', 6)).toBe(870)
  })

  it('is zero without pallets or without a row that covers them', () => {
    expect(freightAmount(RATES, 'DE', 0)).toBe(0)
    expect(freightAmount([], 'DE', 4)).toBe(0)
    expect(freightAmount([{ country_id: 'AT', pallets: 2, price: 100 }], 'AT', 1)).toBe(0)
  })

  it('keeps cents exact', () => {
    expect(freightAmount([{ country_id: 'DE', pallets: 1, price: 19.99 }], 'DE', 3)).toBe(59.97)
  })
})

describe('the configured table', () => {
  it('reads the JSON rows of carriers/freight/pallet_rates', () => {
    expect(palletRates(JSON.stringify(RATES))).toEqual(RATES)
    expect(palletRates(null)).toEqual([])
  })

  it('is empty (no freight prefilled) when the value is not such a table', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(palletRates('85')).toEqual([])
    expect(palletRates('[{"country_id": "DE", "pallets": 0, "price": 85}]')).toEqual([])
    expect(palletRates('{not json')).toEqual([])
  })
})
