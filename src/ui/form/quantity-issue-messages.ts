import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_LINE_QUANTITY } from '../../../contract/add-to-cart-rules'
import type { InputIssueCode } from '../../../contract/input-issue'

/**
 * The input issues of a quantity (./input-issue-messages.ts has them all): the stock list's, the cart's and the
 * wishlist's quantity fields need only these, so the first visit's code holds no other form's texts.
 */
export const quantityIssueMessages = {
  QUANTITY_NOT_A_NUMBER: msg`The quantity must be a number`,
  QUANTITY_NOT_WHOLE: msg`The quantity must be a whole number of pieces`,
  QUANTITY_NOT_POSITIVE: msg`The quantity must be greater than 0`,
  QUANTITY_TOO_LARGE: {
    ...msg`The quantity is too large: at most {max, number} per line`,
    values: { max: MAX_LINE_QUANTITY },
  },
} satisfies Partial<Record<InputIssueCode, MessageDescriptor>>
