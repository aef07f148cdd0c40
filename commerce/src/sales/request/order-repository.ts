/**
 * Orders in D1 (all SQL of the sales domain). An order is written in one batch (a transaction) together with the
 * deactivation of its cart; `sales_order.quote_id` is unique, so a cart placed twice — even by two requests at the
 * same moment — fails the second batch and stores nothing for it.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  max,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { STATUS } from '../../../../rules/request-workflow'
import type { ConditionType, OrderSearchField } from '../../../api/order'
import type { Database } from '../../kernel/database'
import type { D1Queries } from '../../kernel/database-session'
import { inList, jsonValues, listParameter, notInList } from '../../kernel/lists'
import {
  salesDocument,
  salesOrder,
  salesOrderAddress,
  salesOrderItem,
  salesOrderPayment,
  salesOrderStatus,
  salesOrderStatusHistory,
  salesOrderStatusLabel,
  salesOrderStatusState,
} from '../tables'

export type OrderRecord = typeof salesOrder.$inferSelect
export type OrderItemRecord = typeof salesOrderItem.$inferSelect
export type OrderAddressRecord = typeof salesOrderAddress.$inferSelect
export type OrderPaymentRecord = typeof salesOrderPayment.$inferSelect
export type OrderHistoryRecord = typeof salesOrderStatusHistory.$inferSelect

/** The history's author of the customer's own answers (staff entries name the staff user). */
export const CUSTOMER_AUTHOR = 'customer'

type NewOrder = Omit<typeof salesOrder.$inferInsert, 'entity_id' | 'increment_id' | 'created_at' | 'updated_at'>
type NewItem = Omit<typeof salesOrderItem.$inferInsert, 'item_id' | 'order_id'>
type NewAddress = Omit<typeof salesOrderAddress.$inferInsert, 'entity_id' | 'parent_id'>
type NewPayment = Omit<typeof salesOrderPayment.$inferInsert, 'entity_id' | 'parent_id'>

export type PlacedOrder = {
  order: NewOrder
  items: NewItem[]
  addresses: NewAddress[]
  payment: NewPayment
}

/** An INSERT of `row` into `table` whose `parent` column is the order of the cart `quoteId`. */
function childInsert(d1: D1Queries, table: string, parent: string, quoteId: number, row: Record<string, unknown>) {
  const names = Object.keys(row)
  return d1
    .prepare(
      `INSERT INTO ${table} (${parent}, ${names.join(', ')})
       SELECT entity_id, ${names.map((_, i) => `?${i + 2}`).join(', ')} FROM sales_order WHERE quote_id = ?1`,
    )
    .bind(quoteId, ...names.map((n) => row[n] ?? null))
}

/**
 * Stores the order of a cart with the cart's deactivation in one batch; the number is the next entity id, nine digits
 * (Magento's increment id). Nothing is stored when the cart has become an order already (`placed-before`) or its
 * lines or coupon changed since the order was built from them (`cart-changed`).
 */
export async function insertOrder(
  db: Database,
  placed: PlacedOrder,
  deactivation: { statement: D1PreparedStatement; changedMeanwhile: (error: unknown) => boolean },
): Promise<'placed' | 'placed-before' | 'cart-changed'> {
  const d1 = db.$client
  const { order } = placed
  const names = Object.keys(order) as (keyof NewOrder)[]
  const next = '(SELECT coalesce(max(entity_id), 0) + 1 FROM sales_order)'
  const insert = d1
    .prepare(
      `INSERT INTO sales_order (entity_id, increment_id, ${names.join(', ')})
       VALUES (${next}, printf('%09d', ${next}), ${names.map((_, i) => `?${i + 1}`).join(', ')})`,
    )
    .bind(...names.map((n) => order[n] ?? null))
  const quoteId = order.quote_id
  try {
    await d1.batch([
      deactivation.statement,
      insert,
      ...placed.items.map((item) => childInsert(d1, 'sales_order_item', 'order_id', quoteId, item)),
      ...placed.addresses.map((address) => childInsert(d1, 'sales_order_address', 'parent_id', quoteId, address)),
      childInsert(d1, 'sales_order_payment', 'parent_id', quoteId, placed.payment),
      childInsert(d1, 'sales_order_status_history', 'parent_id', quoteId, {
        status: order.status,
        is_customer_notified: 1,
        is_visible_on_front: 0,
      }),
    ])
    return 'placed'
  } catch (error) {
    if (deactivation.changedMeanwhile(error)) return 'cart-changed'
    if (String((error as Error).cause ?? error).includes('UNIQUE constraint failed: sales_order.quote_id')) {
      return 'placed-before'
    }
    throw error
  }
}

export async function findOrder(db: Database, id: number): Promise<OrderRecord | null> {
  const [row] = await db.select().from(salesOrder).where(eq(salesOrder.entity_id, id))
  return row ?? null
}

export async function findOrderByQuote(db: Database, quoteId: number): Promise<OrderRecord | null> {
  const [row] = await db.select().from(salesOrder).where(eq(salesOrder.quote_id, quoteId))
  return row ?? null
}

/** A column of the order's billing or shipping address, as a column of the order for a search. */
const addressColumn = (column: AnySQLiteColumn, type: 'billing' | 'shipping') =>
  sql`(SELECT ${column} FROM ${salesOrderAddress}
  WHERE ${salesOrderAddress.parent_id} = ${salesOrder.entity_id} AND ${salesOrderAddress.address_type} = ${type})`
const poNumber = sql`(SELECT ${salesOrderPayment.po_number} FROM ${salesOrderPayment}
  WHERE ${salesOrderPayment.parent_id} = ${salesOrder.entity_id})`

/**
 * When the buyer of a quote request waiting for the company asked for a revision of its offer: the time of their
 * latest REQUEST_REVISION answer (the customer's own history entry that moved the order back to quote_requested; a
 * comment of the thread is visible on the front, an answer is not). Null for a first request and any other status.
 */
const revisionRequestedAt = sql`(SELECT ${salesOrderStatusHistory.created_at} FROM ${salesOrderStatusHistory}
  WHERE ${salesOrderStatusHistory.parent_id} = ${salesOrder.entity_id}
    AND ${salesOrder.status} = ${STATUS.quoteRequested} AND ${salesOrderStatusHistory.status} = ${STATUS.quoteRequested}
    AND ${salesOrderStatusHistory.created_by} = ${CUSTOMER_AUTHOR} AND ${salesOrderStatusHistory.is_visible_on_front} = 0
  ORDER BY ${salesOrderStatusHistory.entity_id} DESC LIMIT 1)`

/**
 * The searchable fields (commerce/api/order.ts) as SQL: the order's columns and the extensions' subqueries;
 * `waiting_since` is the revision request's time, else the request's arrival (what its answer-by day counts from).
 */
export const ORDER_FIELDS = {
  entity_id: salesOrder.entity_id,
  increment_id: salesOrder.increment_id,
  quote_id: salesOrder.quote_id,
  store_id: salesOrder.store_id,
  customer_id: salesOrder.customer_id,
  customer_email: salesOrder.customer_email,
  customer_firstname: salesOrder.customer_firstname,
  customer_lastname: salesOrder.customer_lastname,
  customer_taxvat: salesOrder.customer_taxvat,
  billing_company: addressColumn(salesOrderAddress.company, 'billing'),
  billing_city: addressColumn(salesOrderAddress.city, 'billing'),
  shipping_city: addressColumn(salesOrderAddress.city, 'shipping'),
  po_number: poNumber,
  assigned_to: salesOrder.assigned_to,
  revision_requested_at: revisionRequestedAt,
  waiting_since: sql`coalesce(${revisionRequestedAt}, ${salesOrder.created_at})`,
  status: salesOrder.status,
  state: salesOrder.state,
  request_type: salesOrder.request_type,
  grand_total: salesOrder.grand_total,
  created_at: salesOrder.created_at,
  updated_at: salesOrder.updated_at,
} satisfies Record<OrderSearchField, unknown>
export type OrderField = OrderSearchField

/** One of Magento's searchCriteria filters (`condition_type` as Magento names them). */
export type OrderFilter = {
  field: OrderField
  condition: ConditionType
  value: string | number | (string | number)[]
}

const list = (value: OrderFilter['value']) => (Array.isArray(value) ? value : String(value).split(','))

function condition({ field, condition, value: given }: OrderFilter): SQL | undefined {
  // Columns and the subqueries of the extension fields alike, as one SQL expression.
  const column = sql`${ORDER_FIELDS[field]}`
  const value = Array.isArray(given) ? String(given[0] ?? '') : given
  switch (condition) {
    case 'eq':
      return eq(column, value)
    case 'neq':
      return ne(column, value)
    case 'in':
      return inList(column, list(given))
    case 'nin':
      return notInList(column, list(given))
    case 'like':
      return like(column, String(value))
    case 'gt':
      return gt(column, value)
    case 'gteq':
    case 'from':
      return gte(column, value)
    case 'lt':
      return lt(column, value)
    case 'lteq':
    case 'to':
      return lte(column, value)
    case 'null':
      return isNull(column)
    case 'notnull':
      return isNotNull(column)
  }
}

export type OrderSearch = {
  /** Groups are AND-ed, the filters of a group OR-ed (Magento's searchCriteria filter_groups). */
  groups: OrderFilter[][]
  sort: { field: OrderField; direction: 'ASC' | 'DESC' }[]
  pageSize: number
  currentPage: number
}

/** A page of orders matching the search, and how many match. */
export async function searchOrders(
  db: Database,
  search: OrderSearch,
): Promise<{ orders: OrderRecord[]; total: number }> {
  const where = and(...search.groups.map((group) => or(...group.map(condition))))
  const order = [
    ...search.sort.map((s) => (s.direction === 'DESC' ? desc(ORDER_FIELDS[s.field]) : asc(ORDER_FIELDS[s.field]))),
    desc(salesOrder.entity_id),
  ]
  const [orders, [counted]] = await db.batch([
    db
      .select()
      .from(salesOrder)
      .where(where)
      .orderBy(...order)
      .limit(search.pageSize)
      .offset((search.currentPage - 1) * search.pageSize),
    db.select({ total: count() }).from(salesOrder).where(where),
  ])
  return { orders, total: counted?.total ?? 0 }
}

/** The newest document sent for each of some orders (offer or order confirmation, whichever came last). */
const newestDocuments = (db: Database, ids: number[]) => {
  const newest = db
    .select({ id: max(salesDocument.entity_id) })
    .from(salesDocument)
    .where(inList(salesDocument.order_id, ids))
    .groupBy(salesDocument.order_id)
  return db
    .select({
      order_id: salesDocument.order_id,
      document_type: salesDocument.document_type,
      increment_id: salesDocument.increment_id,
      version: salesDocument.version,
      grand_total: salesDocument.grand_total,
    })
    .from(salesDocument)
    .where(sql`${salesDocument.entity_id} IN ${newest}`)
}
export type NewestDocument = Awaited<ReturnType<typeof newestDocuments>>[number]

/** The items, addresses, payments, history and newest document of some orders in one D1 round trip. */
export async function loadOrderDetails(db: Database, ids: number[]) {
  const [items, addresses, payments, history, documents] = await db.batch([
    db.select().from(salesOrderItem).where(inList(salesOrderItem.order_id, ids)).orderBy(asc(salesOrderItem.item_id)),
    db.select().from(salesOrderAddress).where(inList(salesOrderAddress.parent_id, ids)),
    db.select().from(salesOrderPayment).where(inList(salesOrderPayment.parent_id, ids)),
    db
      .select()
      .from(salesOrderStatusHistory)
      .where(inList(salesOrderStatusHistory.parent_id, ids))
      .orderBy(asc(salesOrderStatusHistory.entity_id)),
    newestDocuments(db, ids),
  ])
  return { items, addresses, payments, history, documents }
}

/** Keeps a new VIES check of a VAT ID on the order's addresses that carry it. */
export async function saveVatCheck(
  db: Database,
  orderId: number,
  vatId: string,
  check: Pick<OrderAddressRecord, 'vat_is_valid' | 'vat_request_id' | 'vat_request_date' | 'vat_request_success'>,
): Promise<void> {
  await db
    .update(salesOrderAddress)
    .set(check)
    .where(and(eq(salesOrderAddress.parent_id, orderId), eq(salesOrderAddress.vat_id, vatId)))
}

/** The statuses with their state and their label in the store view (store 0's label where it has none). */
export async function loadStatuses(
  db: Database,
  storeId: number,
): Promise<Map<string, { label: string; state: string; storeLabel: string }>> {
  const [statuses, labels, states] = await db.batch([
    db.select().from(salesOrderStatus),
    db.select().from(salesOrderStatusLabel).where(eq(salesOrderStatusLabel.store_id, storeId)),
    db.select().from(salesOrderStatusState),
  ])
  return new Map(
    statuses.map((s) => [
      s.status,
      {
        label: s.label,
        state: states.find((st) => st.status === s.status)?.state ?? 'new',
        storeLabel: labels.find((l) => l.status === s.status)?.label ?? s.label,
      },
    ]),
  )
}

/**
 * Moves the order to `status` (and its state) only if it still is in one of `from` (compare-and-set, so two answers
 * at once cannot both pass), adding the history entry in the same batch. False when the status had changed.
 */
export async function changeStatus(
  db: Database,
  orderId: number,
  change: {
    from: readonly string[] | null
    status: string
    state: string
    requestType?: 'quote' | 'order'
    comment: string | null
    isCustomerNotified: boolean
    isVisibleOnFront: boolean
    /** The staff user's username, or "customer" for the customer's own answer. */
    author: string
    /** The staff user the request is assigned to from now on, null for nobody; absent: unchanged. */
    assignedTo?: string | null
    /** The customer's words with their answer: a comment of the thread (visible on the front) after the entry. */
    customerWords?: string | null
  },
): Promise<boolean> {
  const d1 = db.$client
  const fromList = change.from ? ` AND status IN (${jsonValues('?7')})` : ''
  const [updated] = await d1.batch([
    d1
      .prepare(
        `UPDATE sales_order SET status = ?2, state = ?3, request_type = coalesce(?4, request_type),
           assigned_to = CASE WHEN ?5 THEN ?6 ELSE assigned_to END,
           updated_at = CURRENT_TIMESTAMP WHERE entity_id = ?1${fromList}`,
      )
      .bind(
        orderId,
        change.status,
        change.state,
        change.requestType ?? null,
        change.assignedTo === undefined ? 0 : 1,
        change.assignedTo ?? null,
        ...(change.from ? [listParameter(change.from)] : []),
      ),
    d1
      .prepare(
        `INSERT INTO sales_order_status_history
           (parent_id, comment, status, is_customer_notified, is_visible_on_front, created_by)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE changes() > 0`,
      )
      .bind(
        orderId,
        change.comment,
        change.status,
        change.isCustomerNotified ? 1 : 0,
        change.isVisibleOnFront ? 1 : 0,
        change.author,
      ),
    ...(change.customerWords ? [threadEntry(d1, orderId, change.status, change.customerWords)] : []),
  ])
  return (updated?.meta.changes ?? 0) > 0
}

/** The customer's comment of the thread, written only where the statement before it wrote its row. */
const threadEntry = (d1: D1Queries, orderId: number, status: string, comment: string) =>
  d1
    .prepare(
      `INSERT INTO sales_order_status_history
         (parent_id, comment, status, is_customer_notified, is_visible_on_front, created_by)
       SELECT ?1, ?2, ?3, 0, 1, ?4 WHERE changes() > 0`,
    )
    .bind(orderId, comment, status, CUSTOMER_AUTHOR)

/**
 * A comment of the customer's in the thread of their order (visible on the front, the status unchanged); false when
 * the order is not theirs.
 */
export async function addCustomerComment(
  db: Database,
  order: { entity_id: number; customer_id: number },
  comment: string,
): Promise<boolean> {
  const d1 = db.$client
  const written = await d1
    .prepare(
      `INSERT INTO sales_order_status_history
         (parent_id, comment, status, is_customer_notified, is_visible_on_front, created_by)
       SELECT entity_id, ?3, status, 0, 1, ?4 FROM sales_order WHERE entity_id = ?1 AND customer_id = ?2`,
    )
    .bind(order.entity_id, order.customer_id, comment, CUSTOMER_AUTHOR)
    .run()
  return written.meta.changes > 0
}
