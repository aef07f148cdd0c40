/**
 * The customer's comment in the thread of their order (the shop's addOrderComment, shaped as Magento's cancelOrder;
 * Adobe Commerce B2B's negotiable quotes have such a thread): only the order's own customer; the sales inbox is told.
 */

import { MAX_COMMENT_BYTES } from '../../../api/order'
import type { Context } from '../../kernel/context'
import { GraphQlAuthorizationException, GraphQlInputException } from '../../kernel/errors'
import { __, type Phrase } from '../../kernel/phrase'
import type { AddOrderCommentErrorCode, AddOrderCommentInput } from '../../kernel/resolvers-types.generated'
import { decodeUid } from '../../kernel/uid'
import { sendCustomerCommentMail } from '../mails'
import { addCustomerComment, findOrder, type OrderRecord } from './order-repository'

type Refusal = { code: AddOrderCommentErrorCode; message: Phrase }
export type OrderCommentResult = { order: OrderRecord } | { error: Refusal; order: null }

const REFUSALS: Record<AddOrderCommentErrorCode, Phrase> = {
  ORDER_NOT_FOUND: __("The entity that was requested doesn't exist. Verify the entity and try again."),
  UNAUTHORISED: __('Current user is not authorized to comment on this order'),
}

const refused = (code: AddOrderCommentErrorCode): OrderCommentResult => ({
  error: { code, message: REFUSALS[code] },
  order: null,
})

export async function addOrderComment(ctx: Context, input: AddOrderCommentInput): Promise<OrderCommentResult> {
  if (!ctx.customer) throw new GraphQlAuthorizationException("The current customer isn't authorized.")
  const comment = input.comment.trim()
  if (!comment) throw new GraphQlInputException(__('Required parameter "%1" is missing', 'comment'))
  if (new TextEncoder().encode(comment).byteLength > MAX_COMMENT_BYTES) {
    throw new GraphQlInputException(__('Invalid value of "%1" provided for the %2 field.', '…', 'comment'))
  }
  const id = decodeUid(input.order_id)
  const order = id === null ? null : await findOrder(ctx.db, id)
  if (!order) return refused('ORDER_NOT_FOUND')
  const customerId = ctx.customer.customerId
  if (order.customer_id !== customerId) return refused('UNAUTHORISED')
  if (!(await addCustomerComment(ctx.db, { entity_id: order.entity_id, customer_id: customerId }, comment))) {
    return refused('UNAUTHORISED')
  }
  await sendCustomerCommentMail(ctx, order, comment)
  return { order }
}
