import { z } from 'zod'
import type { CutPiece } from '../rules/cut-list'
import { addressIdInputSchema } from './address'
import type { CartView } from './cart'
import type { ErrorReason } from './error-reason'
import { issue } from './input-issue'
import type { SalesUnit } from './product'
import { PURCHASE_ORDER_NUMBER_MAX } from './purchase-order-number'
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

/**
 * The customer's answers to an offer (accept, ask for a revision, decline) or an order confirmation (approve,
 * decline). Asking for a revision of an expired offer asks for a renewed one.
 */
export const requestAnswers = ['acceptOffer', 'requestRevision', 'approveConfirmation', 'decline'] as const
export type RequestAnswer = (typeof requestAnswers)[number]

/** The company's documents of a request: the non-binding offer and the order confirmation. */
export const documentKinds = ['offer', 'confirmation'] as const
export type DocumentKind = (typeof documentKinds)[number]

/**
 * Whether an answer needs the buyer's words: what should change for a revision, the reason for declining an order
 * confirmation. The answer forms and the procedure check it alike.
 */
export const answerNeedsComment = (answer: RequestAnswer, answering: DocumentKind | null): boolean =>
  answer === 'requestRevision' || (answer === 'decline' && answering === 'confirmation')

const ANSWER_COMMENT_MAX = 2000

/** The buyer's words to an answer that needs them (answerNeedsComment). */
export const answerCommentSchema = z.object({
  comment: z.string().trim().min(1, issue.REQUIRED).max(ANSWER_COMMENT_MAX, issue.TOO_LONG),
})
export type AnswerComment = z.infer<typeof answerCommentSchema>

/** A saved address of the customer chosen for one request; null: the account's default address for that role. */
const chosenAddressSchema = addressIdInputSchema.shape.id.nullable().default(null)

export const requestInputSchema = z.object({
  type: z.enum(requestTypes),
  shippingAddressId: chosenAddressSchema,
  billingAddressId: chosenAddressSchema,
  shippingMethod: z.enum(shippingMethods).default('freight'),
  /** The buyer's own order number (optional). */
  purchaseOrderNumber: z.string().trim().max(PURCHASE_ORDER_NUMBER_MAX, issue.TOO_LONG).default(''),
  /** The message field (delivery date, comments). */
  message: z.string().trim().max(2000, issue.TOO_LONG).default(''),
  deliveryTime: z.enum(deliveryTimes).nullable().default(null),
})
export type RequestInput = z.input<typeof requestInputSchema>

export const requestListInputSchema = z.object({
  page: z.number().int().positive().default(1),
  pageSize: z.number().int().positive().max(50).default(10),
  /** Part of the buyer's own order number (purchaseOrderNumber); blank lists every request. */
  purchaseOrderNumber: z.string().trim().max(PURCHASE_ORDER_NUMBER_MAX, issue.TOO_LONG).default(''),
})

/** The order history's search by the buyer's own order number. */
export const requestSearchSchema = requestListInputSchema.pick({ purchaseOrderNumber: true })
export type RequestSearch = z.input<typeof requestSearchSchema>

export const requestNumberSchema = z.object({
  number: z.string().trim().regex(requestNumberPattern),
})

export const requestAnswerInputSchema = z.object({
  number: requestNumberSchema.shape.number,
  answer: z.enum(requestAnswers),
  /** The version of the document the buyer saw (RequestDocumentView.id); null where none was sent as a document. */
  documentId: z.string().trim().min(1).max(64).nullable().default(null),
  /** The buyer's words, where the answer needs them (answerNeedsComment). */
  comment: z.string().trim().max(ANSWER_COMMENT_MAX, issue.TOO_LONG).default(''),
})
export type RequestAnswerInput = z.input<typeof requestAnswerInputSchema>

/** The buyer's comment in the thread of their request. */
export const requestCommentInputSchema = z.object({
  number: requestNumberSchema.shape.number,
  comment: z.string().trim().min(1, issue.REQUIRED).max(ANSWER_COMMENT_MAX, issue.TOO_LONG),
})
export type RequestCommentInput = z.input<typeof requestCommentInputSchema>

type Money = { value: number; currency: string }

/**
 * 'Reorder': the cart with the request's lines put back (each with its options, a cut list too), and why the cart
 * refused the others (the reason's code and the backend's text, which names the item number).
 */
export interface RequestReorderView {
  cart: CartView
  refused: { reason: ErrorReason; message: string }[]
}

/** The thank-you page: the request's number and kind. */
export interface RequestPlacedView {
  number: string
  type: RequestType
}

/** Which document a request's figures come from: its number, version and validity. */
export interface DocumentHeadView {
  /** The version's id, which an answer names (requestAnswerInputSchema.documentId). */
  id: string
  kind: DocumentKind
  /** AN-2026-00042 (offer), AB-2026-00042 (order confirmation) */
  number: string
  version: number
  /** `YYYY-MM-DD HH:MM:SS`, UTC */
  date: string
  /** The last day an offer can be accepted, `YYYY-MM-DD`; null for an order confirmation. */
  validUntil: string | null
  expired: boolean
  /** The version as a PDF in the language of the request, for the signed-in buyer (server/request/document-pdf.ts). */
  pdfUrl: string
}

/** A line of the order history. */
export interface RequestSummaryView {
  number: string
  /** `YYYY-MM-DD HH:MM:SS`, UTC */
  date: string
  type: RequestType
  /** The status in the visitor's language. */
  status: string
  /** The current document's grand total where the company sent one, else the request's. */
  total: Money
  /** The newest document (the current figures), null before the company sent one. */
  document: DocumentHeadView | null
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

/** A line of a document, with what the request asked for where the document states something else. */
export interface DocumentLineView {
  sku: string
  name: string
  quantity: number
  /** The quantity of the request's line (the same unless the company changed it). */
  requestedQuantity: number
  salesUnit: SalesUnit
  /** The price per piece the document states (the negotiated price). */
  price: Money
  /** The request's price per piece (list or tier price). */
  requestedPrice: Money
  /** The line's discount, its label naming the percentage ("Rabatt 5 %"). */
  discount: { label: string; amount: Money } | null
  rowTotal: Money
  /** `YYYY-MM-DD`, or null where a calendar week or nothing is named. */
  deliveryDate: string | null
  /** ISO 8601 week, `2026-W49`. */
  deliveryWeek: string | null
  /** The line in the version before, where this version changed it (a revised offer); null where nothing changed. */
  before: DocumentLineBefore | null
  /** A sheet cut to size: the pieces the document states; its quantity is the sheets they need. Null otherwise. */
  cutList: DocumentCutListView | null
}

/** A document line's cut list: the pieces, the saw tolerance ± mm, the sheets, the cut metres and cutting charge. */
export interface DocumentCutListView {
  pieces: CutPiece[]
  tolerance: number
  sheets: number
  cutMetres: number
  /** The cutting charge of the line, after its discount. */
  cutCharge: Money
}

/** A line of the version before: its figures, to show what the new version changed. */
export interface DocumentLineBefore {
  version: number
  quantity: number
  price: Money
  discount: { label: string; amount: Money } | null
  rowTotal: Money
  deliveryDate: string | null
  deliveryWeek: string | null
}

/** A comment of the request's thread, which the buyer and the company both read. */
export interface RequestCommentView {
  /** Who wrote it: the buyer, or the company (a clerk). */
  side: 'buyer' | 'company'
  /** Their name; empty where commerce does not say. */
  author: string
  message: string
  /** `YYYY-MM-DD HH:MM:SS`, UTC */
  date: string
}

/** An offer or order confirmation with all its figures and texts: what the request's figures are once it is sent. */
export interface RequestDocumentView extends DocumentHeadView {
  lines: DocumentLineView[]
  /** The lines before their discounts. */
  subtotal: Money
  /** The line discounts together; null without any. */
  discount: Money | null
  shipping: Money
  otherCharges: { label: string; amount: Money }[]
  tax: Money
  /** VAT in percent, null where no VAT is charged. */
  taxRate: number | null
  total: Money
  paymentTerms: string
  openingText: string
  closingText: string
}

/** A requested line as the buyer sent it. */
export interface RequestLineView {
  sku: string
  name: string
  quantity: number
  salesUnit: SalesUnit
  price: Money
  rowTotal: Money
  /** The line's chosen options in the store view's words (a colour; a cut sheet's edge and offcut). */
  options: { label: string; value: string }[]
  /** A sheet cut to size: its pieces (empty for any other line). */
  pieces: CutPiece[]
}

export interface RequestDetailView extends RequestSummaryView {
  /** The current document (the newest version), its figures in full. */
  document: RequestDocumentView | null
  /** Every other version the company sent, newest first (earlier offers, an offer before its confirmation). */
  earlierDocuments: DocumentHeadView[]
  deliveryTime: DeliveryTime | null
  message: string
  lines: RequestLineView[]
  subtotal: Money
  /** Null while the company's answer has yet to price the shipping (shippingPricedInAnswer). */
  shipping: Money | null
  tax: Money
  /** Null for a carrier the shop no longer knows. */
  shippingMethod: ShippingMethod | null
  purchaseOrderNumber: string
  shippingAddress: RequestAddressView | null
  billingAddress: RequestAddressView | null
  /** The thread: the buyer's comments and the company's meant for them, oldest first. */
  comments: RequestCommentView[]
  /** The buyer's revision request while the company has still to answer it: when they asked, and by when it answers. */
  revision: { requestedAt: string; answerBy: string } | null
  /** The answers the request's status allows. */
  answers: RequestAnswer[]
  /** The document the answers are about; null while none waits for the buyer's answer. */
  answering: DocumentKind | null
}
