import { useState } from 'react'
import { normaliseQuantity, piecesFor, type QuantityUnit, quantityUnits } from './quantity'

export type Quantity = ReturnType<typeof useQuantity>

/** The quantity control's state: an amount in pieces or pallets, and the number of pieces it means. */
export function useQuantity(piecesPerPallet: number | null) {
  const [amount, setAmount] = useState('1')
  const [unit, setUnit] = useState<QuantityUnit>('piece')
  const units = quantityUnits(piecesPerPallet)
  const activeUnit = units.includes(unit) ? unit : 'piece'
  return {
    amount,
    /** The amount as a whole number of units, whatever was typed. */
    count: normaliseQuantity(amount),
    unit: activeUnit,
    units,
    pieces: piecesFor(normaliseQuantity(amount), activeUnit, piecesPerPallet),
    piecesPerPallet,
    setAmount,
    /** Leaving the field: an empty or invalid amount becomes a valid one. */
    commitAmount: () => setAmount(String(normaliseQuantity(amount))),
    setUnit,
    reset: () => setAmount('1'),
  }
}
