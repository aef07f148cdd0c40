import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { quantityIssueMessages } from '../../ui/form/quantity-issue-messages'
import type { QuantityFieldProblem, QuantityUnitProblem } from './quantity'

/**
 * Why a quantity cannot be ordered, in the visitor's language: of the quantity fields and their unit (quantity.ts), of
 * quick-order lines, and of the cart inputs, whose input issue codes (contract/cart.ts) are the same words.
 */
export const quantityMessages: Record<QuantityFieldProblem | QuantityUnitProblem, MessageDescriptor> = {
  QUANTITY_MISSING: msg`Enter a quantity`,
  QUANTITY_NOT_A_NUMBER: quantityIssueMessages.QUANTITY_NOT_A_NUMBER,
  QUANTITY_NOT_WHOLE: quantityIssueMessages.QUANTITY_NOT_WHOLE,
  QUANTITY_NOT_POSITIVE: quantityIssueMessages.QUANTITY_NOT_POSITIVE,
  QUANTITY_TOO_LARGE: quantityIssueMessages.QUANTITY_TOO_LARGE,
  NOT_SOLD_BY_PALLET: msg`This item is not sold by the pallet`,
}
