import { describe, expect, it } from 'vitest'
import { freightOf } from '../../../contract/freight'

describe('freight facts of a request', () => {
  it('adds the weight of every piece and counts full and part pallets per line', () => {
    expect(
      freightOf([
        { quantity: 250, piecesPerPallet: 100, weightPerPiece: 3.55 },
        { quantity: 40, piecesPerPallet: 40, weightPerPiece: 12.1 },
      ]),
    ).toEqual({ weight: 1371.5, weightIncomplete: false, fullPallets: 3, partPallets: 1, loosePieces: 0 })
  })

  it('keeps lines on their own pallets: two part loads are two part pallets', () => {
    const facts = freightOf([
      { quantity: 10, piecesPerPallet: 100, weightPerPiece: 1 },
      { quantity: 10, piecesPerPallet: 100, weightPerPiece: 1 },
    ])
    expect(facts).toMatchObject({ fullPallets: 0, partPallets: 2 })
  })

  it('says when a weight is unknown and counts pieces without a pallet size as loose', () => {
    expect(freightOf([{ quantity: 7, piecesPerPallet: null, weightPerPiece: null }])).toEqual({
      weight: 0,
      weightIncomplete: true,
      fullPallets: 0,
      partPallets: 0,
      loosePieces: 7,
    })
  })

  it('has nothing to ship for no lines', () => {
    expect(freightOf([])).toMatchObject({ weight: 0, fullPallets: 0, partPallets: 0 })
  })
})
