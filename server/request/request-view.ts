/** The request procedures' views from commerce's CustomerOrder (contract/request.ts). */
import { answerBy } from '../../contract/answer-by'
import { companyCalendar } from '../../contract/company-calendar'
import {
  type DeliveryTime,
  type DocumentCutListView,
  type DocumentHeadView,
  type DocumentKind,
  type DocumentLineBefore,
  type DocumentLineView,
  type RequestAddressView,
  type RequestAnswer,
  type RequestCommentView,
  type RequestDetailView,
  type RequestDocumentView,
  type RequestSummaryView,
  type RequestType,
  requestAnswers,
  type ShippingMethod,
  shippingMethods,
  shippingPricedInAnswer,
} from '../../contract/request'
import { type CutPiece, parseCutList } from '../../rules/cut-list'
import type { ResultOf } from '../commerce/graphql'
import { salesUnitOf } from '../product/sales-unit'
import { documentPdfUrl } from './document-pdf'
import type { RequestDetailQuery, RequestListQuery } from './operations'

type Summary = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof RequestListQuery>['customer']>['orders']>['items'][number]
>
type Detail = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof RequestDetailQuery>['customer']>['orders']>['items'][number]
>
type Address = Detail['shipping_address']
type DocumentHead = NonNullable<Summary['documents'][number]>
type Document = NonNullable<Detail['documents'][number]>
type Money = { value: number | null; currency: string | null } | null | undefined

const money = (m: Money) => ({ value: m?.value ?? 0, currency: m?.currency ?? 'EUR' })

export const requestType = (type: 'QUOTE' | 'ORDER'): RequestType => (type === 'QUOTE' ? 'quote' : 'order')

const ANSWERS: Record<string, RequestAnswer> = {
  ACCEPT_OFFER: 'acceptOffer',
  REQUEST_REVISION: 'requestRevision',
  APPROVE_CONFIRMATION: 'approveConfirmation',
  DECLINE: 'decline',
}

/** The document the allowed answers are about: an offer is accepted or revised, a confirmation approved. */
export function answeredKind(responses: readonly (string | null)[]): DocumentKind | null {
  if (responses.includes('APPROVE_CONFIRMATION')) return 'confirmation'
  if (responses.includes('ACCEPT_OFFER') || responses.includes('REQUEST_REVISION')) return 'offer'
  return null
}

const present = <T>(items: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => item != null)

function documentHeadView(d: DocumentHead): DocumentHeadView {
  return {
    id: d.id,
    kind: d.type === 'OFFER' ? 'offer' : 'confirmation',
    number: d.number,
    version: d.version,
    date: d.created_at,
    validUntil: d.expiration_date ?? null,
    expired: d.is_expired,
    pdfUrl: documentPdfUrl(d.id),
  }
}

export function summaryView(order: Summary): RequestSummaryView {
  const [current] = present(order.documents)
  return {
    number: order.number,
    date: order.order_date,
    type: requestType(order.request_type),
    status: order.status,
    total: money(current?.total?.grand_total ?? order.total?.grand_total),
    document: current ? documentHeadView(current) : null,
  }
}

type DocumentItem = NonNullable<NonNullable<Document['items']>[number]>

function lineFigures(item: DocumentItem) {
  const [discount] = present(item.discounts)
  return {
    quantity: item.quantity,
    price: money(item.product_sale_price),
    discount: discount ? { label: discount.label, amount: money(discount.amount) } : null,
    rowTotal: money(item.row_total),
    deliveryDate: item.delivery_date ?? null,
    deliveryWeek: item.delivery_week ?? null,
  }
}

/** The line in the version before, where the new version states other figures for it. */
function lineBefore(item: DocumentItem, before: Document | undefined): DocumentLineBefore | null {
  const earlier = present(before?.items).find((line) => line.product_sku === item.product_sku)
  if (!before || !earlier) return null
  const [now, then] = [lineFigures(item), lineFigures(earlier)]
  return JSON.stringify(now) === JSON.stringify(then) ? null : { version: before.version, ...then }
}

function documentLineView(item: DocumentItem, before: Document | undefined): DocumentLineView {
  const [discount] = present(item.discounts)
  return {
    sku: item.product_sku,
    name: item.product_name ?? item.product_sku,
    quantity: item.quantity,
    requestedQuantity: item.order_item?.quantity_ordered ?? item.quantity,
    salesUnit: item.unit === 'COIL' ? 'coil' : 'piece',
    price: money(item.product_sale_price),
    requestedPrice: money(item.original_price),
    discount: discount ? { label: discount.label, amount: money(discount.amount) } : null,
    rowTotal: money(item.row_total),
    deliveryDate: item.delivery_date ?? null,
    deliveryWeek: item.delivery_week ?? null,
    before: lineBefore(item, before),
    cutList: documentCutList(item),
  }
}

function documentCutList(item: DocumentItem): DocumentCutListView | null {
  const cut = item.cut_to_size
  if (!cut) return null
  return {
    pieces: present(cut.pieces),
    tolerance: cut.tolerance,
    sheets: cut.sheets,
    cutMetres: cut.cut_metres,
    cutCharge: money({ value: cut.cut_total, currency: item.row_total.currency }),
  }
}

/** The document with its lines; `before` is the version it revises, whose changed lines it names. */
function documentView(d: Document, before?: Document): RequestDocumentView {
  const total = d.total
  const discount = present(total?.discounts).reduce((sum, x) => sum + (x.amount?.value ?? 0), 0)
  const [tax] = present(total?.taxes)
  return {
    ...documentHeadView(d),
    lines: present(d.items).map((item) => documentLineView(item, before)),
    subtotal: money(total?.subtotal),
    discount: discount > 0 ? money({ value: discount, currency: total?.subtotal?.currency ?? null }) : null,
    shipping: money(total?.total_shipping),
    otherCharges: present(total?.other_charges).map((c) => ({ label: c.label, amount: money(c.amount) })),
    tax: money(total?.total_tax),
    taxRate: tax?.rate ?? null,
    total: money(total?.grand_total),
    paymentTerms: d.payment_terms ?? '',
    openingText: d.opening_text ?? '',
    closingText: d.closing_text ?? '',
  }
}

function addressView(a: Address): RequestAddressView | null {
  if (!a) return null
  return {
    name: `${a.firstname} ${a.lastname}`,
    company: a.company ?? '',
    street: a.street.filter((line): line is string => !!line),
    postcode: a.postcode ?? '',
    city: a.city,
    countryCode: a.country_code ?? '',
    telephone: a.telephone ?? '',
  }
}

const shippingMethodOf = (carrierCode: string | null | undefined): ShippingMethod | null =>
  shippingMethods.find((method) => method === carrierCode) ?? null

/** The shipping amount, or null while it is 0 for a carrier whose price the company's answer states. */
function shippingOf(order: Detail, method: ShippingMethod | null) {
  const shipping = money(order.total?.total_shipping)
  const unpriced = method !== null && shippingPricedInAnswer.includes(method) && shipping.value === 0
  return unpriced ? null : shipping
}

const commentView = (c: NonNullable<Detail['comments']>[number] & object): RequestCommentView => ({
  side: c.creator_type === 'BUYER' ? 'buyer' : 'company',
  author: c.author_name ?? '',
  message: c.message,
  date: c.timestamp,
})

/** The working day the company answers by, counted from a commerce time (UTC) as the sales desk counts it. */
const answerByDay = (time: string) => answerBy(new Date(`${time.replace(' ', 'T')}Z`), companyCalendar).day

/** The shop's one entered option is a sheet's cut list, stored in the rule's canonical text (formatCutList). */
const piecesOf = (entered: readonly ({ value: string } | null)[] | null | undefined): CutPiece[] =>
  present(entered ?? []).flatMap((option) => parseCutList(option.value).pieces)

export function detailView(order: Detail): RequestDetailView {
  const lines = (order.items ?? []).flatMap((i) =>
    i
      ? [
          {
            sku: i.product_sku,
            name: i.product_name ?? i.product_sku,
            quantity: i.quantity_ordered ?? 0,
            salesUnit: salesUnitOf(i.product ?? {}),
            price: money(i.product_sale_price),
            rowTotal: money(i.prices?.row_total),
            options: present(i.selected_options ?? []),
            pieces: piecesOf(i.entered_options),
          },
        ]
      : [],
  )
  const poNumber = order.payment_methods
    ?.flatMap((p) => p?.additional_data ?? [])
    .find((d) => d?.name === 'po_number')?.value
  const shippingMethod = shippingMethodOf(order.carrier_code)
  const [current, ...earlier] = present(order.documents)
  const revised = earlier.find((d) => d.type === current?.type && d.version === (current?.version ?? 0) - 1)
  return {
    ...summaryView(order),
    document: current ? documentView(current, revised) : null,
    earlierDocuments: earlier.map(documentHeadView),
    deliveryTime: (order.delivery_time as DeliveryTime | null) ?? null,
    message: order.customer_note ?? '',
    lines,
    subtotal: money(order.total?.subtotal_excl_tax),
    shipping: shippingOf(order, shippingMethod),
    tax: money(order.total?.total_tax),
    shippingMethod,
    purchaseOrderNumber: poNumber ?? '',
    shippingAddress: addressView(order.shipping_address),
    billingAddress: addressView(order.billing_address),
    comments: present(order.comments).map(commentView),
    revision: order.revision_requested_at
      ? { requestedAt: order.revision_requested_at, answerBy: answerByDay(order.revision_requested_at) }
      : null,
    answers: requestAnswers.filter((answer) => order.available_responses.some((r) => r && ANSWERS[r] === answer)),
    answering: answeredKind(order.available_responses),
  }
}
