/** A product is ordered by the piece or by the pallet (pieces per pallet). */
export type QuantityUnit = 'piece' | 'pallet'

export const maxQuantity = 9999

/** The units a product offers: pallets only when its pallet size is known. */
export function quantityUnits(piecesPerPallet: number | null | undefined): QuantityUnit[] {
  return piecesPerPallet && piecesPerPallet > 0 ? ['piece', 'pallet'] : ['piece']
}

/** A typed quantity as a whole number from 1 to maxQuantity (empty or invalid input counts as 1). */
export function normaliseQuantity(value: number | string): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10)
  if (!Number.isFinite(number) || number < 1) return 1
  return Math.min(Math.floor(number), maxQuantity)
}

/** How many pieces a quantity means: pallets times pieces per pallet. */
export function piecesFor(quantity: number, unit: QuantityUnit, piecesPerPallet: number | null | undefined): number {
  const amount = normaliseQuantity(quantity)
  if (unit === 'pallet' && piecesPerPallet && piecesPerPallet > 0) return amount * piecesPerPallet
  return amount
}
