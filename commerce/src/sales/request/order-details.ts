/** An order's items, addresses, payment and history, loaded for a page of orders at once (one D1 round trip). */

import type { Database } from '../../kernel/database'
import {
  loadOrderDetails,
  type NewestDocument,
  type OrderAddressRecord,
  type OrderHistoryRecord,
  type OrderItemRecord,
  type OrderPaymentRecord,
} from './order-repository'

export type OrderDetails = {
  items: OrderItemRecord[]
  shipping: OrderAddressRecord | null
  billing: OrderAddressRecord | null
  payment: OrderPaymentRecord | null
  history: OrderHistoryRecord[]
  /** The offer or order confirmation sent last, if any: its grand total is the request's current total. */
  newestDocument: NewestDocument | null
}

export async function orderDetails(db: Database, ids: number[]): Promise<Map<number, OrderDetails>> {
  const { items, addresses, payments, history, documents } = await loadOrderDetails(db, ids)
  return new Map(
    ids.map((id) => [
      id,
      {
        items: items.filter((i) => i.order_id === id),
        shipping: addresses.find((a) => a.parent_id === id && a.address_type === 'shipping') ?? null,
        billing: addresses.find((a) => a.parent_id === id && a.address_type === 'billing') ?? null,
        payment: payments.find((p) => p.parent_id === id) ?? null,
        history: history.filter((h) => h.parent_id === id),
        newestDocument: documents.find((d) => d.order_id === id) ?? null,
      },
    ]),
  )
}
