/**
 * A document's terms — what the sales desk edits — joined with the order lines they name and priced by
 * documentTotals: the document as a draft shows it and as sending stores it. A line cut to size is nested again
 * (api/cut-list.ts, pricedParts): its quantity is the sheets its pieces need. Names are the table's columns; the
 * types are the admin API's (commerce/api/document.ts).
 */

import { pricedParts } from '../../../api/cut-list'
import type { ComposedDocument, DocumentTerms } from '../../../api/document'
import { documentTotals } from '../../../api/document-totals'
import { itemOptions } from '../request/item-options'
import type { OrderItemRecord, OrderRecord } from '../request/order-repository'
import type { SalesUnit } from '../request/request-summary'

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
  const priced = terms.items.map(pricedParts)
  const totals = documentTotals({
    lines: priced.flatMap(({ parts }) => parts),
    shippingAmount: terms.shipping_amount,
    otherCharges: terms.other_charges.map((charge) => charge.amount),
    taxPercent,
    documentDiscountPercent: terms.document_discount_percent,
  })
  let part = 0
  const items = terms.items.map((line, i) => {
    const ordered = orderItems.find((item) => item.item_id === line.order_item_id)
    if (!ordered) throw new Error(`order ${order.entity_id} has no item ${line.order_item_id}`)
    const { parts, nested } = priced[i] ?? { parts: [], nested: null }
    const figures = totals.lines.slice(part, part + parts.length)
    part += figures.length
    const [sheets, cutting] = figures
    return {
      ...line,
      qty: nested?.sheets ?? line.qty,
      sku: ordered.sku,
      name: ordered.name,
      unit: units.get(ordered.item_id) ?? 'piece',
      // a line cut to size was requested at the price per sheet, its cutting charge apart
      original_price: itemOptions(ordered.product_options).cut_to_size?.sheet_price ?? ordered.price,
      discount_amount: cents(figures.map((f) => f.discountAmount)),
      row_total: cents(figures.map((f) => f.rowTotal)),
      cut_list: line.cut_list &&
        nested && {
          ...line.cut_list,
          ...nested,
          sheets_total: sheets?.rowTotal ?? 0,
          cut_total: cutting?.rowTotal ?? 0,
        },
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
