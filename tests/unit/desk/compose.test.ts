import { describe, expect, it } from 'vitest'
import type { CutPiece, DocumentCutList } from '../../../commerce/api/cut-list'
import type { DocumentDraft } from '../../../commerce/api/document'
import { composeValues, documentBody } from '../../../desk/app/documents/compose-values'
import { fieldErrors } from '../../../desk/app/documents/documents-data'
import { liveTotals } from '../../../desk/app/documents/live-totals'
import { composableDocument, declinable, nextFulfilmentStatus } from '../../../rules/request-workflow'

/** The compose screen's pure parts: its live figures, its values to and from commerce, the workflow's actions. */

const draft: DocumentDraft = {
  order_id: 3,
  document_type: 'offer',
  increment_id: null,
  version: 1,
  pallets: 2,
  country_id: 'DE',
  vat_check: 'not_needed',
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
      cut_list: null,
    },
  ],
  shipping_amount: 170,
  other_charges: [],
  document_discount_percent: 0,
  expiration_date: '2026-12-12',
  payment_terms: '30 Tage netto',
  opening_text: 'Sehr geehrte Damen und Herren,',
  closing_text: null,
  internal_note: null,
  order_currency_code: 'EUR',
  subtotal: 967,
  discount_amount: 0,
  document_discount_amount: 0,
  other_charges_amount: 0,
  tax_percent: 19,
  tax_title: 'MwSt. 19 %',
  tax_amount: 216.03,
  grand_total: 1353.03,
}

const cutList = (pieces: CutPiece[]): DocumentCutList => ({
  pieces,
  edge: 'sawn',
  offcut: 'keep',
  sheet: { length: 3000, width: 1500, thickness: 10 },
  settings: {
    trim: 10,
    kerf: 4,
    minPiece: 20,
    maxPieces: 500,
    tolerances: [{ upTo: null, value: 0.5 }],
    chargePerMetre: [{ upTo: null, value: 1.2 }],
    milledSurchargePerMetre: 0.8,
  },
  tolerance: 0.5,
  charge_per_metre: 1.2,
  sheets: 1,
  cut_metres: 9.8,
  cut_charge_per_sheet: 11.76,
  sheets_total: 45,
  cut_total: 11.76,
  layout: [],
})

describe('the live totals', () => {
  it('show what the clerk typed as the document will state it, with the net', () => {
    const live = liveTotals({
      lines: [
        { qty: 10, price: 92.5, discountPercent: 0 },
        { qty: 3, price: 10.9, discountPercent: 2.5 },
      ],
      shippingAmount: 185,
      otherCharges: [24],
      taxPercent: 19,
    })
    // 925 + 32.70 − 0.82 discount + 185 freight + 24 = 1,165.88 net; 19 % VAT 221.52
    expect(live.lines).toEqual([
      { qty: 10, discountAmount: 0, rowTotal: 925 },
      { qty: 3, discountAmount: 0.82, rowTotal: 31.88 },
    ])
    expect(live).toMatchObject({ subtotal: 957.7, discountAmount: 0.82, net: 1165.88, taxAmount: 221.52 })
    expect(live.grandTotal).toBe(1387.4)
  })

  it('take a discount for the whole document off the lines, as commerce does', () => {
    const live = liveTotals({
      lines: [{ qty: 10, price: 92.5, discountPercent: 0 }],
      shippingAmount: 185,
      otherCharges: [],
      taxPercent: 19,
      documentDiscountPercent: 3,
    })
    // 925 − 27.75 + 185 = 1,082.25 net; 19 % VAT 205.63
    expect(live).toMatchObject({ documentDiscountAmount: 27.75, net: 1082.25, taxAmount: 205.63 })
    expect(live.grandTotal).toBe(1287.88)
  })

  it('nest a line cut to size as commerce does: its sheets are the quantity, its cutting charge is added', () => {
    const live = liveTotals({
      lines: [{ qty: 1, price: 45, discountPercent: 0, cutList: cutList([{ length: 480, width: 320, quantity: 40 }]) }],
      shippingAmount: 0,
      otherCharges: [],
      taxPercent: 19,
    })
    // 40 pieces of 480 × 320 need 2 sheets and 33.66 cut metres at 1.20 €: 20.20 € per sheet
    expect(live.lines).toEqual([{ qty: 2, discountAmount: 0, rowTotal: 130.4 }])
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
    expect(line.delivery).toBe('')
    values.items[0] = { ...line, price: 92.5, discount_percent: 5, delivery: 'KW 49/2026' }
    values.shipping_amount = 185
    values.other_charges = [{ label: 'Zuschnitt', amount: 24 }]
    values.document_discount_percent = 2
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
      document_discount_percent: 2,
      expiration_date: '2026-12-12',
      payment_terms: '30 Tage netto',
      opening_text: 'Sehr geehrte Damen und Herren,',
      closing_text: null,
      internal_note: null,
      notify: true,
    })
    expect(documentBody('confirmation', values)).not.toHaveProperty('expiration_date')
  })

  it("send a line cut to size with the clerk's pieces, tolerance and charge per metre; commerce nests them", () => {
    const [line] = draft.items
    if (!line) throw new Error('the draft has a line')
    const values = composeValues({
      ...draft,
      items: [{ ...line, cut_list: cutList([{ length: 480, width: 320, quantity: 12 }]) }],
    })
    const [composed] = values.items
    if (!composed?.cut_list) throw new Error('the line is cut to size')
    values.items[0] = {
      ...composed,
      cut_list: {
        ...composed.cut_list,
        pieces: [{ length: 500, width: 300, quantity: 4 }],
        tolerance: 1,
        charge_per_metre: 2,
      },
    }
    expect(documentBody('offer', values).items[0]?.cut_list).toEqual({
      pieces: [{ length: 500, width: 300, quantity: 4 }],
      tolerance: 1,
      charge_per_metre: 2,
    })
  })

  it("show a draft line's delivery as the company writes it, and send a typed day as a date", () => {
    const [line] = draft.items
    if (!line) throw new Error('the draft has a line')
    const weekly = composeValues({ ...draft, items: [{ ...line, delivery_week: '2027-W02' }] })
    expect(weekly.items[0]?.delivery).toBe('KW 2/2027')
    const daily = composeValues({ ...draft, items: [{ ...line, delivery_date: '2026-12-15' }] })
    expect(daily.items[0]?.delivery).toBe('15.12.2026')
    expect(documentBody('offer', daily).items[0]).toMatchObject({ delivery_date: '2026-12-15', delivery_week: null })
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
        message: 'Invalid value of "%1" provided for the %2 field.',
        parameters: ['2026-W60', 'items[2].delivery_week'],
      }),
    ).toEqual({ 'items.2.delivery': 'desk.compose.error_invalid' })
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

  it("say why commerce refused a piece of a cut list, at the piece's row, by the rule's code", () => {
    expect(
      fieldErrors({
        message: 'One or more input exceptions have occurred.',
        errors: [
          {
            message: 'Invalid value of "%1" provided for the %2 field.',
            parameters: ['PIECE_TOO_LARGE', 'items[1].cut_list.pieces[2]'],
          },
          {
            message: 'Invalid value of "%1" provided for the %2 field.',
            parameters: ['TOO_MANY_PIECES', 'items[1].cut_list.pieces'],
          },
          {
            message: 'Invalid value of "%1" provided for the %2 field.',
            parameters: ['150', 'items[1].cut_list.tolerance'],
          },
        ],
      }),
    ).toEqual({
      'items.1.cut_list.pieces.2': 'desk.cut.issue.PIECE_TOO_LARGE',
      'items.1.cut_list.pieces': 'desk.cut.issue.TOO_MANY_PIECES',
      'items.1.cut_list.tolerance': 'desk.compose.error_invalid',
    })
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
