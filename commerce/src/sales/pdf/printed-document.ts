/**
 * A document as its PDF prints it, whether stored or a draft's preview (document/print.ts reads it from either).
 */

import type { DocumentType } from '../../../../rules/request-workflow'
import type { DocumentCutList } from '../../../api/cut-list'
import type { SalesUnit } from '../request/request-summary'

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
  cut_list: DocumentCutList | null
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
  document_discount_percent: number
  document_discount_amount: number
  shipping_amount: number
  charges: { label: string; amount: number }[]
  tax_percent: number
  tax_amount: number
  grand_total: number
}

/** "AN-2026-00042-v2.pdf"; a preview "AN-2026-00042-v2-draft.pdf", or "offer-v1-draft.pdf" before its number. */
export function pdfFilename(document: PrintedDocument): string {
  const name = `${document.number ?? document.type}-v${document.version}`
  return `${name}${document.draft ? '-draft' : ''}.pdf`
}
