/**
 * The company's own mails to its sales inbox (`trans_email/ident_sales/email`, Magento's sales representative), in
 * the company's language (the default store view's `general/locale/code`) whatever the buyer's store view, addressed
 * to staff and linking to the request in the sales desk (`sales/desk/base_url`): a new request with everything a
 * clerk answers it by, and each answer of the buyer.
 */
import type { Context } from '../kernel/context'
import { __, type Phrase } from '../kernel/phrase'
import type { OrderResponse } from '../kernel/resolvers-types.generated'
import type { OrderDocument } from './document/repository'
import { formatKilograms } from './formats'
import { itemFacts, orderPallets } from './request/item-facts'
import type { OrderDetails } from './request/order-details'
import type { OrderRecord } from './request/order-repository'
import { addressLine, deliveryTimeLabel, lineSummary, money, optional } from './request/request-summary'

type Mail = Parameters<Context['mailer']['send']>[0]

const config = (ctx: Context, path: string) => ctx.registry.config(ctx.store, path)?.trim() || null

/** Where the sales inbox is; null when the shop has none configured (then no staff mail is sent). */
export const salesInboxAddress = (ctx: Context) => config(ctx, 'trans_email/ident_sales/email')

/** The request's page in the sales desk: `<sales/desk/base_url>requests/<order id>/show`. */
function deskLink(ctx: Context, order: OrderRecord): Mail['action'] {
  const base = config(ctx, 'sales/desk/base_url')
  if (!base) return undefined
  const url = new URL(`requests/${order.entity_id}/show`, base.endsWith('/') ? base : `${base}/`).href
  return { label: __('Open the request in the sales desk'), url }
}

/**
 * The request's context in the company's language (the default store view's locale): amounts, weights and words of
 * the sales inbox's mails are written as the company reads them, whatever language the buyer used.
 */
function companyContext(ctx: Context): Context {
  const store = ctx.registry.defaultStore ?? ctx.store
  const locale = ctx.registry.config(store, 'general/locale/code') || ctx.locale
  return { ...ctx, store, locale, translate: ctx.translateIn(locale) }
}

/** The shipping method as the company's store view names its carrier ("Spedition - Lieferung per Spedition, …"). */
function shippingMethod(ctx: Context, order: OrderRecord): string | null {
  const carrier = order.shipping_method?.split('_')[0]
  const title = carrier && config(ctx, `carriers/${carrier}/title`)
  const name = carrier && config(ctx, `carriers/${carrier}/name`)
  return title && name ? `${title} - ${name}` : order.shipping_description
}

/** A mail to the sales inbox in the company's language: staff's greeting and signature, the desk's link. */
function staffMail(ctx: Context, order: OrderRecord, subject: Phrase, paragraphs: Phrase[]): Mail | null {
  const to = salesInboxAddress(ctx)
  if (!to) return null
  const shop = config(ctx, 'general/store_information/name') ?? ctx.store.name
  return {
    to,
    greeting: __('Hello sales team,'),
    signature: __('Your online shop %1', shop),
    subject,
    paragraphs,
    action: deskLink(ctx, order),
    locale: ctx.locale,
  }
}

const customerName = (order: OrderRecord) =>
  [order.customer_firstname, order.customer_lastname].filter(Boolean).join(' ')

/**
 * The total weight (the order's, summed from its lines at placement; "at least" where a line has none) and the
 * pallets as the storefront counts them for the buyer: full, part, and the pieces without a pallet size.
 */
async function freightFacts(ctx: Context, order: OrderRecord, details: OrderDetails | null): Promise<Phrase[]> {
  const items = details?.items ?? []
  const facts = await itemFacts(ctx, items)
  const pallets = orderPallets(items, facts)
  const kg = formatKilograms(ctx.locale, order.weight ?? 0)
  const incomplete = order.weight === null || items.some((item) => item.weight === null)
  return [
    incomplete ? __('Total weight: at least %1 kg', kg) : __('Total weight: %1 kg', kg),
    __('Full pallets: %1, part pallets: %2', pallets.full, pallets.part),
    ...(pallets.loosePieces > 0 ? [__('Loose pieces (no pallet size): %1', pallets.loosePieces)] : []),
  ]
}

/** The sales inbox's mail of a new request: who asks for what, and everything a clerk answers it by. */
export async function newRequestMail(buyerContext: Context, order: OrderRecord): Promise<Mail | null> {
  const ctx = companyContext(buyerContext)
  const details = (await ctx.loaders.orderDetails.load(order.entity_id)) ?? null
  const quote = order.request_type === 'quote'
  const billing = details?.billing ?? null
  const [lines, billingText, shippingText, freight] = await Promise.all([
    Promise.all((details?.items ?? []).map((item) => lineSummary(ctx, order, item))),
    billing ? addressLine(ctx, billing) : null,
    details?.shipping ? addressLine(ctx, details.shipping) : null,
    freightFacts(ctx, order, details),
  ])
  return staffMail(
    ctx,
    order,
    quote ? __('New quote request %1', order.increment_id) : __('New order request %1', order.increment_id),
    [
      quote
        ? __('A new quote request %1 has come in: the customer expects a non-binding offer.', order.increment_id)
        : __('A new order request %1 has come in: the customer expects an order confirmation.', order.increment_id),
      ...optional(billing?.company, (company) => __('Company: %1', company)),
      __('Buyer: %1 (%2)', customerName(order), order.customer_email),
      order.customer_taxvat ? __('VAT ID: %1', order.customer_taxvat) : __('VAT ID: none given'),
      ...optional(billingText, (address) => __('Billing address: %1', address)),
      ...optional(shippingText, (address) => __('Shipping address: %1', address)),
      __('Lines:'),
      ...lines,
      __('Total: %1', money(ctx, order, order.grand_total)),
      ...freight,
      ...optional(order.coupon_code, (code) =>
        order.discount_description ? __('Coupon: %1 (%2)', code, order.discount_description) : __('Coupon: %1', code),
      ),
      ...optional(shippingMethod(ctx, order), (method) => __('Shipping method: %1', method)),
      ...optional(order.delivery_time, (time) => __('Requested delivery time: %1', deliveryTimeLabel(time))),
      ...optional(details?.payment?.po_number, (po) => __('Purchase order number: %1', po)),
      ...optional(order.customer_note, (note) => __("The customer's message: %1", note)),
    ],
  )
}

/** "the offer AN-2026-00042, version 2 (€1,234.56)": a document named by its number, version and grand total. */
export function documentNamed(ctx: Context, document: OrderDocument): Phrase {
  const total = money(ctx, document, document.grand_total)
  return document.document_type === 'offer'
    ? __('the offer %1, version %2 (%3)', document.increment_id, document.version, total)
    : __('the order confirmation %1, version %2 (%3)', document.increment_id, document.version, total)
}

/** What the customer answered to a document, as the sales inbox and the order's history read it. */
export const ANSWERED: Record<OrderResponse, (document: Phrase) => Phrase> = {
  ACCEPT_OFFER: (document) => __('The customer accepted %1.', document),
  APPROVE_CONFIRMATION: (document) => __('The customer approved %1.', document),
  DECLINE: (document) => __('The customer declined %1.', document),
  REQUEST_REVISION: (document) => __('The customer asks to revise %1.', document),
}

/** The same without a document (an offer or confirmation the company sent as a comment). */
export const ANSWERED_WITHOUT_DOCUMENT: Record<OrderResponse, Phrase> = {
  ACCEPT_OFFER: __('The customer accepted the offer.'),
  APPROVE_CONFIRMATION: __('The customer approved the order confirmation.'),
  DECLINE: __('The customer declined.'),
  REQUEST_REVISION: __('The customer asks for a revised offer.'),
}

/** What the customer's comment is, by the answer it came with. */
const COMMENTS: Record<OrderResponse, (comment: string) => Phrase> = {
  ACCEPT_OFFER: (comment) => __('Comment: %1', comment),
  APPROVE_CONFIRMATION: (comment) => __('Comment: %1', comment),
  DECLINE: (comment) => __('Reason: %1', comment),
  REQUEST_REVISION: (comment) => __('Requested changes: %1', comment),
}

/** What the company does next. */
const NEXT: Record<OrderResponse, Phrase | null> = {
  ACCEPT_OFFER: __('Next: send the order confirmation.'),
  APPROVE_CONFIRMATION: __('The order is binding: it can go into processing.'),
  DECLINE: null,
  REQUEST_REVISION: __('Next: send a revised offer.'),
}

/** The sales inbox's mail of the buyer's answer: what was answered to which document, the comment, what next. */
export function answerMail(
  buyerContext: Context,
  order: OrderRecord,
  response: OrderResponse,
  document: OrderDocument | null,
  comment: string | null,
): Mail | null {
  const ctx = companyContext(buyerContext)
  const answered = document ? ANSWERED[response](documentNamed(ctx, document)) : ANSWERED_WITHOUT_DOCUMENT[response]
  const next = NEXT[response]
  return staffMail(ctx, order, __('Answer to request %1', order.increment_id), [
    answered,
    ...optional(comment, COMMENTS[response]),
    __('From %1 (%2).', customerName(order), order.customer_email),
    ...(next ? [next] : []),
  ])
}

/** The sales inbox's mail of a comment the buyer wrote in the request's thread. */
export const customerCommentMail = (ctx: Context, order: OrderRecord, comment: string): Mail | null =>
  staffMail(ctx, order, __('New comment on request %1', order.increment_id), [
    __('%1 (%2) wrote:', customerName(order), order.customer_email),
    __('%1', comment),
    __('Answer in the thread of the request in the sales desk.'),
  ])
