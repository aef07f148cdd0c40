/**
 * Offers and order confirmations through commerce's admin REST API (commerce/README.md, "Offers and order
 * confirmations"): the prefilled draft, the preview's PDF, the send, and every sent version with its PDF.
 */
import { rest, restPdf } from '../rest'

export type DocumentType = 'offer' | 'confirmation'

export interface DocumentLine {
  order_item_id: number
  sku: string
  name: string
  qty: number
  unit: 'piece' | 'coil'
  /** The request line's price per piece. */
  original_price: number
  /** The price per piece the document states. */
  price: number
  discount_percent: number
  discount_amount: number
  row_total: number
  delivery_date: string | null
  /** An ISO week, `2026-W49`. */
  delivery_week: string | null
}

/** What commerce composes: a draft, and the figures of a sent version. */
interface ComposedDocument {
  document_type: DocumentType
  increment_id: string | null
  version: number
  items: DocumentLine[]
  shipping_amount: number
  other_charges: { label: string; amount: number }[]
  /** A discount for the whole document: a percentage of the lines after their own discounts. */
  document_discount_percent: number
  expiration_date: string | null
  payment_terms: string | null
  opening_text: string | null
  closing_text: string | null
  internal_note: string | null
  order_currency_code: string
  subtotal: number
  discount_amount: number
  document_discount_amount: number
  other_charges_amount: number
  tax_percent: number
  tax_title: string | null
  tax_amount: number
  grand_total: number
}

/** `GET /rest/V1/order/{id}/offer-draft`: the next version, prefilled. */
export interface DocumentDraft extends ComposedDocument {
  order_id: number
  /** What the freight table was read by. */
  pallets: number
  country_id: string | null
  /** What VIES said now about the delivery's VAT ID; `unavailable` holds the document back (a send answers 503). */
  vat_check: 'confirmed' | 'refused' | 'unavailable' | 'not_needed'
}

/** A sent version (`GET /rest/V1/documents/{id}`). */
export interface SentDocument extends ComposedDocument {
  entity_id: number
  order_id: number
  increment_id: string
  /** `YYYY-MM-DD HH:MM:SS`, UTC */
  created_at: string
  /** The staff user who sent it. */
  created_by: string
}

/** The body of a send and of a preview: the draft's editable fields (commerce/src/sales/document-input.ts). */
export interface DocumentBody {
  items: {
    order_item_id: number
    qty: number
    price: number
    discount_percent: number
    delivery_date: string | null
    delivery_week: string | null
  }[]
  shipping_amount: number
  other_charges: { label: string; amount: number }[]
  document_discount_percent: number
  expiration_date?: string
  payment_terms: string | null
  opening_text: string | null
  closing_text: string | null
  internal_note: string | null
  notify: boolean
}

export const documentDraft = (orderId: number, type: DocumentType) =>
  rest<DocumentDraft>(`order/${orderId}/${type}-draft`)

/** The PDF that sending would store, marked as a draft; nothing is stored. */
export const documentPreview = (orderId: number, type: DocumentType, body: DocumentBody) =>
  restPdf(`order/${orderId}/${type}-preview`, body)

/** Sends the document (the request's next version); its id. */
export const sendDocument = (orderId: number, type: DocumentType, body: DocumentBody) =>
  rest<number>(`order/${orderId}/${type}`, { method: 'POST', body })

export const sentDocument = (id: number) => rest<SentDocument>(`documents/${id}`)

/** Every version of the request's documents, newest first. */
export const requestDocuments = async (orderId: number) =>
  (await rest<{ items: SentDocument[] }>(`order/${orderId}/documents`)).items

/** Where a sent version's PDF is (the desk Worker forwards it with the session's token). */
export const documentPdfUrl = (id: number) => `/rest/V1/documents/${id}/pdf`
