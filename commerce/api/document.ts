/**
 * Offers and order confirmations on the wire (commerce/README.md, "Offers and order confirmations"): the draft the
 * sales desk composes from, the body of a send and of a preview, and a sent version. One type per concept, which
 * commerce writes and the desk reads: a document's line is `DocumentLine` wherever it appears.
 */
import { type ZodType, z } from 'zod'
import type { DocumentType } from '../../rules/request-workflow'
import { type CutBasis, type CutChoice, cutListInput, type DocumentCutList } from './cut-list'

export type { DocumentType }

/** How a line is counted: pieces, or welding-rod coils by their packaging unit. */
export type SalesUnit = 'piece' | 'coil'

/** What the company decides for a line: its quantity, price per piece, discount and delivery. */
export type LineTerms = {
  order_item_id: number
  qty: number
  /** The price per piece the document states. */
  price: number
  discount_percent: number
  delivery_date: string | null
  /** An ISO week, `2026-W12`. */
  delivery_week: string | null
  /** A line cut to size: its pieces and what they are nested and priced by; null for any other line. */
  cut_list: (CutChoice & CutBasis) | null
}

/** What the company decides for a document: the sales desk's compose form. */
export type DocumentTerms = {
  items: LineTerms[]
  shipping_amount: number
  other_charges: { label: string; amount: number }[]
  /** A discount for the whole document: a percentage of the lines after their own discounts. */
  document_discount_percent: number
  /** Offers only. */
  expiration_date: string | null
  payment_terms: string | null
  opening_text: string | null
  closing_text: string | null
  internal_note: string | null
}

/** A line of a document: its terms joined with the request line they name, and priced. */
export type DocumentLine = Omit<LineTerms, 'cut_list'> & {
  /** A line cut to size, nested and priced: its quantity is the sheets, its price the price per sheet. */
  cut_list: DocumentCutList | null
  sku: string
  name: string
  unit: SalesUnit
  /** The request line's price per piece (the list or tier price the cart charged). */
  original_price: number
  discount_amount: number
  /** qty × price − discount_amount; a line cut to size adds its cutting charge (qty × cut_charge_per_sheet) */
  row_total: number
}

/** A document's terms with its lines and figures: a draft, and what a send stores. */
export type ComposedDocument = Omit<DocumentTerms, 'items'> & {
  items: DocumentLine[]
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

/** What VIES said now about the delivery's VAT ID; `unavailable` holds the document back (a send answers 503). */
export type VatCheckOutcome = 'confirmed' | 'refused' | 'unavailable' | 'not_needed'

/** `GET /V1/order/{orderId}/offer-draft` (`…/confirmation-draft`): the next version, prefilled. */
export type DocumentDraft = ComposedDocument & {
  order_id: number
  document_type: DocumentType
  /** The number of the earlier versions; null until the first version is sent. */
  increment_id: string | null
  version: number
  /** What the freight table was read by. */
  pallets: number
  country_id: string | null
  vat_check: VatCheckOutcome
}

/** A sent version (`GET /V1/documents/{id}`, and each of `GET /V1/order/{orderId}/documents`). */
export type SentDocument = ComposedDocument & {
  entity_id: number
  order_id: number
  document_type: DocumentType
  increment_id: string
  version: number
  /** `YYYY-MM-DD HH:MM:SS`, UTC */
  created_at: string
  /** The staff user who sent it. */
  created_by: string
  items: (DocumentLine & { entity_id: number; parent_id: number })[]
}

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
    /**
     * A line cut to size: the pieces, tolerance and charge per cut metre the document states (left out: the draft's).
     * Commerce nests them again; the line's quantity becomes the sheets they need.
     */
    cut_list: cutListInput.optional(),
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

/**
 * The body of a send (`POST /V1/order/{orderId}/offer`, `…/confirmation`) and of its preview: the draft's editable
 * fields. Fields left out keep the draft's value; the lines must be given. An offer may name its expiration date
 * (today or later, checked by commerce), a confirmation has none. Amounts are not negative and in whole cents.
 */
export const documentInputs = {
  offer: z.strictObject({ ...common, expiration_date: date.optional() }),
  confirmation: z.strictObject(common),
} satisfies Record<DocumentType, ZodType>

/** What a send or a preview takes (the input of `documentInputs`, as the desk sends it). */
export type DocumentInput = z.input<(typeof documentInputs)['offer']>
/** A send's body as commerce reads it. */
export type ParsedDocumentInput = z.output<(typeof documentInputs)['offer']>
