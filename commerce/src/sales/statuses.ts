/**
 * The request workflow as custom order statuses (configured as a Magento shop configures statuses: codes in
 * `sales_order_status`, labels per store view, each assigned to a state), and which answer the customer may give
 * in which status.
 *
 *   quote request:  quote_requested → (company) offer_sent → (customer) ACCEPT_OFFER → order_requested
 *   order request:  order_requested → (company) confirmation_sent → (customer) APPROVE_CONFIRMATION → confirmed
 *   either answer may be DECLINE → declined
 */
import type { OrderResponse, RequestType } from '../kernel/resolvers-types.generated'

export const STATUS = {
  quoteRequested: 'quote_requested',
  offerSent: 'offer_sent',
  orderRequested: 'order_requested',
  confirmationSent: 'confirmation_sent',
  confirmed: 'confirmed',
  declined: 'declined',
} as const

/** The status a placed request starts in. */
export const initialStatus = (type: RequestType) => (type === 'QUOTE' ? STATUS.quoteRequested : STATUS.orderRequested)

/** What each answer needs and leads to; ACCEPT_OFFER also turns the quote request into an order request. */
const RESPONSES: Record<OrderResponse, { from: readonly string[]; to: string }> = {
  ACCEPT_OFFER: { from: [STATUS.offerSent], to: STATUS.orderRequested },
  APPROVE_CONFIRMATION: { from: [STATUS.confirmationSent], to: STATUS.confirmed },
  DECLINE: { from: [STATUS.offerSent, STATUS.confirmationSent], to: STATUS.declined },
}

export const availableResponses = (status: string): OrderResponse[] =>
  (Object.keys(RESPONSES) as OrderResponse[]).filter((r) => RESPONSES[r].from.includes(status))

/** The status an answer leads to, or null when the order's status does not allow it. */
export const statusAfter = (status: string, response: OrderResponse): string | null =>
  RESPONSES[response].from.includes(status) ? RESPONSES[response].to : null
