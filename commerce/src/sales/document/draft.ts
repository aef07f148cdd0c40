/**
 * Where a new document starts: the next version of the order's document of that type, prefilled from the document
 * it revises or follows, else from the order.
 *
 * - A revision (an offer after REQUEST_REVISION) starts from the previous version's lines, prices, freight, charges,
 *   discount for the whole document, payment terms and texts.
 * - An order confirmation of an accepted offer starts from the offer's lines, prices, freight, charges, discount
 *   for the whole document and payment terms, with the confirmation's texts.
 * - Else the lines are the order's at the price the cart charged (list or tier price; a coupon's discount as the
 *   line's percentage; a line cut to size with its cut list, its sheets at the price per sheet), the freight comes
 *   from the freight tables by the order's weight (a parcel) or the lines' pallets and the shipping country (nothing
 *   for a pickup), texts and payment terms from the store view's configuration.
 * - An offer is valid for the configured period from today.
 * - Its VAT follows the delivery, with VIES asked again about the buyer's VAT ID (document-vat.ts).
 */

import type { DocumentType } from '../../../../rules/request-workflow'
import type { DocumentTerms, LineTerms } from '../../../api/document'
import type { Context } from '../../kernel/context'
import { palletsOf, shipmentFreight } from '../freight-table'
import { itemFacts } from '../request/item-facts'
import { itemOptions } from '../request/item-options'
import type { OrderDetails } from '../request/order-details'
import type { OrderItemRecord, OrderRecord } from '../request/order-repository'
import type { SalesUnit } from '../request/request-summary'
import type { OrderDocument } from './repository'
import { defaultExpirationDate, documentTexts, freightTables, paymentTerms } from './settings'
import { type DocumentVat, documentVat } from './vat'

export type DocumentDraft = {
  type: DocumentType
  /** The number of the earlier versions; null until the first version is sent. */
  number: string | null
  version: number
  terms: DocumentTerms
  units: Map<number, SalesUnit>
  /** What the freight table was read by. */
  pallets: number
  country_id: string | null
  vat: DocumentVat
}

const FREIGHT_CARRIER = 'freight'

const percentOfRow = (item: OrderItemRecord) =>
  item.row_total > 0 ? Math.round((item.discount_amount / item.row_total) * 10_000) / 100 : 0

/** An order line's terms; one cut to size at the price per sheet the cart charged, its cutting charge apart. */
function orderLine(item: OrderItemRecord): LineTerms {
  const cut = itemOptions(item.product_options).cut_to_size
  return {
    order_item_id: item.item_id,
    qty: cut?.sheets ?? item.qty_ordered,
    price: cut?.sheet_price ?? item.price,
    discount_percent: percentOfRow(item),
    delivery_date: null,
    delivery_week: null,
    cut_list: cut && {
      pieces: cut.pieces,
      edge: cut.edge,
      offcut: cut.offcut,
      sheet: cut.sheet,
      settings: cut.settings,
      tolerance: cut.tolerance,
      charge_per_metre: cut.charge_per_metre,
    },
  }
}

const documentLines = (source: OrderDocument): LineTerms[] =>
  source.items.map((item) => ({
    order_item_id: item.order_item_id,
    qty: item.qty,
    price: item.price,
    discount_percent: item.discount_percent,
    delivery_date: item.delivery_date,
    delivery_week: item.delivery_week,
    cut_list: item.cut_list,
  }))

/** The document a new version follows: the newest of its type, else for a confirmation the accepted offer. */
const sourceOf = (documents: readonly OrderDocument[], type: DocumentType) =>
  documents.find((d) => d.document_type === type) ??
  (type === 'confirmation' ? documents.find((d) => d.document_type === 'offer') : undefined)

const expirationOf = (ctx: Context, type: DocumentType) => (type === 'offer' ? defaultExpirationDate(ctx) : null)

/** The terms of a version that follows a sent document: a revision, or the confirmation of an accepted offer. */
const followingTerms = (ctx: Context, type: DocumentType, source: OrderDocument): DocumentTerms => ({
  items: documentLines(source),
  shipping_amount: source.shipping_amount,
  other_charges: source.charges.map(({ label, amount }) => ({ label, amount })),
  document_discount_percent: source.document_discount_percent,
  expiration_date: expirationOf(ctx, type),
  payment_terms: source.payment_terms,
  ...(source.document_type === type
    ? { opening_text: source.opening_text, closing_text: source.closing_text }
    : documentTexts(ctx, type)),
  internal_note: null,
})

/** The terms of a first document, from the order's lines. */
const orderTerms = (ctx: Context, type: DocumentType, items: LineTerms[], freight: number): DocumentTerms => ({
  items,
  shipping_amount: freight,
  other_charges: [],
  document_discount_percent: 0,
  expiration_date: expirationOf(ctx, type),
  payment_terms: paymentTerms(ctx),
  ...documentTexts(ctx, type),
  internal_note: null,
})

/**
 * The freight tables' price to the shipping country: a parcel by the order's weight where it fits one (a line
 * without a weight leaves it unknown), else the pallets; nothing for a pickup.
 */
function tableFreight(
  ctx: Context,
  order: OrderRecord,
  details: OrderDetails,
  country: string | null,
  pallets: number,
): number {
  const byFreight = order.shipping_method?.split('_')[0] === FREIGHT_CARRIER
  if (!byFreight || !country) return 0
  const weighed = order.weight !== null && details.items.every((item) => item.weight !== null)
  return shipmentFreight(freightTables(ctx), country, { kg: weighed ? order.weight : null, pallets })
}

export async function documentDraft(
  ctx: Context,
  type: DocumentType,
  order: OrderRecord,
  details: OrderDetails,
  documents: readonly OrderDocument[],
): Promise<DocumentDraft> {
  const facts = await itemFacts(ctx, details.items)
  const previous = documents.find((d) => d.document_type === type)
  const source = sourceOf(documents, type)
  const lines = source ? documentLines(source) : details.items.map(orderLine)
  const pallets = palletsOf(
    lines.map((line) => ({ qty: line.qty, piecesPerPallet: facts.get(line.order_item_id)?.piecesPerPallet ?? null })),
  )
  const country = details.shipping?.country_id ?? null
  return {
    type,
    number: previous?.increment_id ?? null,
    version: (previous?.version ?? 0) + 1,
    terms: source
      ? followingTerms(ctx, type, source)
      : orderTerms(ctx, type, lines, tableFreight(ctx, order, details, country, pallets)),
    units: new Map([...facts].map(([id, f]) => [id, f.unit])),
    pallets,
    country_id: country,
    vat: await documentVat(ctx, order, details),
  }
}
