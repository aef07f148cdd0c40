/**
 * A document as its PDF prints it: a stored version (what the customer gets and downloads), or the version a send
 * would store (the desk's preview). Both are read field by field from what is or would be stored — the figures are
 * never computed again here.
 */
import type { Context } from '../../kernel/context'
import type { PrintedDocument, PrintedLine } from '../pdf/printed-document'
import type { DocumentToSend, OrderDocument } from './repository'
import { storeToday } from './settings'

type Nullable<T> = { [K in keyof T]?: T[K] | null }

/** A line as stored, or as a send would store it (where the nullable columns may be left out). */
const lineOf = (
  line: Omit<PrintedLine, 'delivery_date' | 'delivery_week' | 'cut_list'> &
    Nullable<Pick<PrintedLine, 'delivery_date' | 'delivery_week' | 'cut_list'>>,
): PrintedLine => ({
  sku: line.sku,
  name: line.name,
  qty: line.qty,
  unit: line.unit,
  price: line.price,
  discount_percent: line.discount_percent,
  row_total: line.row_total,
  delivery_date: line.delivery_date ?? null,
  delivery_week: line.delivery_week ?? null,
  cut_list: line.cut_list ?? null,
})

type Texts = Pick<PrintedDocument, 'expiration_date' | 'payment_terms' | 'opening_text' | 'closing_text'>
/** Columns with a default, which a send may leave out. */
type DocumentDiscount = Pick<PrintedDocument, 'document_discount_percent' | 'document_discount_amount'>
type Figures = Pick<
  PrintedDocument,
  'subtotal' | 'discount_amount' | 'shipping_amount' | 'tax_percent' | 'tax_amount' | 'grand_total'
>

/** The texts and figures of a document as stored, or as a send would store it. */
const figuresOf = (d: Nullable<Texts & DocumentDiscount> & Figures): Texts & DocumentDiscount & Figures => ({
  expiration_date: d.expiration_date ?? null,
  payment_terms: d.payment_terms ?? null,
  opening_text: d.opening_text ?? null,
  closing_text: d.closing_text ?? null,
  subtotal: d.subtotal,
  discount_amount: d.discount_amount,
  document_discount_percent: d.document_discount_percent ?? 0,
  document_discount_amount: d.document_discount_amount ?? 0,
  shipping_amount: d.shipping_amount,
  tax_percent: d.tax_percent,
  tax_amount: d.tax_amount,
  grand_total: d.grand_total,
})

/** A stored version, dated by the day it was sent in the store's calendar. */
export function printedFromStored(ctx: Context, document: OrderDocument): PrintedDocument {
  return {
    type: document.document_type,
    number: document.increment_id,
    version: document.version,
    date: storeToday(ctx, new Date(`${document.created_at.replace(' ', 'T')}Z`)),
    draft: false,
    currency: document.order_currency_code,
    ...figuresOf(document),
    items: document.items.map(lineOf),
    charges: document.charges.map(({ label, amount }) => ({ label, amount })),
  }
}

/** The version a send would store, dated today: the preview of a draft. */
export function printedFromSend(ctx: Context, { document, items, charges, number }: DocumentToSend): PrintedDocument {
  return {
    type: document.document_type,
    number: 'existing' in number ? number.existing : null,
    version: document.version,
    date: storeToday(ctx),
    draft: true,
    currency: document.order_currency_code,
    ...figuresOf(document),
    items: items.map(lineOf),
    charges: charges.map(({ label, amount }) => ({ label, amount })),
  }
}
