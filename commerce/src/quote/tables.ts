/** Carts and their lines, with the cart price rules and tax rates the cart's prices come from. */
import { sql } from 'drizzle-orm'
import { integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { catalogProductEntity } from '../product/tables'

/** Tax rates (Magento's `tax_calculation_rate`); `rate` in percent. The cart uses the rate of `tax/defaults/country`. */
export const taxCalculationRate = sqliteTable('tax_calculation_rate', {
  tax_calculation_rate_id: integer('tax_calculation_rate_id').primaryKey(),
  tax_country_id: text('tax_country_id').notNull().unique(),
  code: text('code').notNull(),
  rate: real('rate').notNull(),
})

/** Store-view titles of a tax rate (the label of `applied_taxes`); store 0 holds the default. */
export const taxCalculationRateTitle = sqliteTable(
  'tax_calculation_rate_title',
  {
    tax_calculation_rate_id: integer('tax_calculation_rate_id')
      .notNull()
      .references(() => taxCalculationRate.tax_calculation_rate_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tax_calculation_rate_id, t.store_id] })],
)

/**
 * Cart price rules (Magento's `salesrule`), all with a coupon: `by_percent` takes `discount_amount` percent of each
 * row, `cart_fixed` takes `discount_amount` EUR off the whole cart. Dates are days in the store's time zone.
 */
export const salesrule = sqliteTable('salesrule', {
  rule_id: integer('rule_id').primaryKey(),
  name: text('name').notNull(),
  is_active: integer('is_active').notNull().default(1),
  from_date: text('from_date'),
  to_date: text('to_date'),
  simple_action: text('simple_action', { enum: ['by_percent', 'cart_fixed'] }).notNull(),
  discount_amount: real('discount_amount').notNull(),
})

/** Store-view labels of a rule (the discount's label); store 0 holds the default. */
export const salesruleLabel = sqliteTable(
  'salesrule_label',
  {
    rule_id: integer('rule_id')
      .notNull()
      .references(() => salesrule.rule_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rule_id, t.store_id] })],
)

/** Coupon codes of the rules; matched case-insensitively, as in Magento (MySQL collation). */
export const salesruleCoupon = sqliteTable('salesrule_coupon', {
  coupon_id: integer('coupon_id').primaryKey(),
  rule_id: integer('rule_id')
    .notNull()
    .references(() => salesrule.rule_id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
})

/**
 * Carts (Magento's `quote`). `masked_id` is the 32-character cart id the storefront sees (Magento keeps it in
 * `quote_id_mask`; one row per cart, so it lives here). Guests have no customer and group 0 (NOT LOGGED IN).
 * No totals are stored: they are computed from the items on every read, so concurrent writes cannot leave them stale.
 */
export const quote = sqliteTable('quote', {
  entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
  masked_id: text('masked_id').notNull().unique(),
  store_id: integer('store_id').notNull(),
  customer_id: integer('customer_id'),
  customer_group_id: integer('customer_group_id').notNull().default(0),
  is_active: integer('is_active').notNull().default(1),
  coupon_code: text('coupon_code'),
  created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  updated_at: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
})

/**
 * Cart lines. One row per (cart, product, variant, options key): `product_id` is the simple or configurable product
 * the shopper chose, `variant_id` the configurable product's chosen variant (0 for simple products; Magento keeps a
 * child item row instead). `options_key` is '' for a line without custom options, so adds of the same product sum
 * up in one atomic upsert; a line with custom options (a cut list) gets a key of its own, so every cut list is a
 * line of its own.
 */
export const quoteItem = sqliteTable(
  'quote_item',
  {
    item_id: integer('item_id').primaryKey({ autoIncrement: true }),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quote.entity_id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    variant_id: integer('variant_id').notNull().default(0),
    qty: real('qty').notNull(),
    options_key: text('options_key').notNull().default(''),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    updated_at: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [uniqueIndex('quote_item_line').on(t.quote_id, t.product_id, t.variant_id, t.options_key)],
)

/**
 * The custom options of a cart line (Magento's `quote_item_option`): `option_ids` lists the product's option ids
 * the line has ("12,13,14"), `option_<id>` holds each one's value (the entered text, or the chosen value's
 * option_type_id).
 */
export const quoteItemOption = sqliteTable(
  'quote_item_option',
  {
    option_id: integer('option_id').primaryKey({ autoIncrement: true }),
    item_id: integer('item_id')
      .notNull()
      .references(() => quoteItem.item_id, { onDelete: 'cascade' }),
    product_id: integer('product_id').notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('quote_item_option_code').on(t.item_id, t.code)],
)
