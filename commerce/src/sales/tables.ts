/**
 * Orders (Magento's Sales module): `sales_order` with its items, addresses, payment and status history, and the
 * order statuses a shop configures (`sales_order_status`, per store view `sales_order_status_label`, and the state
 * each status belongs to, `sales_order_status_state`). Quote and order requests are both orders; the request's
 * kind, the delivery-time wish and the buyer's message are the shop's additions. The company's offers and order
 * confirmations are documents of the order, as Magento's invoices are (`sales_document` with its items and other
 * charges, numbered per type and year by `sales_document_sequence`). Amounts are EUR, times UTC
 * `YYYY-MM-DD HH:MM:SS`, dates `YYYY-MM-DD`.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { DocumentCutList } from '../../api/cut-list'
import { addressColumns } from '../checkout/tables'
import { customerEntity } from '../customer/tables'
import { quote } from '../quote/tables'
import { store } from '../store/tables'

export const salesOrderStatus = sqliteTable('sales_order_status', {
  status: text('status').primaryKey(),
  /** The admin label (store 0); store views have theirs in `sales_order_status_label`. */
  label: text('label').notNull(),
})

export const salesOrderStatusLabel = sqliteTable(
  'sales_order_status_label',
  {
    status: text('status')
      .notNull()
      .references(() => salesOrderStatus.status, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => store.store_id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.store_id] })],
)

export const salesOrderStatusState = sqliteTable(
  'sales_order_status_state',
  {
    status: text('status')
      .notNull()
      .references(() => salesOrderStatus.status, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    is_default: integer('is_default').notNull().default(0),
    visible_on_front: integer('visible_on_front').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.status, t.state] })],
)

/**
 * One row per placed cart: `quote_id` is unique, so a cart can become an order only once (a second placement of the
 * same cart fails inside the batch that stores the order and deactivates the cart).
 */
export const salesOrder = sqliteTable(
  'sales_order',
  {
    entity_id: integer('entity_id').primaryKey(),
    increment_id: text('increment_id').notNull().unique(),
    quote_id: integer('quote_id')
      .notNull()
      .unique()
      .references(() => quote.entity_id),
    store_id: integer('store_id')
      .notNull()
      .references(() => store.store_id),
    customer_id: integer('customer_id').references(() => customerEntity.entity_id, { onDelete: 'set null' }),
    customer_email: text('customer_email').notNull(),
    customer_firstname: text('customer_firstname').notNull(),
    customer_lastname: text('customer_lastname'),
    /** The buyer's VAT ID when the request was placed (Magento's column): the account's `taxvat`, else the billing address's. */
    customer_taxvat: text('customer_taxvat'),
    state: text('state').notNull(),
    status: text('status')
      .notNull()
      .references(() => salesOrderStatus.status),
    /** The shop's addition: `quote` (a quote request) or `order` (an order request). */
    request_type: text('request_type', { enum: ['quote', 'order'] }).notNull(),
    /** The shop's addition: the delivery-time wish (`DAYS_1_2` … `WEEKS_3_4`), if any. */
    delivery_time: text('delivery_time'),
    /** The buyer's message (Magento's `customer_note`, from the shipping address's `customer_notes`). */
    customer_note: text('customer_note'),
    shipping_method: text('shipping_method'),
    shipping_description: text('shipping_description'),
    coupon_code: text('coupon_code'),
    order_currency_code: text('order_currency_code').notNull(),
    subtotal: real('subtotal').notNull(),
    subtotal_incl_tax: real('subtotal_incl_tax').notNull(),
    discount_amount: real('discount_amount').notNull().default(0),
    discount_description: text('discount_description'),
    shipping_amount: real('shipping_amount').notNull().default(0),
    tax_amount: real('tax_amount').notNull().default(0),
    tax_title: text('tax_title'),
    tax_percent: real('tax_percent'),
    grand_total: real('grand_total').notNull(),
    total_qty_ordered: real('total_qty_ordered').notNull(),
    /** The request's total weight in kg (the freight facts a buyer plans by). */
    weight: real('weight'),
    /** The shop's addition: the username of the staff user the request is assigned to (the sales desk's "mine"). */
    assigned_to: text('assigned_to'),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    updated_at: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [index('sales_order_customer').on(t.customer_id, t.created_at)],
)

export const salesOrderItem = sqliteTable(
  'sales_order_item',
  {
    item_id: integer('item_id').primaryKey({ autoIncrement: true }),
    order_id: integer('order_id')
      .notNull()
      .references(() => salesOrder.entity_id, { onDelete: 'cascade' }),
    product_id: integer('product_id'),
    product_type: text('product_type').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    url_key: text('url_key'),
    /**
     * Magento's product options as JSON: `{options, attributes_info, cut_to_size}` (request/item-options.ts); rows
     * before cut to size may hold `[{label, value}]`, the chosen options of a configurable product.
     */
    product_options: text('product_options'),
    qty_ordered: real('qty_ordered').notNull(),
    /** What the stock lacked when the request was placed: produced or procured (Magento's backorders). */
    qty_backordered: real('qty_backordered').notNull().default(0),
    weight: real('weight'),
    price: real('price').notNull(),
    original_price: real('original_price').notNull(),
    price_incl_tax: real('price_incl_tax').notNull(),
    row_total: real('row_total').notNull(),
    row_total_incl_tax: real('row_total_incl_tax').notNull(),
    discount_amount: real('discount_amount').notNull().default(0),
  },
  (t) => [index('sales_order_item_order').on(t.order_id)],
)

export const salesOrderAddress = sqliteTable(
  'sales_order_address',
  {
    entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
    parent_id: integer('parent_id')
      .notNull()
      .references(() => salesOrder.entity_id, { onDelete: 'cascade' }),
    address_type: text('address_type', { enum: ['shipping', 'billing'] }).notNull(),
    customer_address_id: integer('customer_address_id'),
    ...addressColumns(),
  },
  (t) => [index('sales_order_address_parent').on(t.parent_id)],
)

export const salesOrderPayment = sqliteTable('sales_order_payment', {
  entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
  parent_id: integer('parent_id')
    .notNull()
    .unique()
    .references(() => salesOrder.entity_id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  /** The payment method's title when the order was placed. */
  title: text('title').notNull(),
  po_number: text('po_number'),
})

/** The order's comments and status changes; `is_visible_on_front` ones are the customer's `comments`. */
export const salesOrderStatusHistory = sqliteTable(
  'sales_order_status_history',
  {
    entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
    parent_id: integer('parent_id')
      .notNull()
      .references(() => salesOrder.entity_id, { onDelete: 'cascade' }),
    comment: text('comment'),
    status: text('status'),
    is_customer_notified: integer('is_customer_notified'),
    is_visible_on_front: integer('is_visible_on_front').notNull().default(0),
    entity_name: text('entity_name').notNull().default('order'),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    /**
     * Who wrote the entry (an extension, as Adobe Commerce B2B's negotiable quote history names its author): the staff
     * user's username, or "customer" for the customer's own answer; null where the shop wrote it (a new request).
     */
    created_by: text('created_by'),
  },
  (t) => [index('sales_order_status_history_parent').on(t.parent_id)],
)

/**
 * One version of an offer or an order confirmation, never changed once written: a revision is the next version of
 * the same number. The figures are those `document-totals.ts` computed when it was sent.
 */
export const salesDocument = sqliteTable(
  'sales_document',
  {
    entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
    order_id: integer('order_id')
      .notNull()
      .references(() => salesOrder.entity_id, { onDelete: 'cascade' }),
    document_type: text('document_type', { enum: ['offer', 'confirmation'] }).notNull(),
    /** `AN-2026-00042`: the type's prefix, the year and the type's sequence of that year; one per order and type. */
    increment_id: text('increment_id').notNull(),
    version: integer('version').notNull(),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    /** The staff user who sent it. */
    created_by: text('created_by').notNull(),
    /** The last day an offer can be accepted (Adobe Commerce B2B's negotiable quote `expiration_date`). */
    expiration_date: text('expiration_date'),
    payment_terms: text('payment_terms'),
    opening_text: text('opening_text'),
    closing_text: text('closing_text'),
    /** The company's own note; the buyer never sees it. */
    internal_note: text('internal_note'),
    order_currency_code: text('order_currency_code').notNull(),
    subtotal: real('subtotal').notNull(),
    discount_amount: real('discount_amount').notNull(),
    /** A discount for the whole document: its percentage of the lines after their discounts, and its amount. */
    document_discount_percent: real('document_discount_percent').notNull().default(0),
    document_discount_amount: real('document_discount_amount').notNull().default(0),
    shipping_amount: real('shipping_amount').notNull(),
    other_charges_amount: real('other_charges_amount').notNull(),
    tax_percent: real('tax_percent').notNull(),
    tax_title: text('tax_title'),
    tax_amount: real('tax_amount').notNull(),
    grand_total: real('grand_total').notNull(),
  },
  (t) => [
    uniqueIndex('sales_document_order_type_version').on(t.order_id, t.document_type, t.version),
    uniqueIndex('sales_document_increment_version').on(t.increment_id, t.version),
  ],
)

export const salesDocumentItem = sqliteTable(
  'sales_document_item',
  {
    entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
    parent_id: integer('parent_id')
      .notNull()
      .references(() => salesDocument.entity_id, { onDelete: 'cascade' }),
    order_item_id: integer('order_item_id')
      .notNull()
      .references(() => salesOrderItem.item_id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: real('qty').notNull(),
    /** How the line is counted: `piece`, or `coil` for welding-rod coils. */
    unit: text('unit', { enum: ['piece', 'coil'] }).notNull(),
    /** The price per piece of the order line (the list or tier price the cart charged). */
    original_price: real('original_price').notNull(),
    /** The price per piece the document states (the negotiated price). */
    price: real('price').notNull(),
    discount_percent: real('discount_percent').notNull(),
    discount_amount: real('discount_amount').notNull(),
    /** qty × price − discount_amount */
    row_total: real('row_total').notNull(),
    delivery_date: text('delivery_date'),
    /** An ISO week, `2026-W12`, where the company names a week instead of a day. */
    delivery_week: text('delivery_week'),
    /** A line cut to size: its pieces, what they were nested and priced by, and the figures (api/cut-list.ts). */
    cut_list: text('cut_list', { mode: 'json' }).$type<DocumentCutList>(),
  },
  (t) => [index('sales_document_item_parent').on(t.parent_id)],
)

/** A charge besides the lines and the freight (cutting, packaging, a small-quantity surcharge). */
export const salesDocumentCharge = sqliteTable(
  'sales_document_charge',
  {
    entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
    parent_id: integer('parent_id')
      .notNull()
      .references(() => salesDocument.entity_id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    amount: real('amount').notNull(),
  },
  (t) => [index('sales_document_charge_parent').on(t.parent_id)],
)

/** The last number given per document type and year (Magento's sales sequences, one per type). */
export const salesDocumentSequence = sqliteTable(
  'sales_document_sequence',
  {
    document_type: text('document_type', { enum: ['offer', 'confirmation'] }).notNull(),
    year: integer('year').notNull(),
    sequence_value: integer('sequence_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.document_type, t.year] })],
)
