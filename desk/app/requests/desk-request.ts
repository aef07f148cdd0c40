import type { OrderedCutList } from '../../../commerce/api/cut-list'
import type { DocumentType } from '../../../commerce/api/document'
import type { DeliveryTime, RequestType, RestOrder, RestOrderAddress } from '../../../commerce/api/order'
import { type AnswerBy, answerBy } from '../../../contract/answer-by'
import { workingCalendar } from '../../desk.config'
import { fromCommerceTime } from '../commerce-time'

/** A quote or order request as the desk's screens show it: one flat record per Magento order. */

export interface Money {
  value: number
  currency: string
}

/** What VIES said about the VAT ID of the delivery's address, when it was asked (an EU buyer abroad). */
export interface VatCheck {
  outcome: 'confirmed' | 'refused' | 'unavailable'
  /** ISO 8601 */
  date: string
  /** VIES's consultation number */
  consultation: string
}

export interface DeskAddress {
  name: string
  company: string
  street: string[]
  postcode: string
  city: string
  countryId: string
  telephone: string
}

export interface DeskRequestLine {
  id: number
  sku: string
  name: string
  quantity: number
  price: Money
  rowTotal: Money
  /** What the stock lacked when the request came (produced or procured). */
  lackedThen: number
  /** The stock now; null where it is not managed (made to order) or not known (the inbox). */
  stockNow: number | null
  /** The list price per piece now. */
  listPrice: Money | null
  /** The tier prices now, ascending by quantity. */
  tierPrices: { qty: number; price: Money }[]
  /** A line cut to size: its cut list as the cart priced it (the quantity is its sheets). */
  cutList: OrderedCutList | null
}

/** The buyer's open revision request: the company answers it as it answers a new request. */
export interface DeskRevision {
  /** ISO time the buyer asked */
  at: string
  /** What the buyer wants changed. */
  wish: string
}

export interface DeskHistoryEntry {
  id: number
  /** ISO time */
  at: string
  status: string
  comment: string
  customerNotified: boolean
  visibleOnFront: boolean
  /** The clerk's username, "customer", or empty for the shop's own entries. */
  by: string
}

/** A sent version of the request's offer or order confirmation. */
export interface DeskDocument {
  id: number
  type: DocumentType
  number: string
  version: number
  /** ISO time */
  sentAt: string
  /** The clerk who sent it. */
  sentBy: string
  total: Money
  /** Offers: the last day it can be accepted, `YYYY-MM-DD`. */
  validUntil: string | null
  pdfUrl: string
}

/** A mail the shop sent about the request, and how its delivery went. */
export interface DeskMail {
  id: number
  recipient: string
  subject: string
  /** ISO time it was written */
  createdAt: string
  status: 'pending' | 'sent' | 'failed'
  /** Why its last try failed. */
  failure: string | null
  /** ISO time the mail service took it */
  deliveredAt: string | null
}

export interface DeskRequest {
  id: number
  number: string
  /** ISO time */
  receivedAt: string
  kind: RequestType
  status: string
  company: string
  buyer: string
  buyerEmail: string
  /** The buyer's account in commerce; null for a guest (their earlier requests are found by it). */
  customerId: number | null
  vatId: string
  vatCheck: VatCheck | null
  purchaseOrderNumber: string
  /** Counted from the arrival, or from the buyer's revision request while one is open. */
  answerBy: AnswerBy
  /** The buyer's open revision request, if any (a state of its own in the inbox). */
  revision: DeskRevision | null
  billingAddress: DeskAddress | null
  shippingAddress: DeskAddress | null
  /** The shipping method as the buyer's store view named it (shown where the desk does not know the carrier). */
  shippingMethod: string
  /** The carrier's code (`freight`, `pickup`), which the desk names in its own language. */
  carrier: string
  /** The clerk (staff username) the request is assigned to; empty for nobody. */
  assignedTo: string
  lines: DeskRequestLine[]
  /** kg */
  weight: number | null
  /** Full and part pallets, and pieces without a pallet size (a request's page only; none for a pickup). */
  pallets: { full: number; part: number; loosePieces: number } | null
  /** The buyer's message (Magento's customer_note). */
  message: string
  deliveryTime: DeliveryTime | null
  coupon: string
  subtotal: Money
  shipping: Money
  discount: Money
  tax: Money
  /** The grand total of the document sent last, else the request's own. */
  total: Money
  /** Every status change and comment, newest first. */
  history: DeskHistoryEntry[]
  /** Every version of its offers and order confirmations, newest first (a request's page only, not the inbox). */
  documents?: DeskDocument[]
  /** Every mail about it, newest first, with its delivery (a request's page only). */
  mails?: DeskMail[]
}

/** The carrier of a collection at the plant: nothing to ship, so no pallets to price. */
const PICKUP = 'pickup'

const fullName = (first = '', last = '') => [first, last].filter(Boolean).join(' ')

function address(given: RestOrderAddress | undefined): DeskAddress | null {
  if (!given) return null
  return {
    name: fullName(given.firstname, given.lastname),
    company: given.company ?? '',
    street: given.street ?? [],
    postcode: given.postcode ?? '',
    city: given.city ?? '',
    countryId: given.country_id ?? '',
    telephone: given.telephone ?? '',
  }
}

/** The VIES check kept on the address, if VIES was asked about its VAT ID. */
function vatCheck(given: RestOrderAddress | undefined): VatCheck | null {
  if (given?.vat_request_success === undefined || !given.vat_request_date) return null
  const outcome = given.vat_request_success === 0 ? 'unavailable' : given.vat_is_valid === 1 ? 'confirmed' : 'refused'
  return { outcome, date: given.vat_request_date, consultation: given.vat_request_id ?? '' }
}

export function deskRequest(order: RestOrder): DeskRequest {
  const money = (value = 0): Money => ({ value, currency: order.order_currency_code })
  const received = fromCommerceTime(order.created_at)
  const assignment = order.extension_attributes.shipping_assignments[0]?.shipping
  const shipping = assignment?.address
  const carrier = assignment?.method?.split('_')[0] ?? ''
  const pallets = carrier === PICKUP ? undefined : order.extension_attributes.pallets
  // The address that names the buyer's VAT ID, as commerce's VAT rule reads it (commerce/src/tax/vat-rule.ts).
  const buyerVat = shipping?.vat_id ? shipping : order.billing_address
  const { revision_requested_at: revisedAt, revision_comment: wish } = order.extension_attributes
  const revision = revisedAt ? { at: revisedAt, wish: wish ?? '' } : null
  return {
    id: order.entity_id,
    number: order.increment_id,
    receivedAt: received.toISOString(),
    kind: order.extension_attributes.request_type,
    status: order.status,
    company: order.billing_address?.company ?? '',
    buyer: fullName(order.customer_firstname, order.customer_lastname),
    buyerEmail: order.customer_email,
    customerId: order.customer_id ?? null,
    vatId: order.customer_taxvat || buyerVat?.vat_id || '',
    vatCheck: vatCheck(buyerVat),
    purchaseOrderNumber: order.payment?.po_number ?? '',
    answerBy: answerBy(revision ? fromCommerceTime(revision.at) : received, workingCalendar),
    revision: revision && { ...revision, at: fromCommerceTime(revision.at).toISOString() },
    billingAddress: address(order.billing_address),
    shippingAddress: address(shipping),
    shippingMethod: order.shipping_description ?? '',
    carrier,
    assignedTo: order.extension_attributes.assigned_to ?? '',
    lines: order.items.map((item) => ({
      id: item.item_id,
      sku: item.sku,
      name: item.name,
      quantity: item.qty_ordered,
      price: money(item.price),
      rowTotal: money(item.row_total),
      lackedThen: item.qty_backordered ?? 0,
      stockNow: item.extension_attributes?.qty_in_stock ?? null,
      listPrice:
        item.extension_attributes?.list_price === undefined ? null : money(item.extension_attributes.list_price),
      tierPrices: (item.extension_attributes?.tier_prices ?? []).map((tier) => ({
        qty: tier.qty,
        price: money(tier.value),
      })),
      cutList: item.product_options?.cut_to_size ?? null,
    })),
    weight: order.weight ?? null,
    pallets: pallets ? { full: pallets.full, part: pallets.part, loosePieces: pallets.loose_pieces } : null,
    message: order.customer_note ?? '',
    deliveryTime: order.extension_attributes.delivery_time ?? null,
    coupon: order.coupon_code ?? '',
    subtotal: money(order.subtotal),
    shipping: money(order.shipping_amount),
    discount: money(order.discount_amount),
    tax: money(order.tax_amount),
    total: money(order.extension_attributes.current_document?.grand_total ?? order.grand_total),
    history: (order.status_histories ?? []).map((entry) => ({
      id: entry.entity_id,
      at: fromCommerceTime(entry.created_at).toISOString(),
      status: entry.status ?? '',
      comment: entry.comment ?? '',
      customerNotified: Boolean(entry.is_customer_notified),
      visibleOnFront: Boolean(entry.is_visible_on_front),
      by: entry.extension_attributes?.created_by ?? '',
    })),
  }
}
