/** The freight a draft starts from: a parcel by weight, else the lines' pallets (commerce/src/sales/freight-table.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  freightAmount,
  palletRates,
  palletsOf,
  parcelAmount,
  parcelRates,
  shipmentFreight,
} from '../../../commerce/src/sales/freight-table'

const RATES = [
  { country_id: 'DE', pallets: 1, price: 85 },
  { country_id: 'DE', pallets: 3, price: 75 },
  { country_id: '*', pallets: 1, price: 180 },
  { country_id: '*', pallets: 6, price: 145 },
]

const PARCELS = [
  { country_id: 'DE', max_weight: 5, price: 9.9 },
  { country_id: 'DE', max_weight: 31.5, price: 24.9 },
  { country_id: 'DE', max_weight: 10, price: 14.9 },
  { country_id: '*', max_weight: 31.5, price: 59.9 },
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

describe('parcels by weight', () => {
  it('prices a shipment by the smallest weight band that holds it', () => {
    expect(parcelAmount(PARCELS, 'DE', 3)).toBe(9.9)
    expect(parcelAmount(PARCELS, 'DE', 5)).toBe(9.9)
    expect(parcelAmount(PARCELS, 'DE', 7.1)).toBe(14.9)
    expect(parcelAmount(PARCELS, 'DE', 31.5)).toBe(24.9)
    expect(parcelAmount(PARCELS, 'PL', 7.1)).toBe(59.9)
  })

  it('has no parcel price above the largest band or without a band for the country', () => {
    expect(parcelAmount(PARCELS, 'DE', 31.6)).toBeNull()
    expect(parcelAmount([{ country_id: 'AT', max_weight: 10, price: 20 }], 'DE', 2)).toBeNull()
  })

  it('sends 7.1 kg on two part pallets as a parcel, not at the pallet rate', () => {
    const tables = { parcels: PARCELS, pallets: RATES }
    expect(shipmentFreight(tables, 'DE', { kg: 7.1, pallets: 2 })).toBe(14.9)
  })

  it('goes by pallet when heavier than every band, of unknown weight or without a parcel table', () => {
    expect(shipmentFreight({ parcels: PARCELS, pallets: RATES }, 'DE', { kg: 480, pallets: 2 })).toBe(170)
    expect(shipmentFreight({ parcels: PARCELS, pallets: RATES }, 'DE', { kg: null, pallets: 2 })).toBe(170)
    expect(shipmentFreight({ parcels: [], pallets: RATES }, 'DE', { kg: 7.1, pallets: 2 })).toBe(170)
  })

  it('reads the JSON rows of carriers/freight/parcel_rates, none when it is not such a table', () => {
    expect(parcelRates(JSON.stringify(PARCELS))).toEqual(PARCELS)
    expect(parcelRates(null)).toEqual([])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(parcelRates('[{"country_id": "DE", "max_weight": 0, "price": 5}]')).toEqual([])
  })
})
