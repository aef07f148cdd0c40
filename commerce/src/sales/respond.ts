/**
 * The customer's answer to an offer or an order confirmation (the shop's respondToOrder, shaped as Magento's
 * cancelOrder): only the order's own customer, only from a status that allows the answer; refusals come in
 * `errorV2` with a code, a guest gets Magento's authorization error.
 */
import type { Context } from '../kernel/context'
import { GraphQlAuthorizationException } from '../kernel/errors'
import { __, type Phrase } from '../kernel/phrase'
import type { OrderResponse, RespondToOrderErrorCode } from '../kernel/resolvers-types.generated'
import { decodeUid } from '../kernel/uid'
import { sendResponseMails } from './mails'
import { changeStatus, findOrder, type OrderRecord } from './order-repository'
import { statusAfter } from './statuses'

type Refusal = { code: RespondToOrderErrorCode; message: Phrase }
export type RespondResult = { order: OrderRecord } | { error: Refusal; order: OrderRecord | null }

const NOT_FOUND = __("The entity that was requested doesn't exist. Verify the entity and try again.")
const NOT_ALLOWED = __("The order's status does not allow this answer.")

export async function respondToOrder(ctx: Context, orderUid: string, response: OrderResponse): Promise<RespondResult> {
  if (!ctx.customer) throw new GraphQlAuthorizationException("The current customer isn't authorized.")
  const id = decodeUid(orderUid)
  const order = id === null ? null : await findOrder(ctx.db, id)
  if (!order) return { error: { code: 'ORDER_NOT_FOUND', message: NOT_FOUND }, order: null }
  if (order.customer_id !== ctx.customer.customerId) {
    return {
      error: { code: 'UNAUTHORISED', message: __('Current user is not authorized to answer this order') },
      order: null,
    }
  }
  const status = statusAfter(order.status, response)
  const refused = { error: { code: 'INVALID_ORDER_STATUS' as const, message: NOT_ALLOWED }, order }
  if (!status) return refused
  const changed = await changeStatus(ctx.db, order.entity_id, {
    from: [order.status],
    status,
    state: (await ctx.loaders.orderStatuses()).get(status)?.state ?? order.state,
    requestType: response === 'ACCEPT_OFFER' ? 'order' : undefined,
    comment: null,
    isCustomerNotified: true,
    isVisibleOnFront: false,
  })
  if (!changed) return { ...refused, order: (await findOrder(ctx.db, order.entity_id)) ?? order }
  const answered = (await findOrder(ctx.db, order.entity_id)) ?? order
  await sendResponseMails(ctx, answered, response)
  return { order: answered }
}
