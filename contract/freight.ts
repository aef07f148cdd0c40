/**
 * The freight facts a buyer plans a request by, from the cart's lines: the total weight in kg and the pallets —
 * full pallets, and part pallets for the pieces left over per line (lines are not mixed on one pallet).
 */

export interface FreightLine {
  quantity: number
  piecesPerPallet: number | null
  /** kg per piece */
  weightPerPiece: number | null
}

export interface FreightFacts {
  /** kg, rounded to 0.01; the lines without a known weight count 0. */
  weight: number
  /** Some line has no known weight, so the total is a lower bound. */
  weightIncomplete: boolean
  fullPallets: number
  partPallets: number
  /** Pieces of lines without a pallet size: sent loose, not on the pallets counted. */
  loosePieces: number
}

export function freightOf(lines: readonly FreightLine[]): FreightFacts {
  const facts: FreightFacts = { weight: 0, weightIncomplete: false, fullPallets: 0, partPallets: 0, loosePieces: 0 }
  for (const { quantity, piecesPerPallet, weightPerPiece } of lines) {
    if (weightPerPiece == null) facts.weightIncomplete = true
    else facts.weight += weightPerPiece * quantity
    if (!piecesPerPallet) {
      facts.loosePieces += quantity
      continue
    }
    facts.fullPallets += Math.floor(quantity / piecesPerPallet)
    if (quantity % piecesPerPallet > 0) facts.partPallets += 1
  }
  facts.weight = Math.round(facts.weight * 100) / 100
  return facts
}
