/**
 * A document's terms — what the sales desk edits — joined with the order lines they name and priced by
 * documentTotals: the document as a draft shows it and as sending stores it. Names are the table's columns; the
 * types are the admin API's (commerce/api/document.ts).
 */

import type { ComposedDocument, DocumentTerms } from '../../../api/document'
import { documentTotals } from '../../../api/document-totals'
import type { OrderItemRecord, OrderRecord } from '../request/order-repository'
import type { SalesUnit } from '../request/request-summary'

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
  const totals = documentTotals({
    lines: terms.items.map((line) => ({ qty: line.qty, price: line.price, discountPercent: line.discount_percent })),
    shippingAmount: terms.shipping_amount,
    otherCharges: terms.other_charges.map((charge) => charge.amount),
    taxPercent,
    documentDiscountPercent: terms.document_discount_percent,
  })
  const items = terms.items.map((line, i) => {
    const ordered = orderItems.find((item) => item.item_id === line.order_item_id)
    if (!ordered) throw new Error(`order ${order.entity_id} has no item ${line.order_item_id}`)
    return {
      ...line,
      sku: ordered.sku,
      name: ordered.name,
      unit: units.get(ordered.item_id) ?? 'piece',
      original_price: ordered.price,
      discount_amount: totals.lines[i]?.discountAmount ?? 0,
      row_total: totals.lines[i]?.rowTotal ?? 0,
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
