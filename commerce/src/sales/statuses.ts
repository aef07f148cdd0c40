/**
 * The request workflow as custom order statuses (configured as a Magento shop configures statuses: codes in
 * `sales_order_status`, labels per store view, each assigned to a state), which document the company sends in
 * which status, and which answer the customer may give in which status.
 *
 *   quote request:  quote_requested → (company) offer → offer_sent → (customer) ACCEPT_OFFER → order_requested
 *                   offer_sent → (customer) REQUEST_REVISION → quote_requested: the next offer is its next version
 *   order request:  order_requested → (company) order confirmation → confirmation_sent
 *                   → (customer) APPROVE_CONFIRMATION → confirmed
 *   either answer may be DECLINE → declined
 *   after the contract (company, Magento's own statuses): confirmed → processing → complete
 */
import type { OrderResponse, RequestType } from '../kernel/resolvers-types.generated'

/** The documents the company answers with. */
export type DocumentType = 'offer' | 'confirmation'

export const STATUS = {
  quoteRequested: 'quote_requested',
  offerSent: 'offer_sent',
  orderRequested: 'order_requested',
  confirmationSent: 'confirmation_sent',
  confirmed: 'confirmed',
  declined: 'declined',
  processing: 'processing',
  complete: 'complete',
} as const

/** The status a placed request starts in. */
export const initialStatus = (type: RequestType) => (type === 'QUOTE' ? STATUS.quoteRequested : STATUS.orderRequested)

/** The status in which the company sends each document, and the status sending it leads to. */
export const DOCUMENT_MOVES: Record<DocumentType, { from: string; to: string }> = {
  offer: { from: STATUS.quoteRequested, to: STATUS.offerSent },
  confirmation: { from: STATUS.orderRequested, to: STATUS.confirmationSent },
}

/** The document the customer answers in a status. */
export const answeredDocumentType = (status: string): DocumentType | null =>
  status === STATUS.offerSent ? 'offer' : status === STATUS.confirmationSent ? 'confirmation' : null

/** What each answer needs and leads to; ACCEPT_OFFER also turns the quote request into an order request. */
const RESPONSES: Record<OrderResponse, { from: readonly string[]; to: string }> = {
  ACCEPT_OFFER: { from: [STATUS.offerSent], to: STATUS.orderRequested },
  APPROVE_CONFIRMATION: { from: [STATUS.confirmationSent], to: STATUS.confirmed },
  DECLINE: { from: [STATUS.offerSent, STATUS.confirmationSent], to: STATUS.declined },
  REQUEST_REVISION: { from: [STATUS.offerSent], to: STATUS.quoteRequested },
}

/** The answers the status allows; an expired offer can be renewed (REQUEST_REVISION) or declined, not accepted. */
export const availableResponses = (status: string, offerExpired: boolean): OrderResponse[] =>
  (Object.keys(RESPONSES) as OrderResponse[]).filter(
    (r) => RESPONSES[r].from.includes(status) && !(r === 'ACCEPT_OFFER' && offerExpired),
  )

/** The status an answer leads to, or null when the order's status does not allow it. */
export const statusAfter = (status: string, response: OrderResponse): string | null =>
  RESPONSES[response].from.includes(status) ? RESPONSES[response].to : null

const FULFILMENT: readonly string[] = [STATUS.confirmed, STATUS.processing, STATUS.complete]

/**
 * Whether the company may move an order from one status to another with a comment: into and within processing
 * and complete only one step at a time from confirmed; the request statuses as it sees fit.
 */
export function companyMayMove(from: string, to: string): boolean {
  if (from === to) return true
  const [was, next] = [FULFILMENT.indexOf(from), FULFILMENT.indexOf(to)]
  if (was <= 0 && next <= 0) return true
  return was >= 0 && next === was + 1
}
