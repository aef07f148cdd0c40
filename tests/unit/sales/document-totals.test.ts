/** The one computation of an offer's or an order confirmation's figures (commerce/src/sales/document-totals.ts). */
import { describe, expect, it } from 'vitest'
import { documentTotals } from '../../../commerce/api/document-totals'

const line = (qty: number, price: number, discountPercent = 0) => ({ qty, price, discountPercent })

describe('document totals', () => {
  it('adds the lines, the freight and the other charges and puts VAT on the net sum', () => {
    const totals = documentTotals({
      lines: [line(4, 120), line(10, 12.5)],
      shippingAmount: 85,
      otherCharges: [24, 6.5],
      taxPercent: 19,
    })
    expect(totals).toEqual({
      lines: [
        { discountAmount: 0, rowTotal: 480 },
        { discountAmount: 0, rowTotal: 125 },
      ],
      subtotal: 605,
      discountAmount: 0,
      documentDiscountAmount: 0,
      shippingAmount: 85,
      otherChargesAmount: 30.5,
      taxAmount: 136.9,
      grandTotal: 857.4,
    })
  })

  it('takes each line discount of its own row and shows the sum as the discount, the subtotal before it', () => {
    const totals = documentTotals({
      lines: [line(4, 120, 5), line(3, 9.99, 12.5)],
      shippingAmount: 0,
      otherCharges: [],
      taxPercent: 19,
    })
    // 480 × 5 % = 24; 29.97 × 12.5 % = 3.74625 → 3.75
    expect(totals.lines).toEqual([
      { discountAmount: 24, rowTotal: 456 },
      { discountAmount: 3.75, rowTotal: 26.22 },
    ])
    expect(totals.subtotal).toBe(509.97)
    expect(totals.discountAmount).toBe(27.75)
    // net 482.22 × 19 % = 91.6218 → 91.62
    expect(totals.taxAmount).toBe(91.62)
    expect(totals.grandTotal).toBe(573.84)
  })

  it('takes a discount for the whole document of the lines after their own discounts, not of freight or charges', () => {
    const totals = documentTotals({
      lines: [line(4, 120, 5), line(3, 9.99)],
      shippingAmount: 85,
      otherCharges: [24],
      taxPercent: 19,
      documentDiscountPercent: 3,
    })
    // lines 456 + 29.97 = 485.97; 3 % = 14.5791 → 14.58
    expect(totals.discountAmount).toBe(24)
    expect(totals.documentDiscountAmount).toBe(14.58)
    // net 485.97 − 14.58 + 85 + 24 = 580.39; 19 % = 110.2741 → 110.27
    expect(totals.taxAmount).toBe(110.27)
    expect(totals.grandTotal).toBe(690.66)
    // 2.5 % of 0.20 = 0.005 → 0.01 (half up), as a line discount rounds
    const tiny = documentTotals({
      lines: [line(1, 0.2)],
      shippingAmount: 0,
      otherCharges: [],
      taxPercent: 0,
      documentDiscountPercent: 2.5,
    })
    expect(tiny).toMatchObject({ documentDiscountAmount: 0.01, grandTotal: 0.19 })
  })

  it('rounds half up to the cent, once for the tax of the whole net sum', () => {
    // 0.05 × 19 % = 0.0095 → 0.01; three lines of 0.05 each would be 3 × 0.01, the net sum's tax is 0.03
    const one = documentTotals({ lines: [line(1, 0.05)], shippingAmount: 0, otherCharges: [], taxPercent: 19 })
    expect(one.taxAmount).toBe(0.01)
    const three = documentTotals({
      lines: [line(1, 0.05), line(1, 0.05), line(1, 0.05)],
      shippingAmount: 0,
      otherCharges: [],
      taxPercent: 19,
    })
    expect(three.taxAmount).toBe(0.03)
    // 2.5 % of 0.20 = 0.005 → 0.01 (half up)
    expect(
      documentTotals({ lines: [line(1, 0.2, 2.5)], shippingAmount: 0, otherCharges: [], taxPercent: 0 }).lines,
    ).toEqual([{ discountAmount: 0.01, rowTotal: 0.19 }])
  })

  it('keeps exact cents where binary floating point would drift', () => {
    const totals = documentTotals({
      lines: [line(3, 0.1), line(7, 1.15)],
      shippingAmount: 0.2,
      otherCharges: [0.1],
      taxPercent: 7,
    })
    expect(totals.subtotal).toBe(8.35)
    // net 8.65 × 7 % = 0.6055 → 0.61
    expect(totals.taxAmount).toBe(0.61)
    expect(totals.grandTotal).toBe(9.26)
  })

  it('answers zero freight, a whole-line discount and no tax without surprises', () => {
    const totals = documentTotals({
      lines: [line(2, 50, 100), line(1, 10)],
      shippingAmount: 0,
      otherCharges: [],
      taxPercent: 0,
    })
    expect(totals).toMatchObject({
      lines: [
        { discountAmount: 100, rowTotal: 0 },
        { discountAmount: 0, rowTotal: 10 },
      ],
      subtotal: 110,
      discountAmount: 100,
      shippingAmount: 0,
      taxAmount: 0,
      grandTotal: 10,
    })
  })

  it('handles large orders in exact integers', () => {
    const totals = documentTotals({
      lines: [line(10_000, 9_999.99)],
      shippingAmount: 1_234.56,
      otherCharges: [],
      taxPercent: 19,
    })
    expect(totals.subtotal).toBe(99_999_900)
    expect(totals.grandTotal).toBe(119_001_350.13)
  })
})
