import { z } from 'zod'
import { addressIdInputSchema } from './address'
import { issue } from './input-issue'
import type { SalesUnit } from './product'
import { requestNumberPattern } from './request-number'

/**
 * Quote and order requests: what the request page sends, and the views of the thank-you page, the order history
 * and a request's detail. Written once for the form and the procedures.
 */

export const requestTypes = ['quote', 'order'] as const
export type RequestType = (typeof requestTypes)[number]

/** The spec's delivery-time wishes (§5): 1-2, 2-3, 3-5, 5-7 days and 3-4 weeks. */
export const deliveryTimes = ['DAYS_1_2', 'DAYS_2_3', 'DAYS_3_5', 'DAYS_5_7', 'WEEKS_3_4'] as const
export type DeliveryTime = (typeof deliveryTimes)[number]

/** The shop's offline carriers: freight by forwarder (priced in the offer) and pickup at the plant. */
export const shippingMethods = ['freight', 'pickup'] as const
export type ShippingMethod = (typeof shippingMethods)[number]

/** The carriers whose price the company's answer states: until then a request's shipping is not priced. */
export const shippingPricedInAnswer: readonly ShippingMethod[] = ['freight']

/** The customer's answers to an offer or an order confirmation. */
export const requestAnswers = ['acceptOffer', 'approveConfirmation', 'decline'] as const
export type RequestAnswer = (typeof requestAnswers)[number]

/** A saved address of the customer chosen for one request; null: the account's default address for that role. */
const chosenAddressSchema = addressIdInputSchema.shape.id.nullable().default(null)

export const requestInputSchema = z.object({
  type: z.enum(requestTypes),
  shippingAddressId: chosenAddressSchema,
  billingAddressId: chosenAddressSchema,
  shippingMethod: z.enum(shippingMethods).default('freight'),
  /** The buyer's own order number (optional). */
  purchaseOrderNumber: z.string().trim().max(40, issue.TOO_LONG).default(''),
  /** The message field (delivery date, comments). */
  message: z.string().trim().max(2000, issue.TOO_LONG).default(''),
  deliveryTime: z.enum(deliveryTimes).nullable().default(null),
})
export type RequestInput = z.input<typeof requestInputSchema>

export const requestListInputSchema = z.object({
  page: z.number().int().positive().default(1),
  pageSize: z.number().int().positive().max(50).default(10),
})

export const requestNumberSchema = z.object({
  number: z.string().trim().regex(requestNumberPattern),
})

export const requestAnswerInputSchema = z.object({
  number: requestNumberSchema.shape.number,
  answer: z.enum(requestAnswers),
})

type Money = { value: number; currency: string }

/** The thank-you page: the request's number and kind. */
export interface RequestPlacedView {
  number: string
  type: RequestType
}

/** A line of the order history. */
export interface RequestSummaryView {
  number: string
  /** `YYYY-MM-DD HH:MM:SS`, UTC */
  date: string
  type: RequestType
  /** The status in the visitor's language. */
  status: string
  total: Money
}

export interface RequestListView {
  items: RequestSummaryView[]
  page: number
  totalPages: number
  totalCount: number
}

export interface RequestAddressView {
  name: string
  company: string
  street: string[]
  postcode: string
  city: string
  countryCode: string
  telephone: string
}

export interface RequestDetailView extends RequestSummaryView {
  deliveryTime: DeliveryTime | null
  message: string
  lines: { sku: string; name: string; quantity: number; salesUnit: SalesUnit; price: Money; rowTotal: Money }[]
  subtotal: Money
  /** Null while the company's answer has yet to price the shipping (shippingPricedInAnswer). */
  shipping: Money | null
  tax: Money
  /** Null for a carrier the shop no longer knows. */
  shippingMethod: ShippingMethod | null
  purchaseOrderNumber: string
  shippingAddress: RequestAddressView | null
  billingAddress: RequestAddressView | null
  /** The company's comments meant for the customer, oldest first. */
  comments: { message: string; date: string }[]
  /** The answers the request's status allows. */
  answers: RequestAnswer[]
}
