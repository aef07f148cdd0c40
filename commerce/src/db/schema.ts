/**
 * D1 tables of the commerce backend, named after Magento's own tables so that a reader who knows Magento finds
 * their way. One source of truth: `npm run db:generate` turns changes here into a SQL migration in
 * commerce/migrations (drizzle-kit), which `wrangler d1 migrations apply` and the tests apply.
 *
 * Scope rule used throughout (as in Magento): values that differ per store view live in a side table keyed by
 * (entity, store_id); store_id 0 holds the default ("All Store Views") and a row for a concrete store view
 * overrides it column by column.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

// ---------------------------------------------------------------- store

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

// ---------------------------------------------------------------- directory

export const directoryCountry = sqliteTable('directory_country', {
  country_id: text('country_id').primaryKey(),
  iso2_code: text('iso2_code').notNull(),
  iso3_code: text('iso3_code').notNull(),
})

/** Country names per locale (Magento takes them from ICU at runtime; a Worker keeps them in the table). */
export const directoryCountryName = sqliteTable(
  'directory_country_name',
  {
    country_id: text('country_id')
      .notNull()
      .references(() => directoryCountry.country_id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country_id, t.locale] })],
)

export const directoryCountryRegion = sqliteTable(
  'directory_country_region',
  {
    region_id: integer('region_id').primaryKey(),
    country_id: text('country_id')
      .notNull()
      .references(() => directoryCountry.country_id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    default_name: text('default_name').notNull(),
  },
  (t) => [index('directory_country_region_country').on(t.country_id)],
)

export const directoryCountryRegionName = sqliteTable(
  'directory_country_region_name',
  {
    locale: text('locale').notNull(),
    region_id: integer('region_id')
      .notNull()
      .references(() => directoryCountryRegion.region_id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.region_id] })],
)

export const directoryCurrencyRate = sqliteTable(
  'directory_currency_rate',
  {
    currency_from: text('currency_from').notNull(),
    currency_to: text('currency_to').notNull(),
    rate: real('rate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency_from, t.currency_to] })],
)

// ---------------------------------------------------------------- cms

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

// ---------------------------------------------------------------- catalog: categories

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
