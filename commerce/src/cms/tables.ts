/** CMS pages and blocks with the store views they are shown in (Magento's Cms module). */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

export const cmsPage = sqliteTable(
  'cms_page',
  {
    page_id: integer('page_id').primaryKey(),
    identifier: text('identifier').notNull(),
    title: text('title'),
    page_layout: text('page_layout'),
    meta_title: text('meta_title'),
    meta_keywords: text('meta_keywords'),
    meta_description: text('meta_description'),
    content_heading: text('content_heading'),
    content: text('content'),
    is_active: integer('is_active').notNull().default(1),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    updated_at: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [index('cms_page_identifier').on(t.identifier)],
)

/** Store views a page is shown in; store_id 0 = all store views. */
export const cmsPageStore = sqliteTable(
  'cms_page_store',
  {
    page_id: integer('page_id')
      .notNull()
      .references(() => cmsPage.page_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.page_id, t.store_id] }), index('cms_page_store_store').on(t.store_id)],
)

export const cmsBlock = sqliteTable(
  'cms_block',
  {
    block_id: integer('block_id').primaryKey(),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    content: text('content'),
    is_active: integer('is_active').notNull().default(1),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    updated_at: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [index('cms_block_identifier').on(t.identifier)],
)

export const cmsBlockStore = sqliteTable(
  'cms_block_store',
  {
    block_id: integer('block_id')
      .notNull()
      .references(() => cmsBlock.block_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.block_id, t.store_id] }), index('cms_block_store_store').on(t.store_id)],
)
