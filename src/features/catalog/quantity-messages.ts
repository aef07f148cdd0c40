import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_LINE_QUANTITY } from '../../../contract/add-to-cart-rules'
import type { QuantityFieldProblem, QuantityUnitProblem } from './quantity'

/**
 * Why a quantity cannot be ordered, in the visitor's language: of the quantity fields and their unit (quantity.ts), of
 * quick-order lines, and of the cart inputs, whose input issue codes (contract/cart.ts) are the same words.
 */
export const quantityMessages: Record<QuantityFieldProblem | QuantityUnitProblem, MessageDescriptor> = {
  QUANTITY_MISSING: msg`Enter a quantity`,
  QUANTITY_NOT_A_NUMBER: msg({ id: 'The quantity must be a number', message: 'The quantity must be a number' }),
  QUANTITY_NOT_WHOLE: msg({
    id: 'The quantity must be a whole number of pieces',
    message: 'The quantity must be a whole number of pieces',
  }),
  QUANTITY_NOT_POSITIVE: msg({
    id: 'The quantity must be greater than 0',
    message: 'The quantity must be greater than 0',
  }),
  QUANTITY_TOO_LARGE: {
    ...msg({
      id: 'The quantity is too large: at most {max, number} per line',
      message: 'The quantity is too large: at most {max, number} per line',
    }),
    values: { max: MAX_LINE_QUANTITY },
  },
  NOT_SOLD_BY_PALLET: msg`This item is not sold by the pallet`,
}
