/** The category tree and its store-view values (Magento's catalog categories). */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** The category tree. `path` is the chain of ids from the tree root ("1/2/3"); level 0 is Magento's "Root Catalog". */
export const catalogCategoryEntity = sqliteTable(
  'catalog_category_entity',
  {
    entity_id: integer('entity_id').primaryKey(),
    parent_id: integer('parent_id').notNull().default(0),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    level: integer('level').notNull().default(0),
    is_anchor: integer('is_anchor').notNull().default(1),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    updated_at: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [index('catalog_category_entity_parent').on(t.parent_id), index('catalog_category_entity_path').on(t.path)],
)

/** Store-view scoped category attributes; store_id 0 holds the defaults, NULL in a store row means "use default". */
export const catalogCategoryEntityStore = sqliteTable(
  'catalog_category_entity_store',
  {
    entity_id: integer('entity_id')
      .notNull()
      .references(() => catalogCategoryEntity.entity_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    name: text('name'),
    url_key: text('url_key'),
    url_path: text('url_path'),
    is_active: integer('is_active'),
    include_in_menu: integer('include_in_menu'),
    description: text('description'),
    display_mode: text('display_mode'),
    meta_title: text('meta_title'),
    meta_keywords: text('meta_keywords'),
    meta_description: text('meta_description'),
  },
  (t) => [
    primaryKey({ columns: [t.entity_id, t.store_id] }),
    index('catalog_category_entity_store_url_path').on(t.store_id, t.url_path),
  ],
)
