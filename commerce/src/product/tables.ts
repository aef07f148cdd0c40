/**
 * Products: attributes (EAV metadata), entities with store-view values, stock, price index, category assignment,
 * configurable structure and links.
 */
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { catalogCategoryEntity } from '../catalog/tables'

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
  /** 1 = listings may be sorted by it: a field of ProductAttributeSortInput and an option of `sort_fields`. */
  used_for_sort_by: integer('used_for_sort_by').notNull().default(0),
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
    diameter: real('diameter'),
    packaging_unit: integer('packaging_unit'),
    pieces_per_pallet: integer('pieces_per_pallet'),
    weight: real('weight'),
    total_weight: real('total_weight'),
    delivery_time: integer('delivery_time'),
    /** 1 = no longer made: not salable, its page names `successor_sku` (the item replacing it) or the sales team. */
    discontinued: integer('discontinued').notNull().default(0),
    successor_sku: text('successor_sku'),
  },
  (t) => [
    index('catalog_product_entity_visibility_position').on(t.visibility, t.position),
    index('catalog_product_entity_material').on(t.material),
    index('catalog_product_entity_color').on(t.color),
    index('catalog_product_entity_strength').on(t.strength),
    index('catalog_product_entity_diameter').on(t.diameter),
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

/**
 * Stock per product (Magento's `cataloginventory_stock_item`); manage_stock 0 = made to order ("upon request").
 * `backorders` as Magento's: 0 = no, 1 = allow, 2 = allow and notify the customer; with `use_config_backorders` 1
 * the store's `cataloginventory/item_options/backorders` decides instead.
 */
export const cataloginventoryStockItem = sqliteTable('cataloginventory_stock_item', {
  product_id: integer('product_id')
    .primaryKey()
    .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
  qty: real('qty').notNull().default(0),
  is_in_stock: integer('is_in_stock').notNull().default(0),
  manage_stock: integer('manage_stock').notNull().default(1),
  backorders: integer('backorders').notNull().default(0),
  use_config_backorders: integer('use_config_backorders').notNull().default(1),
})

/**
 * Tier prices (Magento's `catalog_product_entity_tier_price`): from `qty` pieces the price per piece is `value`,
 * or the product's price less `percentage_value` %. `all_groups` 1 = every customer group, else only
 * `customer_group_id`; website 0 = every website.
 */
export const catalogProductEntityTierPrice = sqliteTable(
  'catalog_product_entity_tier_price',
  {
    value_id: integer('value_id').primaryKey({ autoIncrement: true }),
    entity_id: integer('entity_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    all_groups: integer('all_groups').notNull().default(1),
    customer_group_id: integer('customer_group_id').notNull().default(0),
    qty: real('qty').notNull().default(1),
    value: real('value').notNull().default(0),
    percentage_value: real('percentage_value'),
    website_id: integer('website_id').notNull().default(0),
  },
  (t) => [
    uniqueIndex('catalog_product_entity_tier_price_unique').on(
      t.entity_id,
      t.all_groups,
      t.customer_group_id,
      t.qty,
      t.website_id,
    ),
  ],
)

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

/**
 * Search synonyms (Magento's `search_synonyms`, Marketing › SEO & Search › Search Synonyms): a comma-separated group
 * of words and phrases that find each other in the quick search. store_id 0 and website_id 0: every store view.
 */
export const searchSynonyms = sqliteTable(
  'search_synonyms',
  {
    group_id: integer('group_id').primaryKey({ autoIncrement: true }),
    synonyms: text('synonyms').notNull(),
    store_id: integer('store_id').notNull().default(0),
    website_id: integer('website_id').notNull().default(0),
  },
  (t) => [index('search_synonyms_store_id').on(t.store_id)],
)

/**
 * Custom options of a product (Magento's `catalog_product_option`): `area` a text the buyer enters (the cut list),
 * `drop_down` and `radio` a choice among the option's values. `sku` names what the option is for (`cut_list`,
 * `edge`, `offcut`), as Magento appends an option's sku to the item's.
 */
export const catalogProductOption = sqliteTable(
  'catalog_product_option',
  {
    option_id: integer('option_id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['area', 'drop_down', 'radio'] }).notNull(),
    is_require: integer('is_require').notNull().default(0),
    sku: text('sku'),
    max_characters: integer('max_characters'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('catalog_product_option_product').on(t.product_id)],
)

/** Store-view titles of an option; store 0 holds the default. */
export const catalogProductOptionTitle = sqliteTable(
  'catalog_product_option_title',
  {
    option_id: integer('option_id')
      .notNull()
      .references(() => catalogProductOption.option_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.option_id, t.store_id] })],
)

/** The price of a text option (area, field), by store view; store 0 holds the default. */
export const catalogProductOptionPrice = sqliteTable(
  'catalog_product_option_price',
  {
    option_id: integer('option_id')
      .notNull()
      .references(() => catalogProductOption.option_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    price: real('price').notNull().default(0),
    price_type: text('price_type', { enum: ['fixed', 'percent'] })
      .notNull()
      .default('fixed'),
  },
  (t) => [primaryKey({ columns: [t.option_id, t.store_id] })],
)

/** The values of a choice option (Magento's `catalog_product_option_type_value`). */
export const catalogProductOptionTypeValue = sqliteTable(
  'catalog_product_option_type_value',
  {
    option_type_id: integer('option_type_id').primaryKey(),
    option_id: integer('option_id')
      .notNull()
      .references(() => catalogProductOption.option_id, { onDelete: 'cascade' }),
    sku: text('sku'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('catalog_product_option_type_value_option').on(t.option_id)],
)

/** Store-view titles of an option's value; store 0 holds the default. */
export const catalogProductOptionTypeTitle = sqliteTable(
  'catalog_product_option_type_title',
  {
    option_type_id: integer('option_type_id')
      .notNull()
      .references(() => catalogProductOptionTypeValue.option_type_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.option_type_id, t.store_id] })],
)

/** The price of an option's value, by store view; store 0 holds the default (none: the value costs nothing). */
export const catalogProductOptionTypePrice = sqliteTable(
  'catalog_product_option_type_price',
  {
    option_type_id: integer('option_type_id')
      .notNull()
      .references(() => catalogProductOptionTypeValue.option_type_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    price: real('price').notNull().default(0),
    price_type: text('price_type', { enum: ['fixed', 'percent'] })
      .notNull()
      .default('fixed'),
  },
  (t) => [primaryKey({ columns: [t.option_type_id, t.store_id] })],
)
