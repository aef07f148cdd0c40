/**
 * The orders of a customer whose purchase order number (the buyer's own order number, `po_number` of the payment)
 * matches a filter: the order history's search by it (`CustomerOrdersFilterInput.purchase_order_number`).
 */
import { and, eq, inArray, like, type SQL } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import type { FilterStringTypeInput } from '../kernel/resolvers-types.generated'
import { salesOrder, salesOrderPayment } from './tables'

function matching(filter: FilterStringTypeInput): SQL | undefined {
  const column = salesOrderPayment.po_number
  const listed = filter.in?.filter((n): n is string => n != null)
  return and(
    filter.eq != null ? eq(column, filter.eq) : undefined,
    listed ? inArray(column, listed.length > 0 ? listed : ['']) : undefined,
    filter.match != null ? like(column, `%${filter.match}%`) : undefined,
  )
}

/** The ids of the customer's orders whose purchase order number matches the filter. */
export async function ordersByPurchaseOrderNumber(
  db: Database,
  customerId: number,
  filter: FilterStringTypeInput,
): Promise<number[]> {
  const rows = await db
    .select({ id: salesOrder.entity_id })
    .from(salesOrder)
    .innerJoin(salesOrderPayment, eq(salesOrderPayment.parent_id, salesOrder.entity_id))
    .where(and(eq(salesOrder.customer_id, customerId), matching(filter)))
  return rows.map((row) => row.id)
}
