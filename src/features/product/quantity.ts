import { MAX_LINE_QUANTITY, piecesFor, type QuantityUnit, quantityUnits } from '../../../contract/add-to-cart-rules'

/**
 * A number as buyers type it, in either notation: with both "." and ",", the last one is the decimal mark; a single
 * kind used more than once, or once before exactly three digits, groups thousands; otherwise it is the decimal mark.
 * null when the text is no number.
 */
export function parseQuantity(text: string): number | null {
  const value = text.replace(/\s/g, '')
  if (!/^[+-]?\d[\d.,']*$/.test(value)) return null
  const sign = value.startsWith('-') ? -1 : 1
  const digits = value.replace(/^[+-]/, '').replace(/'/g, '')
  const lastDot = digits.lastIndexOf('.')
  const lastComma = digits.lastIndexOf(',')
  let normalised: string
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ','
    const grouping = decimal === '.' ? ',' : '.'
    normalised = digits.split(grouping).join('').replace(decimal, '.')
  } else {
    const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null
    if (!mark) normalised = digits
    else {
      const parts = digits.split(mark)
      const grouped = parts.length > 2 || (parts[1]?.length === 3 && parts[0] !== '0')
      normalised = grouped ? parts.join('') : parts.join('.')
    }
  }
  const number = Number(normalised)
  return Number.isFinite(number) ? sign * number : null
}

/** The quantity field of a card or the product page: the amount as typed, in pieces or pallets. */
export interface OrderQuantity {
  amount: string
  unit: QuantityUnit
}

export const defaultOrderQuantity: OrderQuantity = { amount: '1', unit: 'piece' }

/** Why an amount cannot go on one cart line. */
export type QuantityProblem = 'QUANTITY_NOT_WHOLE' | 'QUANTITY_NOT_POSITIVE' | 'QUANTITY_TOO_LARGE'

/**
 * What keeps an amount from one cart line: a fraction, 0 or less, more pieces than a line holds (pallets counted by
 * their size; where it is not known, each counts as at least one piece).
 */
export function quantityProblem(
  amount: number,
  unit: QuantityUnit = 'piece',
  piecesPerPallet: number | null = null,
): QuantityProblem | null {
  if (!Number.isInteger(amount)) return 'QUANTITY_NOT_WHOLE'
  if (amount <= 0) return 'QUANTITY_NOT_POSITIVE'
  return (piecesFor(amount, unit, piecesPerPallet) ?? amount) > MAX_LINE_QUANTITY ? 'QUANTITY_TOO_LARGE' : null
}

/** Why the typed quantity cannot be ordered; also when nothing or no number is typed. */
export type QuantityFieldProblem = QuantityProblem | 'QUANTITY_MISSING' | 'QUANTITY_NOT_A_NUMBER'

/** The field's check (plain code, not a schema: the pages of a first visit load no validation library). */
export function quantityFieldProblem(
  quantity: OrderQuantity,
  piecesPerPallet: number | null,
): QuantityFieldProblem | null {
  if (!quantity.amount.trim()) return 'QUANTITY_MISSING'
  const amount = parseQuantity(quantity.amount)
  if (amount === null) return 'QUANTITY_NOT_A_NUMBER'
  return quantityProblem(amount, quantity.unit, piecesPerPallet)
}

/** Why the chosen unit cannot be ordered: pallets of an item without a pallet size (a variant chosen after the unit). */
export type QuantityUnitProblem = 'NOT_SOLD_BY_PALLET'

export function quantityUnitProblem(unit: QuantityUnit, piecesPerPallet: number | null): QuantityUnitProblem | null {
  return quantityUnits(piecesPerPallet).includes(unit) ? null : 'NOT_SOLD_BY_PALLET'
}

/** The pieces a typed quantity means; null while it cannot be ordered (also in a unit the item is not sold by). */
export function piecesOf(quantity: OrderQuantity, piecesPerPallet: number | null): number | null {
  const amount = parseQuantity(quantity.amount)
  if (amount === null || quantityFieldProblem(quantity, piecesPerPallet)) return null
  return piecesFor(amount, quantity.unit, piecesPerPallet)
}
