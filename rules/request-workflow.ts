/**
 * The request workflow, written once for commerce (which enforces it), the storefront (which shows the buyer what
 * awaits them) and the sales desk (which shows the company what it may do): Magento custom order statuses (codes in
 * `sales_order_status`, labels per store view, each assigned to a state), which document the company sends in which
 * status, and which answer the buyer may give in which status.
 *
 *   quote request:  quote_requested → (company) offer → offer_sent → (buyer) ACCEPT_OFFER → order_requested
 *                   offer_sent → (buyer) REQUEST_REVISION → quote_requested: the next offer is its next version
 *   order request:  order_requested → (company) order confirmation → confirmation_sent
 *                   → (buyer) APPROVE_CONFIRMATION → confirmed
 *   either answer may be DECLINE → declined
 *   after the contract (company, Magento's own statuses): confirmed → processing → complete
 */

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

/** Every status a request can be in, in workflow order. */
export const requestStatuses = Object.values(STATUS)
export type RequestStatus = (typeof requestStatuses)[number]

/** The documents the company answers with. */
export type DocumentType = 'offer' | 'confirmation'
/** The buyer's answers (commerce's GraphQL enum `OrderResponse`). */
export type OrderResponse = 'ACCEPT_OFFER' | 'APPROVE_CONFIRMATION' | 'DECLINE' | 'REQUEST_REVISION'

/** The status a placed request starts in. */
export const initialStatus = (type: 'QUOTE' | 'ORDER') =>
  type === 'QUOTE' ? STATUS.quoteRequested : STATUS.orderRequested

/** The status in which the company sends each document, and the status sending it leads to. */
export const DOCUMENT_MOVES: Record<DocumentType, { from: RequestStatus; to: RequestStatus }> = {
  offer: { from: STATUS.quoteRequested, to: STATUS.offerSent },
  confirmation: { from: STATUS.orderRequested, to: STATUS.confirmationSent },
}

/** The document the company writes in a status (the offer, first or revised; the order confirmation), or null. */
export const composableDocument = (status: string): DocumentType | null =>
  (Object.keys(DOCUMENT_MOVES) as DocumentType[]).find((type) => DOCUMENT_MOVES[type].from === status) ?? null

/** The statuses in which a request waits for the company: its inbox shows these first, with their answer-by day. */
export const waitingForCompany: readonly RequestStatus[] = Object.values(DOCUMENT_MOVES).map((move) => move.from)

/** The statuses in which a request waits for the buyer's answer to a document. */
export const waitingForBuyer: readonly RequestStatus[] = Object.values(DOCUMENT_MOVES).map((move) => move.to)

/** The document the buyer answers in a status. */
export const answeredDocumentType = (status: string): DocumentType | null =>
  (Object.keys(DOCUMENT_MOVES) as DocumentType[]).find((type) => DOCUMENT_MOVES[type].to === status) ?? null

/** What each answer needs and leads to; ACCEPT_OFFER also turns the quote request into an order request. */
const RESPONSES: Record<OrderResponse, { from: readonly string[]; to: RequestStatus }> = {
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
export const statusAfter = (status: string, response: OrderResponse): RequestStatus | null =>
  RESPONSES[response].from.includes(status) ? RESPONSES[response].to : null

const FULFILMENT: readonly string[] = [STATUS.confirmed, STATUS.processing, STATUS.complete]
type FulfilmentStep = typeof STATUS.processing | typeof STATUS.complete

/** The statuses of a contract: the buyer approved its order confirmation, and its total stands. */
export const isContract = (status: string) => FULFILMENT.includes(status)

/** Before the contract the company may decline a request. */
export const declinable = (status: string) =>
  [...waitingForCompany, ...waitingForBuyer].includes(status as RequestStatus)

/** After the contract, one step at a time: confirmed → processing → complete; null at the end or before it. */
export const nextFulfilmentStatus = (status: string): FulfilmentStep | null => {
  const at = FULFILMENT.indexOf(status)
  return at >= 0 ? ((FULFILMENT[at + 1] as FulfilmentStep | undefined) ?? null) : null
}

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
