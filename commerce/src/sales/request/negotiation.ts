/**
 * The negotiation of a quote request, read from its history: whether the buyer asked for a revision of the offer
 * (and what should change), and the thread of comments both sides see. The thread is Magento's comments visible on
 * the front (`is_visible_on_front`), the company's and, since the buyer writes too, the buyer's (`created_by`
 * "customer"); everything else in the history (status changes, internal notes) stays the company's.
 */
import { STATUS } from '../../../../rules/request-workflow'
import { CUSTOMER_AUTHOR, type OrderHistoryRecord, type OrderRecord } from './order-repository'

export type RevisionRequest = {
  /** When the buyer asked (`YYYY-MM-DD HH:MM:SS`, UTC): the request's answer-by day counts from it. */
  requestedAt: string
  /** What the buyer wants changed. */
  wish: string | null
}

/** A comment of the thread: what both sides see. */
export const isThreadComment = (entry: OrderHistoryRecord) => entry.is_visible_on_front === 1 && Boolean(entry.comment)

const byCustomer = (entry: OrderHistoryRecord) => entry.created_by === CUSTOMER_AUTHOR

/**
 * The open revision request of a quote request: the buyer's latest REQUEST_REVISION answer (their own entry that
 * moved it back to quote_requested) while it waits for the company; its wish is the comment the buyer wrote with it.
 * The same rule as the `revision_requested_at` field of the orders' search (order-repository.ts).
 */
export function revisionRequest(
  order: Pick<OrderRecord, 'status'>,
  history: readonly OrderHistoryRecord[],
): RevisionRequest | null {
  if (order.status !== STATUS.quoteRequested) return null
  const answer = history.findLast(
    (entry) => byCustomer(entry) && entry.status === STATUS.quoteRequested && entry.is_visible_on_front === 0,
  )
  if (!answer) return null
  const words = history.find(
    (entry) => entry.entity_id > answer.entity_id && byCustomer(entry) && isThreadComment(entry),
  )
  return { requestedAt: answer.created_at, wish: words?.comment ?? null }
}
