import { describe, expect, it } from 'vitest'
import { documentTotals } from '../../../commerce/src/sales/document-totals'
import { composeValues, documentBody, fieldErrors } from '../../../desk/app/documents/compose-values'
import { liveTotals } from '../../../desk/app/documents/live-totals'
import type { DocumentDraft } from '../../../desk/app/documents/sales-document'
import { composableDocument, declinable, nextFulfilmentStatus } from '../../../desk/app/requests/request-workflow'

/** The compose screen's pure parts: its live figures, its values to and from commerce, the workflow's actions. */

const draft: DocumentDraft = {
  order_id: 3,
  document_type: 'offer',
  increment_id: null,
  version: 1,
  pallets: 2,
  country_id: 'DE',
  items: [
    {
      order_item_id: 11,
      sku: '100007',
      name: 'PVC-U Platte',
      qty: 10,
      unit: 'piece',
      original_price: 96.7,
      price: 96.7,
      discount_percent: 0,
      discount_amount: 0,
      row_total: 967,
      delivery_date: null,
      delivery_week: null,
    },
  ],
  shipping_amount: 170,
  other_charges: [],
  expiration_date: '2026-12-12',
  payment_terms: '30 Tage netto',
  opening_text: 'Sehr geehrte Damen und Herren,',
  closing_text: null,
  internal_note: null,
  order_currency_code: 'EUR',
  subtotal: 967,
  discount_amount: 0,
  other_charges_amount: 0,
  tax_percent: 19,
  tax_title: 'MwSt. 19 %',
  tax_amount: 216.03,
  grand_total: 1353.03,
}

describe('the live totals', () => {
  it("agree with commerce's document totals, the authority, rounding included", () => {
    const cases = [
      { lines: [{ qty: 10, price: 92.5, discountPercent: 0 }], shippingAmount: 185, otherCharges: [], taxPercent: 19 },
      {
        lines: [
          { qty: 3, price: 10.9, discountPercent: 2.5 },
          { qty: 7, price: 0.33, discountPercent: 12.35 },
          { qty: 1, price: 1234.56, discountPercent: 100 },
        ],
        shippingAmount: 85.05,
        otherCharges: [24, 0.01],
        taxPercent: 19,
      },
      { lines: [{ qty: 13, price: 1.15, discountPercent: 7 }], shippingAmount: 0, otherCharges: [], taxPercent: 7 },
    ]
    for (const figures of cases) {
      const live = liveTotals(figures)
      const commerce = documentTotals(figures)
      expect(live.lines).toEqual(commerce.lines)
      expect({ ...live, net: undefined }).toEqual({ ...commerce, lines: live.lines, net: undefined })
      expect(live.net).toBeCloseTo(commerce.grandTotal - commerce.taxAmount, 2)
    }
  })

  it('count an empty or half-typed input as 0', () => {
    const live = liveTotals({
      lines: [{ qty: 2, price: Number.NaN, discountPercent: Number.NaN }],
      shippingAmount: null,
      otherCharges: [null],
      taxPercent: 19,
    })
    expect(live.grandTotal).toBe(0)
  })
})

describe("the compose form's values", () => {
  it('start from the draft and become the send body; blank texts are none, an offer keeps its validity', () => {
    const values = composeValues(draft)
    const [line] = values.items
    if (!line) throw new Error('the draft has a line')
    expect(line.price).toBe(96.7)
    values.items[0] = { ...line, price: 92.5, discount_percent: 5, delivery_week: '2026-W49' }
    values.shipping_amount = 185
    values.other_charges = [{ label: 'Zuschnitt', amount: 24 }]
    values.internal_note = '  '
    expect(documentBody('offer', values)).toEqual({
      items: [
        {
          order_item_id: 11,
          qty: 10,
          price: 92.5,
          discount_percent: 5,
          delivery_date: null,
          delivery_week: '2026-W49',
        },
      ],
      shipping_amount: 185,
      other_charges: [{ label: 'Zuschnitt', amount: 24 }],
      expiration_date: '2026-12-12',
      payment_terms: '30 Tage netto',
      opening_text: 'Sehr geehrte Damen und Herren,',
      closing_text: null,
      internal_note: null,
      notify: true,
    })
    expect(documentBody('confirmation', values)).not.toHaveProperty('expiration_date')
  })

  it("mark the fields commerce's 400 names, one or several", () => {
    expect(
      fieldErrors({
        message: 'Invalid value of "%1" provided for the %2 field.',
        parameters: ['-1', 'items[0].price'],
      }),
    ).toEqual({ 'items.0.price': 'desk.compose.error_invalid' })
    expect(
      fieldErrors({
        message: 'One or more input exceptions have occurred.',
        errors: [
          { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'shipping_amount' } },
          { message: 'Invalid value of "%1" provided for the %2 field.', parameters: ['x', 'other_charges[1].amount'] },
        ],
      }),
    ).toEqual({
      shipping_amount: 'desk.compose.error_required',
      'other_charges.1.amount': 'desk.compose.error_invalid',
    })
    expect(fieldErrors({ message: 'Decoding error: Unable to unserialize value.', parameters: [] })).toEqual({})
    expect(fieldErrors(null)).toEqual({})
  })
})

describe("a request's actions by status", () => {
  it('offer for a quote request (or its revision), confirmation for an order request', () => {
    expect(composableDocument('quote_requested')).toBe('offer')
    expect(composableDocument('order_requested')).toBe('confirmation')
    expect(composableDocument('offer_sent')).toBeNull()
  })

  it('decline before the contract; after it processing, then complete', () => {
    expect(['quote_requested', 'offer_sent', 'order_requested', 'confirmation_sent'].every(declinable)).toBe(true)
    expect(['confirmed', 'processing', 'complete', 'declined'].some(declinable)).toBe(false)
    expect(nextFulfilmentStatus('confirmed')).toBe('processing')
    expect(nextFulfilmentStatus('processing')).toBe('complete')
    expect(nextFulfilmentStatus('complete')).toBeNull()
  })
})
