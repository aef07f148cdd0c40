/** The request procedures' views from commerce's CustomerOrder (contract/request.ts). */
import {
  type DeliveryTime,
  type RequestAddressView,
  type RequestAnswer,
  type RequestDetailView,
  type RequestSummaryView,
  type RequestType,
  type ShippingMethod,
  shippingMethods,
  shippingPricedInAnswer,
} from '../../contract/request'
import type { ResultOf } from '../commerce/graphql'
import { salesUnitOf } from '../product/sales-unit'
import type { RequestDetailQuery, RequestListQuery } from './documents'

type Summary = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof RequestListQuery>['customer']>['orders']>['items'][number]
>
type Detail = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof RequestDetailQuery>['customer']>['orders']>['items'][number]
>
type Address = Detail['shipping_address']
type Money = { value: number | null; currency: string | null } | null | undefined

const money = (m: Money) => ({ value: m?.value ?? 0, currency: m?.currency ?? 'EUR' })

export const requestType = (type: 'QUOTE' | 'ORDER'): RequestType => (type === 'QUOTE' ? 'quote' : 'order')

const ANSWERS: Record<string, RequestAnswer> = {
  ACCEPT_OFFER: 'acceptOffer',
  APPROVE_CONFIRMATION: 'approveConfirmation',
  DECLINE: 'decline',
}

export function summaryView(order: Summary): RequestSummaryView {
  return {
    number: order.number,
    date: order.order_date,
    type: requestType(order.request_type),
    status: order.status,
    total: money(order.total?.grand_total),
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
          },
        ]
      : [],
  )
  const poNumber = order.payment_methods
    ?.flatMap((p) => p?.additional_data ?? [])
    .find((d) => d?.name === 'po_number')?.value
  const shippingMethod = shippingMethodOf(order.carrier_code)
  return {
    ...summaryView(order),
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
    comments: (order.comments ?? []).flatMap((c) => (c ? [{ message: c.message, date: c.timestamp }] : [])),
    answers: order.available_responses.flatMap((r) => (r && ANSWERS[r] ? [ANSWERS[r]] : [])),
  }
}
