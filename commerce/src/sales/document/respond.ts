/**
 * The customer's answer to an offer or an order confirmation (the shop's respondToOrder, shaped as Magento's
 * cancelOrder): only the order's own customer, only from a status that allows the answer, only to the newest
 * version of the document the status is about, and an offer only until it expires. Refusals come in `errorV2` with
 * a code; a guest gets Magento's authorization error, a revision request without a comment an input error. The
 * history entry and the mails name the document answered; the customer's words go into the request's thread.
 */

import { answeredDocumentType, statusAfter } from '../../../../rules/request-workflow'
import type { Context } from '../../kernel/context'
import { GraphQlAuthorizationException, GraphQlInputException } from '../../kernel/errors'
import { __, type Phrase } from '../../kernel/phrase'
import type { RespondToOrderErrorCode, RespondToOrderInput } from '../../kernel/resolvers-types.generated'
import { decodeUid } from '../../kernel/uid'
import { answerEntry, sendResponseMails } from '../mails'
import { CUSTOMER_AUTHOR, changeStatus, findOrder, type OrderRecord } from '../request/order-repository'
import type { OrderDocument } from './repository'
import { isExpired, storeToday } from './settings'

type Refusal = { code: RespondToOrderErrorCode; message: Phrase }
export type RespondResult = { order: OrderRecord } | { error: Refusal; order: OrderRecord | null }

const REFUSALS: Record<RespondToOrderErrorCode, Phrase> = {
  ORDER_NOT_FOUND: __("The entity that was requested doesn't exist. Verify the entity and try again."),
  UNAUTHORISED: __('Current user is not authorized to answer this order'),
  INVALID_ORDER_STATUS: __("The order's status does not allow this answer."),
  DOCUMENT_NOT_FOUND: __('The document was not found for this answer.'),
  DOCUMENT_OUTDATED: __('A newer version of this document has been sent. Please answer the newest version.'),
  OFFER_EXPIRED: __('The offer has expired. Ask for a renewed offer.'),
}

const refused = (code: RespondToOrderErrorCode, order: OrderRecord | null): RespondResult => ({
  error: { code, message: REFUSALS[code] },
  order,
})

/** The newest version of the document answered in the order's status; null where none was sent as a document. */
function answeredDocument(documents: readonly OrderDocument[], status: string): OrderDocument | null {
  const type = answeredDocumentType(status)
  return documents.find((d) => d.document_type === type) ?? null
}

/** Whether the offer the order's status is about has expired. */
export async function offerExpired(ctx: Context, order: OrderRecord): Promise<boolean> {
  const offer = answeredDocument((await ctx.loaders.orderDocuments.load(order.entity_id)) ?? [], order.status)
  return offer?.document_type === 'offer' && isExpired(offer.expiration_date, storeToday(ctx))
}

/** Why the answer cannot be given to this document, if it cannot. */
function documentRefusal(
  ctx: Context,
  input: RespondToOrderInput,
  documents: readonly OrderDocument[],
  answered: OrderDocument | null,
): RespondToOrderErrorCode | null {
  if (input.document_id != null) {
    const id = decodeUid(input.document_id)
    const named = documents.find((d) => d.entity_id === id)
    if (!named || named.document_type !== answered?.document_type) return 'DOCUMENT_NOT_FOUND'
    if (named !== answered) return 'DOCUMENT_OUTDATED'
  }
  const expired = answered !== null && isExpired(answered.expiration_date, storeToday(ctx))
  return input.response === 'ACCEPT_OFFER' && expired ? 'OFFER_EXPIRED' : null
}

export async function respondToOrder(ctx: Context, input: RespondToOrderInput): Promise<RespondResult> {
  if (!ctx.customer) throw new GraphQlAuthorizationException("The current customer isn't authorized.")
  const comment = input.comment?.trim() || null
  if (input.response === 'REQUEST_REVISION' && !comment) {
    throw new GraphQlInputException(__('Required parameter "%1" is missing', 'comment'))
  }
  const id = decodeUid(input.order_id)
  const order = id === null ? null : await findOrder(ctx.db, id)
  if (!order) return refused('ORDER_NOT_FOUND', null)
  if (order.customer_id !== ctx.customer.customerId) return refused('UNAUTHORISED', null)
  const status = statusAfter(order.status, input.response)
  if (!status) return refused('INVALID_ORDER_STATUS', order)
  const documents = (await ctx.loaders.orderDocuments.load(order.entity_id)) ?? []
  const answered = answeredDocument(documents, order.status)
  const refusal = documentRefusal(ctx, input, documents, answered)
  if (refusal) return refused(refusal, order)
  const changed = await changeStatus(ctx.db, order.entity_id, {
    from: [order.status],
    status,
    state: (await ctx.loaders.orderStatuses()).get(status)?.state ?? order.state,
    requestType: input.response === 'ACCEPT_OFFER' ? 'order' : undefined,
    comment: ctx.translate(answerEntry(ctx, input.response, answered)),
    isCustomerNotified: true,
    isVisibleOnFront: false,
    author: CUSTOMER_AUTHOR,
    customerWords: comment,
  })
  if (!changed) return refused('INVALID_ORDER_STATUS', (await findOrder(ctx.db, order.entity_id)) ?? order)
  const answeredOrder = (await findOrder(ctx.db, order.entity_id)) ?? order
  await sendResponseMails(ctx, answeredOrder, input.response, answered, comment)
  return { order: answeredOrder }
}
