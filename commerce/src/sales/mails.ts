/**
 * The request's mails to the customer, through the one mailer and in the store view's language: the copy of a new
 * request, the company's offer or order confirmation with its PDF, its notified comment, and the confirmation of
 * the customer's answer. Each goes with the sales inbox's own mail where there is one (sales-inbox-mails.ts).
 */

import { STATUS } from '../../../rules/request-workflow'
import type { Context } from '../kernel/context'
import { __, type Phrase } from '../kernel/phrase'
import type { OrderResponse } from '../kernel/resolvers-types.generated'
import type { OrderDocument } from './document/repository'
import { formatDate } from './formats'
import { PDF_CONTENT_TYPE } from './pdf/document-pdf'
import { type PrintedDocument, pdfFilename } from './pdf/printed-document'
import type { OrderRecord } from './request/order-repository'
import { money, optional, requestSummary } from './request/request-summary'
import {
  ANSWERED,
  ANSWERED_WITHOUT_DOCUMENT,
  answerMail,
  customerCommentMail,
  documentNamed,
  newRequestMail,
} from './sales-inbox-mails'

type Mail = Parameters<Context['mailer']['send']>[0]

const customerName = (order: OrderRecord) =>
  [order.customer_firstname, order.customer_lastname].filter(Boolean).join(' ')
const isQuote = (order: OrderRecord) => order.request_type === 'quote'
/** The customer's page of the request in the storefront. */
const requestPage = (order: OrderRecord) => ({
  label: __('View your request'),
  path: `customer/order-history/${order.increment_id}`,
})

/** A mail to the order's customer, with a link to the request. */
const toCustomer = (order: OrderRecord, mail: Pick<Mail, 'subject' | 'paragraphs' | 'attachments'>): Mail => ({
  to: order.customer_email,
  name: customerName(order),
  ...mail,
  action: requestPage(order),
  orderId: order.entity_id,
})

async function sendBoth(ctx: Context, customer: Mail, staff: Mail | null): Promise<void> {
  await ctx.mailer.send(customer)
  if (staff) await ctx.mailer.send({ ...staff, orderId: customer.orderId })
}

export async function sendRequestMails(ctx: Context, order: OrderRecord): Promise<void> {
  const quote = isQuote(order)
  const customer = toCustomer(order, {
    subject: quote ? __('Your quote request %1', order.increment_id) : __('Your order request %1', order.increment_id),
    paragraphs: [
      quote
        ? __('Thank you for your quote request. We will answer within the next working day with a non-binding offer.')
        : __(
            'Thank you for your order request. We will answer within the next working day with an order confirmation; the contract is concluded only once you approve it.',
          ),
      ...(await requestSummary(ctx, order)),
    ],
  })
  await sendBoth(ctx, customer, await newRequestMail(ctx, order))
}

/** The company's comment that notifies the customer: the offer, the order confirmation, or another update. */
export function sendCommentMail(ctx: Context, order: OrderRecord, comment: string, statusLabel: string): Promise<void> {
  const subject =
    order.status === STATUS.offerSent
      ? __('Our offer for your request %1', order.increment_id)
      : order.status === STATUS.confirmationSent
        ? __('Order confirmation for your request %1', order.increment_id)
        : __('Update on your request %1', order.increment_id)
  return ctx.mailer.send(toCustomer(order, { subject, paragraphs: [__('%1', comment), __('Status: %1', statusLabel)] }))
}

/** Tells the sales inbox of the customer's comment in the thread (the customer sees it on their page). */
export async function sendCustomerCommentMail(ctx: Context, order: OrderRecord, comment: string): Promise<void> {
  const mail = customerCommentMail(ctx, order, comment)
  if (mail) await ctx.mailer.send({ ...mail, orderId: order.entity_id })
}

const ANSWERS: Record<OrderResponse, Phrase> = {
  ACCEPT_OFFER: __(
    'You accepted our offer: it is now an order request. We will send you an order confirmation within the next working day.',
  ),
  APPROVE_CONFIRMATION: __('You approved our order confirmation: your order is now binding. Thank you for your order.'),
  DECLINE: __('You declined. If you would like a new offer, just send us another request.'),
  REQUEST_REVISION: __(
    'You asked us to revise our offer. We will send you a revised offer within the next working day.',
  ),
}

/** The history entry of an answer: what was answered to which document (the customer's words follow in the thread). */
export const answerEntry = (ctx: Context, response: OrderResponse, document: OrderDocument | null): Phrase =>
  document ? ANSWERED[response](documentNamed(ctx, document)) : ANSWERED_WITHOUT_DOCUMENT[response]

/** The confirmation of the customer's answer, naming the document and its grand total; the sales inbox's notice. */
export function sendResponseMails(
  ctx: Context,
  order: OrderRecord,
  response: OrderResponse,
  document: OrderDocument | null,
  comment: string | null,
): Promise<void> {
  const customer = toCustomer(order, {
    subject: __('Your answer to request %1', order.increment_id),
    paragraphs: [
      ANSWERS[response],
      ...(document ? [__('Your answer concerns %1.', documentNamed(ctx, document))] : []),
      ...optional(comment, (text) => __('Your message: %1', text)),
    ],
  })
  return sendBoth(ctx, customer, answerMail(ctx, order, response, document, comment))
}

/** What the customer does next with the document. */
const NEXT_STEP: Record<PrintedDocument['type'], Phrase> = {
  offer: __('To accept the offer, ask for changes or decline it, open your request:'),
  confirmation: __(
    'Please check the order confirmation and approve it on your request page; the contract is concluded once you approve it.',
  ),
}

/**
 * The mail that sends an offer or an order confirmation to the customer: its PDF attached, and a short summary —
 * number and version, grand total, validity, payment terms, and what to do next on the request's page.
 */
export function documentMail(
  ctx: Context,
  order: OrderRecord,
  document: OrderDocument,
  printed: PrintedDocument,
  pdf: Uint8Array,
): Mail {
  const offer = document.document_type === 'offer'
  const { increment_id: number, version } = document
  return toCustomer(order, {
    subject: offer
      ? __('Our offer %1 for your request %2', number, order.increment_id)
      : __('Order confirmation %1 for your request %2', number, order.increment_id),
    paragraphs: [
      offer
        ? __('Please find attached our offer for your request %1.', order.increment_id)
        : __('Please find attached our order confirmation for your request %1.', order.increment_id),
      offer ? __('Offer %1, version %2', number, version) : __('Order confirmation %1, version %2', number, version),
      __('Total: %1', money(ctx, document, document.grand_total)),
      ...optional(document.expiration_date, (date) => __('Valid until: %1', formatDate(ctx.locale, date, 'long'))),
      ...optional(document.payment_terms, (terms) => __('Payment terms: %1', terms)),
      NEXT_STEP[printed.type],
    ],
    attachments: [{ filename: pdfFilename(printed), contentType: PDF_CONTENT_TYPE, content: pdf }],
  })
}
