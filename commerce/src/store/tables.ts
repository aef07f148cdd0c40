/** Websites, store groups and store views, and configuration by scope (Magento's Store module). */
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

export const storeWebsite = sqliteTable('store_website', {
  website_id: integer('website_id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  default_group_id: integer('default_group_id').notNull(),
  is_default: integer('is_default').notNull().default(0),
})

export const storeGroup = sqliteTable('store_group', {
  group_id: integer('group_id').primaryKey(),
  website_id: integer('website_id')
    .notNull()
    .references(() => storeWebsite.website_id),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  root_category_id: integer('root_category_id').notNull(),
  default_store_id: integer('default_store_id').notNull(),
})

export const store = sqliteTable('store', {
  store_id: integer('store_id').primaryKey(),
  code: text('code').notNull().unique(),
  website_id: integer('website_id')
    .notNull()
    .references(() => storeWebsite.website_id),
  group_id: integer('group_id')
    .notNull()
    .references(() => storeGroup.group_id),
  name: text('name').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  is_active: integer('is_active').notNull().default(1),
})

/** Configuration values by path, Magento's `core_config_data`: scope `default` (scope_id 0), `websites` or `stores`. */
export const coreConfigData = sqliteTable(
  'core_config_data',
  {
    config_id: integer('config_id').primaryKey({ autoIncrement: true }),
    scope: text('scope', { enum: ['default', 'websites', 'stores'] })
      .notNull()
      .default('default'),
    scope_id: integer('scope_id').notNull().default(0),
    path: text('path').notNull(),
    value: text('value'),
  },
  (t) => [uniqueIndex('core_config_data_scope_path').on(t.scope, t.scope_id, t.path)],
)
