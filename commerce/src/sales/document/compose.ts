/**
 * A document's terms — what the sales desk edits — joined with the order lines they name and priced by
 * documentTotals: the document as a draft shows it and as sending stores it. A line cut to size is nested again by
 * the shop's rule: its quantity is the sheets, and its cutting charge per sheet is priced as a part of its own with
 * the line's discount, so the PDF can print the sheets and the cutting charge as lines that add up. Names are the table's columns; the
 * types are the admin API's (commerce/api/document.ts).
 */

import { type DocumentCutList, nestCutList } from '../../../api/cut-list'
import type { ComposedDocument, DocumentTerms, LineTerms } from '../../../api/document'
import { documentTotals, type PricedLine } from '../../../api/document-totals'
import type { OrderItemRecord, OrderRecord } from '../request/order-repository'
import type { SalesUnit } from '../request/request-summary'

type Nested = { line: LineTerms; cut: Omit<DocumentCutList, 'sheets_total' | 'cut_total'> | null }

/** A line cut to size nested again: its quantity is the sheets its pieces need. */
function nested(line: LineTerms): Nested {
  if (!line.cut_list) return { line, cut: null }
  const { nesting, sheets, cutChargePerSheet } = nestCutList(line.cut_list, line.price)
  const cut = {
    ...line.cut_list,
    sheets,
    cut_metres: nesting.cutMetres,
    cut_charge_per_sheet: cutChargePerSheet,
    layout: nesting.sheets,
  }
  return { line: { ...line, qty: sheets }, cut }
}

/** What a line adds up to: its pieces, and for a line cut to size the cutting charge per sheet as a line of its own. */
const pricedParts = ({ line, cut }: Nested): PricedLine[] => {
  const sheets = { qty: line.qty, price: line.price, discountPercent: line.discount_percent }
  return cut ? [sheets, { ...sheets, price: cut.cut_charge_per_sheet }] : [sheets]
}

/** The sum of amounts in euros, exact to the cent. */
const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100

/**
 * The lines' units by order item; `piece` where none is known. Every line names an item of `orderItems`. `vat` is
 * the delivery's (document-vat.ts).
 */
export function composeDocument(
  order: OrderRecord,
  orderItems: readonly OrderItemRecord[],
  units: ReadonlyMap<number, SalesUnit>,
  terms: DocumentTerms,
  vat: Pick<ComposedDocument, 'tax_percent' | 'tax_title'>,
): ComposedDocument {
  const taxPercent = vat.tax_percent
  const lines = terms.items.map(nested)
  const parts = lines.map(pricedParts)
  const totals = documentTotals({
    lines: parts.flat(),
    shippingAmount: terms.shipping_amount,
    otherCharges: terms.other_charges.map((charge) => charge.amount),
    taxPercent,
    documentDiscountPercent: terms.document_discount_percent,
  })
  let part = 0
  const items = lines.map(({ line, cut }, i) => {
    const ordered = orderItems.find((item) => item.item_id === line.order_item_id)
    if (!ordered) throw new Error(`order ${order.entity_id} has no item ${line.order_item_id}`)
    const figures = totals.lines.slice(part, part + (parts[i]?.length ?? 0))
    part += figures.length
    const [sheets, cutting] = figures
    return {
      ...line,
      sku: ordered.sku,
      name: ordered.name,
      unit: units.get(ordered.item_id) ?? 'piece',
      original_price: ordered.price,
      discount_amount: cents(figures.map((f) => f.discountAmount)),
      row_total: cents(figures.map((f) => f.rowTotal)),
      cut_list: cut && { ...cut, sheets_total: sheets?.rowTotal ?? 0, cut_total: cutting?.rowTotal ?? 0 },
    }
  })
  return {
    ...terms,
    items,
    order_currency_code: order.order_currency_code,
    subtotal: totals.subtotal,
    discount_amount: totals.discountAmount,
    document_discount_amount: totals.documentDiscountAmount,
    shipping_amount: totals.shippingAmount,
    other_charges_amount: totals.otherChargesAmount,
    tax_percent: taxPercent,
    tax_title: vat.tax_title,
    tax_amount: totals.taxAmount,
    grand_total: totals.grandTotal,
  }
}
