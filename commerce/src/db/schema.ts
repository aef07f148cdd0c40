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

// ---------------------------------------------------------------- catalog: attributes

/**
 * Product attributes (Magento's `eav_attribute` + `catalog_eav_attribute` flags). Values of the shop's attributes
 * live in columns of `catalog_product_entity` (like Magento's flat product index), so the table describes them:
 * `select` attributes hold an option id, `decimal` ones a number, `int` ones a count.
 */
export const eavAttribute = sqliteTable('eav_attribute', {
  attribute_id: integer('attribute_id').primaryKey(),
  attribute_code: text('attribute_code').notNull().unique(),
  frontend_input: text('frontend_input', { enum: ['select', 'text', 'price', 'weight'] }).notNull(),
  backend_type: text('backend_type', { enum: ['int', 'decimal', 'varchar'] }).notNull(),
  position: integer('position').notNull().default(0),
  is_filterable: integer('is_filterable').notNull().default(0),
  is_searchable: integer('is_searchable').notNull().default(0),
  is_comparable: integer('is_comparable').notNull().default(0),
  is_visible_on_front: integer('is_visible_on_front').notNull().default(0),
  used_in_product_listing: integer('used_in_product_listing').notNull().default(0),
})

/** Store-view labels of an attribute; store 0 is the default label. */
export const eavAttributeLabel = sqliteTable(
  'eav_attribute_label',
  {
    attribute_id: integer('attribute_id')
      .notNull()
      .references(() => eavAttribute.attribute_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attribute_id, t.store_id] })],
)

/** Options of select attributes; `swatch_value` is the colour swatch (Magento's `eav_attribute_option_swatch`). */
export const eavAttributeOption = sqliteTable(
  'eav_attribute_option',
  {
    option_id: integer('option_id').primaryKey(),
    attribute_id: integer('attribute_id')
      .notNull()
      .references(() => eavAttribute.attribute_id, { onDelete: 'cascade' }),
    sort_order: integer('sort_order').notNull().default(0),
    swatch_value: text('swatch_value'),
  },
  (t) => [index('eav_attribute_option_attribute').on(t.attribute_id)],
)

export const eavAttributeOptionValue = sqliteTable(
  'eav_attribute_option_value',
  {
    option_id: integer('option_id')
      .notNull()
      .references(() => eavAttributeOption.option_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.option_id, t.store_id] })],
)

// ---------------------------------------------------------------- catalog: products

/**
 * Products with their global attributes. Visibility as Magento's: 1 = not visible individually (variants of a
 * configurable product), 4 = catalog and search. `position` is the product's place in the stock list (the default
 * sort order). Dimensions in mm, `weight` (Magento's system attribute) is the weight per piece in kg.
 */
export const catalogProductEntity = sqliteTable(
  'catalog_product_entity',
  {
    entity_id: integer('entity_id').primaryKey(),
    type_id: text('type_id', { enum: ['simple', 'configurable'] }).notNull(),
    sku: text('sku').notNull().unique(),
    visibility: integer('visibility').notNull().default(4),
    position: integer('position').notNull().default(0),
    price: real('price').notNull(),
    special_price: real('special_price'),
    material: integer('material'),
    color: integer('color'),
    length: real('length'),
    width: real('width'),
    strength: real('strength'),
    packaging_unit: integer('packaging_unit'),
    pieces_per_pallet: integer('pieces_per_pallet'),
    weight: real('weight'),
    total_weight: real('total_weight'),
    delivery_time: integer('delivery_time'),
  },
  (t) => [
    index('catalog_product_entity_visibility_position').on(t.visibility, t.position),
    index('catalog_product_entity_material').on(t.material),
    index('catalog_product_entity_color').on(t.color),
    index('catalog_product_entity_strength').on(t.strength),
  ],
)

/** Store-view scoped product values; store 0 holds the defaults (German), NULL in a store row means "use default". */
export const catalogProductEntityStore = sqliteTable(
  'catalog_product_entity_store',
  {
    entity_id: integer('entity_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    name: text('name'),
    url_key: text('url_key'),
    description: text('description'),
    short_description: text('short_description'),
    meta_title: text('meta_title'),
    meta_keyword: text('meta_keyword'),
    meta_description: text('meta_description'),
  },
  (t) => [
    primaryKey({ columns: [t.entity_id, t.store_id] }),
    index('catalog_product_entity_store_url_key').on(t.store_id, t.url_key),
    index('catalog_product_entity_store_name').on(t.store_id, t.name),
  ],
)

/** Stock per product (Magento's `cataloginventory_stock_item`); manage_stock 0 = made to order ("upon request"). */
export const cataloginventoryStockItem = sqliteTable('cataloginventory_stock_item', {
  product_id: integer('product_id')
    .primaryKey()
    .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
  qty: real('qty').notNull().default(0),
  is_in_stock: integer('is_in_stock').notNull().default(0),
  manage_stock: integer('manage_stock').notNull().default(1),
})

/**
 * Price index (Magento's `catalog_product_index_price`): final price = special price when lower; a configurable
 * product's min/max are over its variants. Listing filters and sorts read this table.
 */
export const catalogProductIndexPrice = sqliteTable(
  'catalog_product_index_price',
  {
    entity_id: integer('entity_id')
      .primaryKey()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    price: real('price').notNull(),
    final_price: real('final_price').notNull(),
    min_price: real('min_price').notNull(),
    max_price: real('max_price').notNull(),
  },
  (t) => [index('catalog_product_index_price_min_price').on(t.min_price)],
)

/** Product ↔ category assignment with the product's position in the category. */
export const catalogCategoryProduct = sqliteTable(
  'catalog_category_product',
  {
    category_id: integer('category_id')
      .notNull()
      .references(() => catalogCategoryEntity.entity_id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.category_id, t.product_id] }),
    index('catalog_category_product_product').on(t.product_id),
  ],
)

/** The attributes a configurable product's variants differ by. */
export const catalogProductSuperAttribute = sqliteTable(
  'catalog_product_super_attribute',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    attribute_id: integer('attribute_id')
      .notNull()
      .references(() => eavAttribute.attribute_id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.attribute_id] })],
)

/** Variant (product_id) → configurable product (parent_id). */
export const catalogProductSuperLink = sqliteTable(
  'catalog_product_super_link',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.parent_id] }),
    index('catalog_product_super_link_parent').on(t.parent_id),
  ],
)

/** Product links; link_type_id as Magento's: 1 = related, 4 = up-sell. */
export const catalogProductLink = sqliteTable(
  'catalog_product_link',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    linked_product_id: integer('linked_product_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    link_type_id: integer('link_type_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.link_type_id, t.linked_product_id] })],
)

// ---------------------------------------------------------------- tax

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

// ---------------------------------------------------------------- sales rules (cart price rules)

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

// ---------------------------------------------------------------- quote (carts)

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
 * Cart lines. One row per (cart, product, variant): `product_id` is the simple or configurable product the shopper
 * chose, `variant_id` the configurable product's chosen variant (0 for simple products; Magento keeps a child item
 * row instead). The unique key lets an add be one atomic upsert that sums quantities.
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
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    updated_at: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [uniqueIndex('quote_item_line').on(t.quote_id, t.product_id, t.variant_id)],
)

// ---------------------------------------------------------------- reviews

/**
 * Rating criteria (Magento's `rating`, entity 1 = product). The shop has one, "Rating"; `rating_code` is the name
 * the storefront sees in `ratings_breakdown`.
 */
export const rating = sqliteTable('rating', {
  rating_id: integer('rating_id').primaryKey(),
  rating_code: text('rating_code').notNull().unique(),
  position: integer('position').notNull().default(0),
  is_active: integer('is_active').notNull().default(1),
})

/**
 * Product reviews (Magento's `review`, entity 1 = product): `entity_pk_value` is the product id; `status_id`
 * 1 = approved, 2 = pending, 3 = not approved — only approved reviews are shown or counted.
 */
export const review = sqliteTable(
  'review',
  {
    review_id: integer('review_id').primaryKey(),
    created_at: text('created_at').notNull(),
    entity_pk_value: integer('entity_pk_value')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    status_id: integer('status_id').notNull().default(2),
  },
  (t) => [index('review_product_status').on(t.entity_pk_value, t.status_id)],
)

/**
 * The review's texts and author (Magento's `review_detail`); `store_id` is the store view the review was written in
 * and shows in (Magento keeps the visibility in `review_store`; here a review shows in the store view it was
 * written for).
 */
export const reviewDetail = sqliteTable(
  'review_detail',
  {
    detail_id: integer('detail_id').primaryKey(),
    review_id: integer('review_id')
      .notNull()
      .unique()
      .references(() => review.review_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    nickname: text('nickname').notNull(),
  },
  (t) => [index('review_detail_store').on(t.store_id)],
)

/** The votes of a review (Magento's `rating_option_vote`): `value` 1–5 per rating, `percent` = value × 20. */
export const ratingOptionVote = sqliteTable(
  'rating_option_vote',
  {
    vote_id: integer('vote_id').primaryKey(),
    review_id: integer('review_id')
      .notNull()
      .references(() => review.review_id, { onDelete: 'cascade' }),
    rating_id: integer('rating_id')
      .notNull()
      .references(() => rating.rating_id),
    entity_pk_value: integer('entity_pk_value').notNull(),
    value: integer('value').notNull(),
    percent: integer('percent').notNull(),
  },
  (t) => [uniqueIndex('rating_option_vote_review_rating').on(t.review_id, t.rating_id)],
)
