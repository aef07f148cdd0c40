/**
 * A document as its PDF prints it: a stored version (what the customer gets and downloads), or the version a send
 * would store (the desk's preview). Both are read field by field from what is or would be stored — the figures are
 * never computed again here.
 */
import type { Context } from '../kernel/context'
import type { DocumentToSend, OrderDocument } from './document-repository'
import type { DocumentType } from './document-settings'
import { storeToday } from './document-settings'
import type { SalesUnit } from './request-summary'

export type PrintedLine = {
  sku: string
  name: string
  qty: number
  unit: SalesUnit
  price: number
  discount_percent: number
  row_total: number
  delivery_date: string | null
  delivery_week: string | null
}

export type PrintedDocument = {
  type: DocumentType
  /** Null for the first version before it is sent: the number is drawn when it is. */
  number: string | null
  version: number
  /** The document's day in the store's calendar, `YYYY-MM-DD`. */
  date: string
  /** Not sent (a preview). */
  draft: boolean
  expiration_date: string | null
  payment_terms: string | null
  opening_text: string | null
  closing_text: string | null
  currency: string
  items: PrintedLine[]
  subtotal: number
  discount_amount: number
  shipping_amount: number
  charges: { label: string; amount: number }[]
  tax_percent: number
  tax_amount: number
  grand_total: number
}

type Nullable<T> = { [K in keyof T]?: T[K] | null }

/** A line as stored, or as a send would store it (where the nullable columns may be left out). */
const lineOf = (
  line: Omit<PrintedLine, 'delivery_date' | 'delivery_week'> &
    Nullable<Pick<PrintedLine, 'delivery_date' | 'delivery_week'>>,
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
})

type Texts = Pick<PrintedDocument, 'expiration_date' | 'payment_terms' | 'opening_text' | 'closing_text'>
type Figures = Pick<
  PrintedDocument,
  'subtotal' | 'discount_amount' | 'shipping_amount' | 'tax_percent' | 'tax_amount' | 'grand_total'
>

/** The texts and figures of a document as stored, or as a send would store it. */
const figuresOf = (d: Nullable<Texts> & Figures): Texts & Figures => ({
  expiration_date: d.expiration_date ?? null,
  payment_terms: d.payment_terms ?? null,
  opening_text: d.opening_text ?? null,
  closing_text: d.closing_text ?? null,
  subtotal: d.subtotal,
  discount_amount: d.discount_amount,
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

/** "AN-2026-00042-v2.pdf"; a preview "AN-2026-00042-v2-draft.pdf", or "offer-v1-draft.pdf" before its number. */
export function pdfFilename(document: PrintedDocument): string {
  const name = `${document.number ?? document.type}-v${document.version}`
  return `${name}${document.draft ? '-draft' : ''}.pdf`
}
