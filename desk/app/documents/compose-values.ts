/**
 * Between commerce's draft and the compose form: the form's values prefilled from the draft, and the send's body
 * from the form's values (commerce's types, commerce/api/document.ts).
 */
import type { DocumentCutList } from '../../../commerce/api/cut-list'
import type { DocumentDraft, DocumentInput, DocumentLine, DocumentType } from '../../../commerce/api/document'
import { deliveryText, parseDelivery } from './delivery'

export interface ComposeLine extends Pick<DocumentLine, 'order_item_id' | 'sku' | 'name' | 'qty' | 'unit'> {
  original_price: number
  price: number | null
  discount_percent: number | null
  /** A calendar week or a day as typed (delivery.ts). */
  delivery: string
  /** A line cut to size: the draft's cut list with the clerk's pieces, tolerance and charge per metre. */
  cut_list: DocumentCutList | null
}

export interface ComposeValues {
  items: ComposeLine[]
  shipping_amount: number | null
  other_charges: { label: string; amount: number | null }[]
  document_discount_percent: number | null
  expiration_date: string | null
  payment_terms: string
  opening_text: string
  closing_text: string
  internal_note: string
}

export function composeValues(draft: DocumentDraft): ComposeValues {
  return {
    items: draft.items.map((line) => ({
      order_item_id: line.order_item_id,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      unit: line.unit,
      original_price: line.original_price,
      price: line.price,
      discount_percent: line.discount_percent,
      delivery: deliveryText(line),
      cut_list: line.cut_list,
    })),
    shipping_amount: draft.shipping_amount,
    other_charges: draft.other_charges.map(({ label, amount }) => ({ label, amount })),
    document_discount_percent: draft.document_discount_percent,
    expiration_date: draft.expiration_date,
    payment_terms: draft.payment_terms ?? '',
    opening_text: draft.opening_text ?? '',
    closing_text: draft.closing_text ?? '',
    internal_note: draft.internal_note ?? '',
  }
}

/** A blank text is none. */
const textOrNull = (text: string | null | undefined) => (text?.trim() ? text : null)

/**
 * What commerce is sent. Empty numbers go as they are (null) so that commerce names the field it refuses; the form
 * asks for them first anyway.
 */
export function documentBody(type: DocumentType, values: ComposeValues, today = new Date()): DocumentInput {
  return {
    items: values.items.map((line) => ({
      order_item_id: line.order_item_id,
      qty: line.qty,
      price: line.price as number,
      discount_percent: line.discount_percent ?? 0,
      // the form reads the delivery before it sends (compose-grid.tsx); an unreadable one would be none
      ...(parseDelivery(line.delivery, today) ?? { delivery_date: null, delivery_week: null }),
      ...(line.cut_list && {
        cut_list: {
          pieces: line.cut_list.pieces,
          tolerance: line.cut_list.tolerance,
          charge_per_metre: line.cut_list.charge_per_metre,
        },
      }),
    })),
    shipping_amount: values.shipping_amount as number,
    other_charges: (values.other_charges ?? []).map((charge) => ({
      label: charge.label ?? '',
      amount: charge.amount as number,
    })),
    document_discount_percent: values.document_discount_percent ?? 0,
    ...(type === 'offer' && values.expiration_date ? { expiration_date: values.expiration_date } : {}),
    payment_terms: textOrNull(values.payment_terms),
    opening_text: textOrNull(values.opening_text),
    closing_text: textOrNull(values.closing_text),
    internal_note: textOrNull(values.internal_note),
    notify: true,
  }
}
