/**
 * The PDF of an offer or an order confirmation, in the order's store view language (the request context's, which the
 * callers set to the order's store view): the company's letterhead from the store information
 * (`general/store_information/*`, Magento's Stores › Configuration › General › Store Information), the buyer's
 * billing and shipping address, the document's number, version, date, validity, the request's number and the
 * buyer's order number, the lines, the totals, payment terms and texts — every figure as stored (or, for a preview,
 * as the send would store it). pdf-layout.ts lays it out.
 */
import type { Context } from '../kernel/context'
import { __, type Phrase } from '../kernel/phrase'
import { type PrintedDocument, type PrintedLine, pdfFilename } from './document-print'
import { formatDate, formatPercent, isoWeek } from './formats'
import type { OrderDetails } from './order-details'
import type { OrderRecord } from './order-repository'
import { type Column, type PdfContent, renderDocumentPdf } from './pdf-layout'
import { addressLines, money, unitCount } from './request-summary'

const config = (ctx: Context, path: string) => ctx.registry.config(ctx.store, path)?.trim() || null

/** The company as its letterhead and footer name it. */
async function company(ctx: Context) {
  const info = (field: string) => config(ctx, `general/store_information/${field}`)
  const countryId = info('country_id')
  const country = countryId ? ((await ctx.loaders.country(countryId))?.full_name_locale ?? countryId) : null
  const place = [info('postcode'), info('city')].filter(Boolean).join(' ')
  const address = [info('street_line1'), info('street_line2'), place, country].filter((part): part is string =>
    Boolean(part),
  )
  const vat = info('merchant_vat_number')
  const phone = info('phone')
  const contact = [
    phone && ctx.translate(__('Phone %1', phone)),
    config(ctx, 'trans_email/ident_sales/email'),
    vat && ctx.translate(__('VAT ID %1', vat)),
  ].filter((part): part is string => Boolean(part))
  return { name: info('name') ?? ctx.store.name, address, contact }
}

const TITLES: Record<PrintedDocument['type'], Phrase> = {
  offer: __('Offer'),
  confirmation: __('Order confirmation'),
}

/** "AN-2026-00042, Version 2"; a first version before it is sent has no number yet. */
const numberText = (ctx: Context, document: PrintedDocument) =>
  ctx.translate(__('%1, version %2', document.number ?? ctx.translate(__('new number')), document.version))

function facts(ctx: Context, order: OrderRecord, details: OrderDetails | null, document: PrintedDocument) {
  const fact = (label: Phrase, value: string | null | undefined) =>
    value ? [{ label: ctx.translate(label), value }] : []
  return [
    ...fact(__('Number'), numberText(ctx, document)),
    ...fact(__('Date'), formatDate(ctx.locale, document.date)),
    ...fact(__('Valid until'), document.expiration_date && formatDate(ctx.locale, document.expiration_date)),
    ...fact(__('Your request'), order.increment_id),
    ...fact(__('Your order number'), details?.payment?.po_number),
  ]
}

async function addresses(ctx: Context, details: OrderDetails | null) {
  const parts: [Phrase, OrderDetails['billing']][] = [
    [__('Billing address'), details?.billing ?? null],
    [__('Shipping address'), details?.shipping ?? null],
  ]
  return Promise.all(
    parts.map(async ([heading, address]) => ({
      heading: ctx.translate(heading),
      lines: address ? await addressLines(ctx, address) : [],
    })),
  )
}

const HEADINGS: Record<Column, Phrase> = {
  position: __('Pos.'),
  sku: __('Item no.'),
  name: __('Description'),
  quantity: __('Quantity'),
  price: __('Unit price'),
  discount: __('Discount'),
  total: __('Total'),
  delivery: __('Delivery'),
}

/** "15.12.2026" for a day, "KW 50/2026" (German) or "CW 50/2026" for a calendar week. */
function deliveryText(ctx: Context, line: PrintedLine): string {
  if (line.delivery_date) return formatDate(ctx.locale, line.delivery_date)
  const week = line.delivery_week ? isoWeek(line.delivery_week) : null
  return week ? ctx.translate(__('CW %1/%2', week.week, week.year)) : (line.delivery_week ?? '')
}

function table(ctx: Context, document: PrintedDocument): PdfContent['table'] {
  const amount = (value: number) => money(ctx, { order_currency_code: document.currency }, value)
  return {
    headings: Object.fromEntries(
      Object.entries(HEADINGS).map(([column, heading]) => [column, ctx.translate(heading)]),
    ) as Record<Column, string>,
    rows: document.items.map((line, i) => ({
      position: String(i + 1),
      sku: line.sku,
      name: line.name,
      quantity: ctx.translate(unitCount(ctx, line.qty, line.unit)),
      price: amount(line.price),
      discount: line.discount_percent > 0 ? formatPercent(ctx.locale, line.discount_percent) : '',
      total: amount(line.row_total),
      delivery: deliveryText(ctx, line),
    })),
  }
}

/** Subtotal, the discounts, freight, other charges, VAT with its percent, grand total — as stored. */
function totals(ctx: Context, document: PrintedDocument): PdfContent['totals'] {
  const amount = (value: number) => money(ctx, { order_currency_code: document.currency }, value)
  const row = (label: Phrase | string, value: number) => ({
    label: typeof label === 'string' ? label : ctx.translate(label),
    value: amount(value),
  })
  return [
    row(__('Subtotal'), document.subtotal),
    ...(document.discount_amount > 0 ? [row(__('Discount'), -document.discount_amount)] : []),
    ...(document.shipping_amount > 0 ? [row(__('Freight'), document.shipping_amount)] : []),
    ...document.charges.map((charge) => row(charge.label, charge.amount)),
    row(__('VAT %1', formatPercent(ctx.locale, document.tax_percent)), document.tax_amount),
    { ...row(__('Grand total'), document.grand_total), grand: true },
  ]
}

/** The PDF's texts in the request context's language. */
export async function documentPdfContent(
  ctx: Context,
  order: OrderRecord,
  details: OrderDetails | null,
  document: PrintedDocument,
): Promise<PdfContent> {
  const { name, address, contact } = await company(ctx)
  const title = ctx.translate(TITLES[document.type])
  const heading = `${title} ${numberText(ctx, document)}`
  return {
    documentTitle: heading,
    language: ctx.locale.replace('_', '-'),
    letterhead: { name, lines: [address.join(' · '), contact.join(' · ')].filter(Boolean) },
    addresses: await addresses(ctx, details),
    facts: facts(ctx, order, details, document),
    title,
    watermark: document.draft ? ctx.translate(__('DRAFT')) : null,
    opening: document.opening_text,
    table: table(ctx, document),
    totals: totals(ctx, document),
    texts: [
      ...(details && document.tax_percent === 0 ? ctx.loaders.vatNotes(details) : []).map((n) => ctx.translate(n)),
      ...(document.payment_terms ? [ctx.translate(__('Payment terms: %1', document.payment_terms))] : []),
      ...(document.closing_text ? [document.closing_text] : []),
    ],
    runningHead: heading,
    footer: [name, ...address, ...contact].join(' · '),
    pageLabel: (page, pages) => ctx.translate(__('Page %1 of %2', page, pages)),
  }
}

/** The document's PDF, for the order it belongs to. */
export async function documentPdf(ctx: Context, order: OrderRecord, document: PrintedDocument): Promise<Uint8Array> {
  const details = (await ctx.loaders.orderDetails.load(order.entity_id)) ?? null
  return renderDocumentPdf(await documentPdfContent(ctx, order, details, document))
}

export const PDF_CONTENT_TYPE = 'application/pdf'

/**
 * The PDF as an answer: shown in the browser (`inline`) under the document's file name, never kept by a shared
 * cache (it is the company's and one customer's).
 */
export const pdfResponse = (bytes: Uint8Array, document: PrintedDocument) =>
  new Response(bytes.slice(), {
    headers: {
      'content-type': PDF_CONTENT_TYPE,
      'content-disposition': `inline; filename="${pdfFilename(document)}"`,
      'cache-control': 'private, no-store',
    },
  })
