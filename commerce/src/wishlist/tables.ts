/**
 * Wishlists (Magento's Wishlist module, with Adobe Commerce's multiple wishlists): a customer's named lists and their
 * items. Times are UTC, Magento's format.
 */
import { sql } from 'drizzle-orm'
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { customerEntity } from '../customer/tables'
import { catalogProductEntity } from '../product/tables'

/**
 * `wishlist`: one of the customer's wishlists, the first (lowest id) being the default one; `name` and
 * `visibility` (0 private, 1 public) as Adobe Commerce's MultipleWishlist keeps them, the default list's name null
 * until the customer names it; `sharing_code` 32 characters.
 */
export const wishlist = sqliteTable(
  'wishlist',
  {
    wishlist_id: integer('wishlist_id').primaryKey({ autoIncrement: true }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customerEntity.entity_id, { onDelete: 'cascade' }),
    shared: integer('shared').notNull().default(0),
    sharing_code: text('sharing_code').notNull(),
    updated_at: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    name: text('name'),
    visibility: integer('visibility').notNull().default(0),
  },
  (t) => [index('wishlist_customer').on(t.customer_id)],
)

/**
 * `wishlist_item`: a product on a wishlist; for a configurable product `variant_id` is the chosen variant (Magento
 * keeps it in `wishlist_item_option`), 0 when none is chosen or the product is simple. One row per product, variant
 * and options key: adding it again adds to `qty`, as Magento's Wishlist::addNewItem does. `options_key` is '' for an
 * item without custom options; an item with custom options (a cut list) gets a key of its own, so every saved cut
 * list is an item of its own (Magento keys items by product and options).
 */
export const wishlistItem = sqliteTable(
  'wishlist_item',
  {
    wishlist_item_id: integer('wishlist_item_id').primaryKey({ autoIncrement: true }),
    wishlist_id: integer('wishlist_id')
      .notNull()
      .references(() => wishlist.wishlist_id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    variant_id: integer('variant_id').notNull().default(0),
    store_id: integer('store_id').notNull(),
    added_at: text('added_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    description: text('description'),
    qty: real('qty').notNull(),
    options_key: text('options_key').notNull().default(''),
  },
  (t) => [uniqueIndex('wishlist_item_product').on(t.wishlist_id, t.product_id, t.variant_id, t.options_key)],
)

/**
 * The custom options of a wishlist item (Magento's `wishlist_item_option`), kept as the cart keeps them in
 * `quote_item_option`: `option_ids` lists the product's option ids ("12,13,14"), `option_<id>` holds each one's
 * value (the entered text, or the chosen value's option_type_id).
 */
export const wishlistItemOption = sqliteTable(
  'wishlist_item_option',
  {
    option_id: integer('option_id').primaryKey({ autoIncrement: true }),
    wishlist_item_id: integer('wishlist_item_id')
      .notNull()
      .references(() => wishlistItem.wishlist_item_id, { onDelete: 'cascade' }),
    product_id: integer('product_id').notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('wishlist_item_option_code').on(t.wishlist_item_id, t.code)],
)
