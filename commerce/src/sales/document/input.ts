/**
 * The body of `POST /rest/V1/order/{orderId}/offer` and `…/confirmation`: the draft's editable fields, checked with
 * zod, and Magento's REST answers for what it refuses (400, `{message, parameters}`; several problems as
 * `{message: 'One or more input exceptions have occurred.', errors: [...]}`). Fields left out keep the draft's value;
 * the lines must be given. An offer may name its expiration date (today or later), a confirmation has none.
 */
import { type ZodType, z } from 'zod'
import { badRequest, invalidValue, type RestError, required } from '../rest-errors'
import type { DocumentType } from '../statuses'
import type { DocumentTerms } from './compose'

const MAX_AMOUNT = 10_000_000
const MAX_QTY = 1_000_000

const inCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
const amount = z.number().nonnegative().max(MAX_AMOUNT).refine(inCents)
/** A text; blank is none. */
const text = z
  .string()
  .max(10_000)
  .nullable()
  .transform((value) => (value?.trim() ? value : null))
const date = z.iso.date()
const percent = z.number().min(0).max(100).refine(inCents)

const line = z
  .strictObject({
    order_item_id: z.number().int().positive(),
    qty: z.number().int().positive().max(MAX_QTY),
    price: amount,
    discount_percent: percent.default(0),
    delivery_date: date.nullable().default(null),
    delivery_week: z
      .string()
      .regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/)
      .nullable()
      .default(null),
  })
  .superRefine((l, ctx) => {
    // a delivery date or a calendar week, not both
    if (l.delivery_date !== null && l.delivery_week !== null) {
      ctx.addIssue({ code: 'custom', path: ['delivery_week'], input: l.delivery_week })
    }
  })

const common = {
  items: z.array(line).min(1),
  shipping_amount: amount.optional(),
  document_discount_percent: percent.optional(),
  other_charges: z.array(z.strictObject({ label: z.string().trim().min(1).max(255), amount })).optional(),
  payment_terms: text.optional(),
  opening_text: text.optional(),
  closing_text: text.optional(),
  internal_note: text.optional(),
  /** Mail the document to the customer (default: yes). */
  notify: z.boolean().default(true),
}

const INPUTS = {
  offer: z.strictObject({ ...common, expiration_date: date.optional() }),
  confirmation: z.strictObject(common),
} satisfies Record<DocumentType, ZodType>

export type DocumentInput = Partial<Omit<DocumentTerms, 'items'>> & Pick<DocumentTerms, 'items'> & { notify: boolean }

const fieldName = (path: readonly PropertyKey[]) =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`)).join('')

function restErrors(issue: z.core.$ZodIssue): RestError[] {
  const field = fieldName(issue.path)
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      message: '"%fieldName" is not a known field.',
      parameters: { fieldName: fieldName([...issue.path, key]) },
    }))
  }
  const missing = issue.input === undefined || (issue.code === 'too_small' && issue.origin === 'array')
  return [missing ? required(field) : invalidValue(issue.input, field)]
}

/** The input, or the 400 that refuses it. */
export function parseDocumentInput(type: DocumentType, body: unknown): DocumentInput | Response {
  const parsed = INPUTS[type].safeParse(body, { reportInput: true })
  return parsed.success ? parsed.data : badRequest(parsed.error.issues.flatMap(restErrors))
}
