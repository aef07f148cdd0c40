/**
 * The PDF of an offer or an order confirmation, in the order's store view language (the request context's, which the
 * callers set to the order's store view): the company's letterhead from the store information
 * (`general/store_information/*`, Magento's Stores › Configuration › General › Store Information), the buyer's
 * billing and shipping address, the document's number, version, date, validity, the request's number, the buyer's
 * order number and, on an order confirmation, the offer it confirms; the lines, the totals, payment terms and texts —
 * every figure as stored (or, for a preview, as the send would store it); and a footer with what a German business
 * letter must carry: registered office, register court and number, managing directors, VAT ID, bank account.
 * pdf-layout.ts lays it out.
 */
import type { DocumentCutList } from '../../../api/cut-list'
import type { Context } from '../../kernel/context'
import { __, type Phrase } from '../../kernel/phrase'
import { cutListParts, cuttingCharge } from '../cut-list-text'
import { formatDate, formatPercent, isoWeek } from '../formats'
import type { OrderDetails } from '../request/order-details'
import type { OrderRecord } from '../request/order-repository'
import { addressLines, money, unitCount } from '../request/request-summary'
import { documentFonts } from './embedded-fonts'
import { type Column, type PdfContent, renderDocumentPdf, type SheetPicture, type TableRow } from './layout'
import { type PrintedDocument, type PrintedLine, pdfFilename } from './printed-document'

const config = (ctx: Context, path: string) => ctx.registry.config(ctx.store, path)?.trim() || null

/** `sales/documents/bank_name`, `…/iban`, `…/bic`: the bank account the footer names for payment. */
export const bankAccount = (ctx: Context) => ({
  name: config(ctx, 'sales/documents/bank_name') || null,
  iban: config(ctx, 'sales/documents/iban') || null,
  bic: config(ctx, 'sales/documents/bic') || null,
})

const present = (parts: (string | null | undefined | false)[]) => parts.filter((part): part is string => Boolean(part))

/**
 * The company as its letterhead and footer name it: name, address and contact; its legal details (the shop's own
 * keys beside Magento's in `general/store_information`: `registered_office`, `register_court`, `register_number`,
 * `managing_directors`) and its bank account.
 */
async function company(ctx: Context) {
  const info = (field: string) => config(ctx, `general/store_information/${field}`)
  const countryId = info('country_id')
  const country = countryId ? ((await ctx.loaders.country(countryId))?.full_name_locale ?? countryId) : null
  const place = [info('postcode'), info('city')].filter(Boolean).join(' ')
  const address = present([info('street_line1'), info('street_line2'), place, country])
  const phone = info('phone')
  const contact = present([phone && ctx.translate(__('Phone %1', phone)), config(ctx, 'trans_email/ident_sales/email')])
  const office = info('registered_office')
  const court = info('register_court')
  const register = info('register_number')
  const directors = info('managing_directors')
  const vat = info('merchant_vat_number')
  const legal = present([
    office && ctx.translate(__('Registered office: %1', office)),
    court && ctx.translate(__('Register court: %1', court)),
    register && ctx.translate(__('Register number: %1', register)),
    directors && ctx.translate(__('Managing directors: %1', directors)),
    vat && ctx.translate(__('VAT ID %1', vat)),
  ])
  const bank = bankAccount(ctx)
  const account = present([bank.name, bank.iban && `IBAN ${bank.iban}`, bank.bic && `BIC ${bank.bic}`])
  return {
    name: info('name') ?? ctx.store.name,
    address,
    contact,
    legal,
    bank: account.length > 0 ? [ctx.translate(__('Bank details')), ...account] : [],
  }
}

/** The offer an order confirmation confirms: its number and version. */
export type ConfirmedOffer = { number: string; version: number }

const TITLES: Record<PrintedDocument['type'], Phrase> = {
  offer: __('Offer'),
  confirmation: __('Order confirmation'),
}

/** "AN-2026-00042, Version 2"; a first version before it is sent has no number yet. */
const numberText = (ctx: Context, document: { number: string | null; version: number }) =>
  ctx.translate(__('%1, version %2', document.number ?? ctx.translate(__('new number')), document.version))

function facts(
  ctx: Context,
  order: OrderRecord,
  details: OrderDetails | null,
  document: PrintedDocument,
  offer: ConfirmedOffer | null,
) {
  const fact = (label: Phrase, value: string | null | undefined) =>
    value ? [{ label: ctx.translate(label), value }] : []
  return [
    ...fact(__('Number'), numberText(ctx, document)),
    ...fact(__('Date'), formatDate(ctx.locale, document.date)),
    ...fact(__('Valid until'), document.expiration_date && formatDate(ctx.locale, document.expiration_date)),
    ...fact(__('Our offer'), offer && numberText(ctx, offer)),
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

/** The cut list under the line's name: a heading, each piece on a line of its own (never broken), its terms. */
function cutListText(ctx: Context, cut: DocumentCutList): string[] {
  const { heading, pieces, terms } = cutListParts(ctx, cut)
  const unbroken = (text: string) => text.replaceAll(' ', '\u00a0')
  return [ctx.translate(heading), ...pieces.map(unbroken), ctx.translate(terms)]
}

/** Each sheet's pieces as the nesting placed them. */
const pictures = (cut: DocumentCutList): SheetPicture[] =>
  cut.layout.map((placements) => ({
    length: cut.sheet.length,
    width: cut.sheet.width,
    pieces: placements.map(({ x, y, length, width }) => ({ x, y, length, width })),
  }))

/**
 * A long cut list is printed in rows of at most this many text lines and sheets' pictures, so that no row is taller
 * than a page and the table breaks between them.
 */
const CUT_LINES_PER_ROW = 20
const SHEETS_PER_ROW = 8

const inChunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))

const BLANK: TableRow = {
  position: '',
  sku: '',
  name: '',
  quantity: '',
  price: '',
  discount: '',
  total: '',
  delivery: '',
}

/**
 * A line's rows: the line; one cut to size prints its pieces and the sheets' pictures under the sheets it bills, and
 * its cutting charge as a row of its own.
 */
function lineRows(ctx: Context, document: PrintedDocument, line: PrintedLine, position: number): TableRow[] {
  const amount = (value: number) => money(ctx, { order_currency_code: document.currency }, value)
  const cut = line.cut_list
  const row: TableRow = {
    position: String(position),
    sku: line.sku,
    name: line.name,
    quantity: ctx.translate(unitCount(ctx, line.qty, line.unit)),
    price: amount(line.price),
    discount: line.discount_percent > 0 ? formatPercent(ctx.locale, line.discount_percent) : '',
    total: amount(cut ? cut.sheets_total : line.row_total),
    delivery: deliveryText(ctx, line),
  }
  if (!cut) return [row]
  const [first = [], ...more] = inChunks([line.name, ...cutListText(ctx, cut)], CUT_LINES_PER_ROW)
  const cutting: TableRow = {
    ...row,
    position: '',
    sku: '',
    name: ctx.translate(cuttingCharge(ctx, cut.cut_metres, amount(cut.charge_per_metre))),
    price: amount(cut.cut_charge_per_sheet),
    total: amount(cut.cut_total),
    delivery: '',
  }
  return [
    { ...row, name: first.join('\n') },
    ...more.map((lines) => ({ ...BLANK, name: lines.join('\n') })),
    ...inChunks(pictures(cut), SHEETS_PER_ROW).map((sheets) => ({ ...BLANK, pictures: sheets })),
    cutting,
  ]
}

function table(ctx: Context, document: PrintedDocument): PdfContent['table'] {
  return {
    headings: Object.fromEntries(
      Object.entries(HEADINGS).map(([column, heading]) => [column, ctx.translate(heading)]),
    ) as Record<Column, string>,
    rows: document.items.flatMap((line, i) => lineRows(ctx, document, line, i + 1)),
  }
}

/** `a − b` of two amounts in euros, exact to the cent. */
const difference = (a: number, b: number) => (Math.round(a * 100) - Math.round(b * 100)) / 100

/**
 * The totals as stored: the sum of the line totals (where a discount, freight or other charges follow), the
 * discount for the whole document with its percent, freight, other charges, the net total, VAT with its percent,
 * grand total. The lines' discounts are stated once, in the lines: each line's total is after its discount, so the
 * sum of the lines is the stored subtotal less the stored line discounts.
 */
function totals(ctx: Context, document: PrintedDocument): PdfContent['totals'] {
  const amount = (value: number) => money(ctx, { order_currency_code: document.currency }, value)
  const row = (label: Phrase | string, value: number) => ({
    label: typeof label === 'string' ? label : ctx.translate(label),
    value: amount(value),
  })
  const charges = [
    ...(document.shipping_amount > 0 ? [row(__('Freight'), document.shipping_amount)] : []),
    ...document.charges.map((charge) => row(charge.label, charge.amount)),
  ]
  const discount =
    document.document_discount_amount > 0
      ? [
          row(
            __('Discount %1', formatPercent(ctx.locale, document.document_discount_percent)),
            -document.document_discount_amount,
          ),
        ]
      : []
  const following = [...discount, ...charges]
  return [
    ...(following.length > 0 ? [row(__('Subtotal'), difference(document.subtotal, document.discount_amount))] : []),
    ...following,
    row(__('Net total'), difference(document.grand_total, document.tax_amount)),
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
  offer: ConfirmedOffer | null,
): Promise<PdfContent> {
  const { name, address, contact, legal, bank } = await company(ctx)
  const title = ctx.translate(TITLES[document.type])
  const heading = `${title} ${numberText(ctx, document)}`
  return {
    documentTitle: heading,
    language: ctx.locale.replace('_', '-'),
    letterhead: { name, lines: [address.join(' · '), contact.join(' · ')].filter(Boolean) },
    addresses: await addresses(ctx, details),
    facts: facts(ctx, order, details, document, offer),
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
    footer: [[name, address.join(', '), ...contact], legal, bank].filter((column) => column.length > 0),
    pageLabel: (page, pages) => ctx.translate(__('Page %1 of %2', page, pages)),
  }
}

/** The order's newest offer: the one a customer can accept, so the one its order confirmation confirms. */
async function newestOffer(ctx: Context, order: OrderRecord): Promise<ConfirmedOffer | null> {
  const documents = (await ctx.loaders.orderDocuments.load(order.entity_id)) ?? []
  const offer = documents.find((d) => d.document_type === 'offer')
  return offer ? { number: offer.increment_id, version: offer.version } : null
}

/** The document's PDF, for the order it belongs to. */
export async function documentPdf(ctx: Context, order: OrderRecord, document: PrintedDocument): Promise<Uint8Array> {
  const [details, offer] = await Promise.all([
    ctx.loaders.orderDetails.load(order.entity_id),
    document.type === 'confirmation' ? newestOffer(ctx, order) : null,
  ])
  return renderDocumentPdf(await documentPdfContent(ctx, order, details ?? null, document, offer), documentFonts)
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
