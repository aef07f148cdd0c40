/**
 * The request's mails, through the one mailer and in the store view's language: the copy of a new request to the
 * customer and to the company's sales inbox (`trans_email/ident_sales/email`, Magento's sales representative), the
 * company's offer or order confirmation, its notified comment, and the customer's answer.
 */
import type { Context } from '../kernel/context'
import { __, type Phrase } from '../kernel/phrase'
import type { OrderResponse } from '../kernel/resolvers-types.generated'
import type { OrderDocument } from './document-repository'
import type { OrderRecord } from './order-repository'
import { money, optional, requestSummary } from './request-summary'
import { STATUS } from './statuses'

type Mail = Parameters<Context['mailer']['send']>[0]

const salesInbox = (ctx: Context) => ({
  to: ctx.registry.config(ctx.store, 'trans_email/ident_sales/email'),
  name: ctx.registry.config(ctx.store, 'trans_email/ident_sales/name') ?? undefined,
})

const customerName = (order: OrderRecord) =>
  [order.customer_firstname, order.customer_lastname].filter(Boolean).join(' ')
const isQuote = (order: OrderRecord) => order.request_type === 'quote'
/** The customer's page of the request in the storefront. */
const requestPage = (order: OrderRecord) => ({
  label: __('View your request'),
  path: `customer/order-history/${order.increment_id}`,
})

/** A mail to the order's customer (with a link to the request) and, where one is configured, to the sales inbox. */
async function mailCustomerAndSales(
  ctx: Context,
  order: OrderRecord,
  customer: { subject: Phrase; paragraphs: Phrase[] },
  sales: { subject: Phrase; paragraphs: Phrase[] },
): Promise<void> {
  await ctx.mailer.send({
    to: order.customer_email,
    name: customerName(order),
    ...customer,
    action: requestPage(order),
  })
  const inbox = salesInbox(ctx)
  if (!inbox.to) return
  const from = __('From %1 (%2).', customerName(order), order.customer_email)
  await ctx.mailer.send({ to: inbox.to, name: inbox.name, ...sales, paragraphs: [from, ...sales.paragraphs] })
}

export async function sendRequestMails(ctx: Context, order: OrderRecord): Promise<void> {
  const lines = await requestSummary(ctx, order)
  const quote = isQuote(order)
  await mailCustomerAndSales(
    ctx,
    order,
    {
      subject: quote
        ? __('Your quote request %1', order.increment_id)
        : __('Your order request %1', order.increment_id),
      paragraphs: [
        quote
          ? __('Thank you for your quote request. We will answer within the next working day with a non-binding offer.')
          : __(
              'Thank you for your order request. We will answer within the next working day with an order confirmation; the contract is concluded only once you approve it.',
            ),
        ...lines,
      ],
    },
    {
      subject: quote ? __('New quote request %1', order.increment_id) : __('New order request %1', order.increment_id),
      paragraphs: lines,
    },
  )
}

/** The company's comment that notifies the customer: the offer, the order confirmation, or another update. */
export function sendCommentMail(ctx: Context, order: OrderRecord, comment: string, statusLabel: string): Promise<void> {
  const subject =
    order.status === STATUS.offerSent
      ? __('Our offer for your request %1', order.increment_id)
      : order.status === STATUS.confirmationSent
        ? __('Order confirmation for your request %1', order.increment_id)
        : __('Update on your request %1', order.increment_id)
  return ctx.mailer.send({
    to: order.customer_email,
    name: customerName(order),
    subject,
    paragraphs: [__('%1', comment), __('Status: %1', statusLabel)],
    action: requestPage(order),
  })
}

const ANSWERS: Record<OrderResponse, { customer: Phrase; sales: Phrase }> = {
  ACCEPT_OFFER: {
    customer: __(
      'You accepted our offer: it is now an order request. We will send you an order confirmation within the next working day.',
    ),
    sales: __('The customer accepted the offer.'),
  },
  APPROVE_CONFIRMATION: {
    customer: __('You approved our order confirmation: your order is now binding. Thank you for your order.'),
    sales: __('The customer approved the order confirmation.'),
  },
  DECLINE: {
    customer: __('You declined. If you would like a new offer, just send us another request.'),
    sales: __('The customer declined.'),
  },
  REQUEST_REVISION: {
    customer: __('You asked us to revise our offer. We will send you a revised offer within the next working day.'),
    sales: __('The customer asks for a revised offer.'),
  },
}

/** What the customer answered to a document, as the sales inbox and the order's history read it. */
const ANSWERED: Record<OrderResponse, (document: Phrase) => Phrase> = {
  ACCEPT_OFFER: (document) => __('The customer accepted %1.', document),
  APPROVE_CONFIRMATION: (document) => __('The customer approved %1.', document),
  DECLINE: (document) => __('The customer declined %1.', document),
  REQUEST_REVISION: (document) => __('The customer asks to revise %1.', document),
}

/** "the offer AN-2026-00042, version 2 (€1,234.56)": a document named by its number, version and grand total. */
function documentNamed(ctx: Context, document: OrderDocument): Phrase {
  const total = money(ctx, document, document.grand_total)
  return document.document_type === 'offer'
    ? __('the offer %1, version %2 (%3)', document.increment_id, document.version, total)
    : __('the order confirmation %1, version %2 (%3)', document.increment_id, document.version, total)
}

/** The history entry of an answer: what was answered to which document, and the customer's comment. */
export function answerEntry(
  ctx: Context,
  response: OrderResponse,
  document: OrderDocument | null,
  comment: string | null,
): Phrase[] {
  return [
    document ? ANSWERED[response](documentNamed(ctx, document)) : ANSWERS[response].sales,
    ...optional(comment, (text) => __('Comment: %1', text)),
  ]
}

/** The confirmation of the customer's answer, and the notice to the sales inbox. */
export function sendResponseMails(
  ctx: Context,
  order: OrderRecord,
  response: OrderResponse,
  document: OrderDocument | null,
  comment: string | null,
): Promise<void> {
  return mailCustomerAndSales(
    ctx,
    order,
    {
      subject: __('Your answer to request %1', order.increment_id),
      paragraphs: [
        ANSWERS[response].customer,
        ...(document ? [__('Your answer concerns %1.', documentNamed(ctx, document))] : []),
        ...optional(comment, (text) => __('Your message: %1', text)),
      ],
    },
    {
      subject: __('Answer to request %1', order.increment_id),
      paragraphs: answerEntry(ctx, response, document, comment),
    },
  )
}

const dateText = (ctx: Context, date: string) =>
  new Intl.DateTimeFormat(ctx.locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )

/**
 * The mail that sends an offer or an order confirmation to the customer: its texts, number, version, grand total,
 * validity and payment terms (a PDF of the document goes here once there is one).
 */
export function documentMail(ctx: Context, order: OrderRecord, document: OrderDocument): Mail {
  const offer = document.document_type === 'offer'
  const { increment_id: number, version } = document
  return {
    to: order.customer_email,
    name: customerName(order),
    subject: offer
      ? __('Our offer %1 for your request %2', number, order.increment_id)
      : __('Order confirmation %1 for your request %2', number, order.increment_id),
    paragraphs: [
      ...optional(document.opening_text, (text) => __('%1', text)),
      offer ? __('Offer %1, version %2', number, version) : __('Order confirmation %1, version %2', number, version),
      __('Total: %1', money(ctx, document, document.grand_total)),
      ...optional(document.expiration_date, (date) => __('Valid until: %1', dateText(ctx, date))),
      ...optional(document.payment_terms, (terms) => __('Payment terms: %1', terms)),
      ...optional(document.closing_text, (text) => __('%1', text)),
    ],
    action: requestPage(order),
  }
}
