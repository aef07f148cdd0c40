import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { ProductCard } from '../../../contract/product'
import type { AddedLineView, QuickOrderProblem } from '../../../contract/quick-order'
import { cartReasonMessage, refusalMessage } from '../cart/cart-messages'
import { quantityMessages } from '../product/quantity-messages'
import type { LineProblem } from './parse-order-lines'

/**
 * What the quick order tells the buyer about a line: why a pasted line could not be read, why a checked line cannot
 * go into the cart (the add-to-cart rules' messages, shared with the cart), why the cart refused it.
 */

const lineProblems: Record<LineProblem, MessageDescriptor> = {
  SKU_MISSING: msg`No item number`,
  QUANTITY_MISSING: msg`No quantity`,
  QUANTITY_NOT_WHOLE: quantityMessages.QUANTITY_NOT_WHOLE,
  QUANTITY_NOT_POSITIVE: quantityMessages.QUANTITY_NOT_POSITIVE,
  QUANTITY_TOO_LARGE: quantityMessages.QUANTITY_TOO_LARGE,
  UNIT_UNKNOWN: msg`Unknown unit: enter pieces (“Stk”) or pallets (“Pal.”)`,
}

export function lineProblemMessage(i18n: I18n, problem: LineProblem): string {
  return i18n._(lineProblems[problem])
}

const notFound = msg`No item with this number`

/** A line above the stock of an item sold from stock only says how many there are: "3 pieces available". */
export function checkProblemMessage(
  i18n: I18n,
  problem: QuickOrderProblem,
  product: Pick<ProductCard, 'orderableQuantity'> | null,
): string {
  if (problem === 'PRODUCT_NOT_FOUND') return i18n._(notFound)
  const available = product?.orderableQuantity
  if (problem === 'INSUFFICIENT_STOCK' && available != null) {
    return i18n._(msg`${plural(available, { one: '# piece available', other: '# pieces available' })}`)
  }
  if (problem === 'NOT_SOLD_BY_PALLET') return cartReasonMessage(i18n, problem)
  return refusalMessage(i18n, { reason: problem })
}

/** A refused line: the backend's own words where it gave them, else the reason's message. */
export function addedLineMessage(i18n: I18n, line: AddedLineView): string | null {
  if (line.added) return null
  if (line.message) return line.message
  return line.reason === 'PRODUCT_NOT_FOUND' ? i18n._(notFound) : cartReasonMessage(i18n, line.reason ?? 'UNKNOWN')
}
