import { useState } from 'react'
import {
  defaultOrderQuantity,
  type OrderQuantity,
  piecesOf,
  quantityFieldProblem,
  quantityUnitProblem,
} from './quantity'

/**
 * The order controls' quantity as typed, and why it cannot be ordered: said once the buyer has pressed the button,
 * then again as they correct it, as the shop's forms do; a unit the item is not sold by is said at once. Plain
 * state: two fields on every card need no form library in the first visit's JavaScript.
 */
export function useOrderQuantity(piecesPerPallet: number | null) {
  const [quantity, setQuantity] = useState<OrderQuantity>(defaultOrderQuantity)
  const [pressed, setPressed] = useState(false)
  const pieces = piecesOf(quantity, piecesPerPallet)
  return {
    quantity,
    change: (next: Partial<OrderQuantity>) => setQuantity((current) => ({ ...current, ...next })),
    /** What the field says: nothing before the first press. */
    shownProblem: pressed ? quantityFieldProblem(quantity, piecesPerPallet) : null,
    /** What the unit field says, at once: the buyer chose pallets, then a variant without a pallet size. */
    unitProblem: quantityUnitProblem(quantity.unit, piecesPerPallet),
    /** The pieces the quantity means; null while it cannot be ordered. */
    pieces,
    /** The pieces to add, or null once the problem is shown. */
    press: () => {
      setPressed(true)
      return pieces
    },
    /** After an add: the amount starts again at 1, the unit stays. */
    reset: () => {
      setPressed(false)
      setQuantity((current) => ({ ...current, amount: defaultOrderQuantity.amount }))
    },
  }
}

export type OrderQuantityState = ReturnType<typeof useOrderQuantity>
