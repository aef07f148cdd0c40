/** A document line cut to size (commerce/src/sales/document/compose.ts): nested again, priced as sheets plus cutting. */
import { describe, expect, it } from 'vitest'
import type { CutBasis, CutChoice } from '../../../commerce/api/cut-list'
import type { DocumentTerms, LineTerms } from '../../../commerce/api/document'
import { composeDocument } from '../../../commerce/src/sales/document/compose'
import type { OrderItemRecord, OrderRecord } from '../../../commerce/src/sales/request/order-repository'

const cut: CutChoice & CutBasis = {
  pieces: [{ length: 480, width: 320, quantity: 12 }],
  edge: 'sawn',
  offcut: 'ship',
  sheet: { length: 3000, width: 1500, thickness: 10 },
  settings: {
    trim: 10,
    kerf: 4,
    minPiece: 20,
    maxPieces: 500,
    tolerances: [
      { upTo: 10, value: 0.5 },
      { upTo: null, value: 1 },
    ],
    chargePerMetre: [
      { upTo: 10, value: 1.2 },
      { upTo: null, value: 2 },
    ],
    milledSurchargePerMetre: 0.8,
  },
  tolerance: 0.5,
  charge_per_metre: 1.2,
}

const order = { entity_id: 7, order_currency_code: 'EUR' } as OrderRecord
const orderItems = [
  { item_id: 21, sku: '100010', name: 'PP-H Platte natur 10 mm', price: 56.76, product_options: null },
  { item_id: 22, sku: '200001', name: 'Schweißdraht', price: 9.5, product_options: null },
] as OrderItemRecord[]

const line = (changes: Partial<LineTerms>): LineTerms => ({
  order_item_id: 21,
  qty: 1,
  price: 45,
  discount_percent: 0,
  delivery_date: null,
  delivery_week: null,
  cut_list: cut,
  ...changes,
})

const terms = (items: LineTerms[]): DocumentTerms => ({
  items,
  shipping_amount: 0,
  other_charges: [],
  document_discount_percent: 0,
  expiration_date: null,
  payment_terms: null,
  opening_text: null,
  closing_text: null,
  internal_note: null,
})

const compose = (items: LineTerms[]) =>
  composeDocument(order, orderItems, new Map(), terms(items), { tax_percent: 19, tax_title: null })

describe('a document line cut to size', () => {
  it('bills the sheets its pieces need at the price per sheet, plus the cut metres at the charge per metre', () => {
    const document = compose([line({ qty: 99 })])
    const [composed] = document.items
    // 12 pieces of 480 × 320 fit one sheet; 9.8 cut metres × 1.20 € = 11.76 €
    expect(composed).toMatchObject({ qty: 1, price: 45, row_total: 56.76 })
    expect(composed?.cut_list).toMatchObject({ sheets: 1, cut_metres: 9.8, cut_charge_per_sheet: 11.76 })
    expect(composed?.cut_list).toMatchObject({ sheets_total: 45, cut_total: 11.76 })
    expect(composed?.cut_list?.layout).toHaveLength(1)
    expect(document.subtotal).toBe(56.76)
  })

  it('is nested and priced again when the clerk changes its pieces or the charge', () => {
    const more = { ...cut, pieces: [{ length: 480, width: 320, quantity: 40 }], charge_per_metre: 1.5 }
    const [composed] = compose([line({ cut_list: more })]).items
    // 40 pieces need 2 sheets and 33.66 cut metres: 33.66 × 1.50 € = 50.49 €, billed as 25.25 € per sheet
    expect(composed).toMatchObject({ qty: 2, row_total: 140.5 })
    expect(composed?.cut_list).toMatchObject({ sheets: 2, cut_metres: 33.66, cut_charge_per_sheet: 25.25 })
  })

  it("takes the line's discount off the sheets and the cutting charge alike, adding up to the line", () => {
    const document = compose([
      line({ discount_percent: 10, cut_list: { ...cut, pieces: [{ length: 480, width: 320, quantity: 40 }] } }),
      { ...line({ order_item_id: 22, qty: 3, price: 9.5 }), cut_list: null },
    ])
    const [sheets, rod] = document.items
    // 90 € of sheets and 40.40 € of cutting, 10 % off each
    expect(sheets?.cut_list).toMatchObject({ sheets_total: 81, cut_total: 36.36 })
    expect(sheets).toMatchObject({ discount_amount: 13.04, row_total: 117.36 })
    expect(rod).toMatchObject({ qty: 3, row_total: 28.5, cut_list: null })
    expect(document).toMatchObject({ subtotal: 158.9, discount_amount: 13.04 })
  })
})
