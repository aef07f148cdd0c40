/**
 * Between commerce's draft and the compose form: the form's values prefilled from the draft, the send's body from
 * the form's values, and commerce's 400 answer as errors on the form's fields.
 */
import { deliveryText, parseDelivery } from './delivery'
import type { DocumentBody, DocumentDraft, DocumentLine, DocumentType } from './sales-document'

export interface ComposeLine extends Pick<DocumentLine, 'order_item_id' | 'sku' | 'name' | 'qty' | 'unit'> {
  original_price: number
  price: number | null
  discount_percent: number | null
  /** A calendar week or a day as typed (delivery.ts). */
  delivery: string
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
export function documentBody(type: DocumentType, values: ComposeValues, today = new Date()): DocumentBody {
  return {
    items: values.items.map((line) => ({
      order_item_id: line.order_item_id,
      qty: line.qty,
      price: line.price as number,
      discount_percent: line.discount_percent ?? 0,
      // the form reads the delivery before it sends (compose-grid.tsx); an unreadable one would be none
      ...(parseDelivery(line.delivery, today) ?? { delivery_date: null, delivery_week: null }),
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

interface MagentoError {
  message: string
  parameters?: Record<string, string> | string[]
}

/** commerce's field path (`items[0].price`) as the form's (`items.0.price`; a line's delivery is one field). */
const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1').replace(/\.delivery_(date|week)$/, '.delivery')

/** The field an error of Magento's REST names: `%fieldName`, or the second parameter of "Invalid value …". */
function fieldOf(error: MagentoError): string | null {
  const { parameters } = error
  if (Array.isArray(parameters)) return parameters[1] ?? null
  return parameters?.fieldName ?? null
}

const textOf = (error: MagentoError) =>
  error.message.includes('is required') ? 'desk.compose.error_required' : 'desk.compose.error_invalid'

/**
 * commerce's 400 (`{message, parameters}`, or several as `{message, errors: [...]}`) as the form's errors by field
 * path, each a desk text; errors that name no field of the form are left out.
 */
export function fieldErrors(answer: unknown): Record<string, string> {
  const body = answer as (MagentoError & { errors?: MagentoError[] }) | null
  if (!body || typeof body.message !== 'string') return {}
  const errors = body.errors ?? [body]
  const byField: Record<string, string> = {}
  for (const error of errors) {
    const field = fieldOf(error)
    if (field) byField[formPath(field)] = textOf(error)
  }
  return byField
}
