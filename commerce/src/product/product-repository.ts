/**
 * Products of one store view by id: the entity with its store-view values (default store 0, overridden by the
 * store's row), stock item, price index, category ids and tier prices, as one JSON statement for a whole page of
 * products (raw SQL: it is a piece the search, the sku lookup and the product links put into their own statements).
 * Product links (with the linked products' records) and configurable variants are loaded per batch of keys.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import { jsonValues, listParameter } from '../kernel/lists'
import {
  catalogCategoryProduct,
  type cataloginventoryStockItem,
  catalogProductEntity,
  type catalogProductEntityStore,
  type catalogProductEntityTierPrice,
  type catalogProductIndexPrice,
} from './tables'

type StoreValues = Omit<typeof catalogProductEntityStore.$inferSelect, 'entity_id' | 'store_id'>
type Stock = Pick<typeof cataloginventoryStockItem.$inferSelect, 'qty' | 'is_in_stock' | 'manage_stock' | 'backorders'>
type PriceIndex = Pick<typeof catalogProductIndexPrice.$inferSelect, 'final_price' | 'min_price' | 'max_price'>

/**
 * A product of the store view: its entity row with the store view's values, stock, price index and categories.
 * `backorders` is the item's own setting or, with use_config_backorders, the store's (Magento's
 * StockItem::getBackorders).
 */
export type ProductRecord = typeof catalogProductEntity.$inferSelect &
  StoreValues &
  Stock &
  PriceIndex & {
    __typename: 'SimpleProduct' | 'ConfigurableProduct'
    category_ids: number[]
    /** Every tier price of the product; tier-price.ts picks the customer group's. */
    tier_price_records: TierPriceRecord[]
  }

const STORE_VALUES = [
  'name',
  'url_key',
  'description',
  'short_description',
  'meta_title',
  'meta_keyword',
  'meta_description',
] as const

/** A product as resolvers see it; `route` adds the path it was found under. */
export type ProductSource = ProductRecord & { request_path?: string }

const jsonFields = (fields: [name: string, expression: string][]) =>
  fields.map(([name, expression]) => `'${name}', ${expression}`).join(', ')

/** A record as the statement reads it: the stock item's columns are null for a product without one. */
type RecordRow = Omit<ProductRecord, '__typename' | keyof Stock> & {
  [K in keyof Stock | 'use_config_backorders']: number | null
}

/**
 * SQL of the JSON array of product records in the store view (`store`: its bound parameter) of the products whose
 * ids `ids` selects, with their category ids and tier prices: a statement that finds products answers their
 * records along, so that resolving the products needs no further round trip.
 */
export function productRecordsJson(ids: string, store: string): string {
  const entity = Object.values(getTableColumns(catalogProductEntity)).map(
    (c) => [c.name, `e.${c.name}`] as [string, string],
  )
  const storeValues = STORE_VALUES.map((c) => [c, `coalesce(s.${c}, d.${c})`] as [string, string])
  const stock = ['qty', 'is_in_stock', 'manage_stock', 'backorders', 'use_config_backorders'].map(
    (c) => [c, `st.${c}`] as [string, string],
  )
  const prices = ['final_price', 'min_price', 'max_price'].map((c) => [c, `ip.${c}`] as [string, string])
  const tier = ['all_groups', 'customer_group_id', 'qty', 'value', 'percentage_value', 'website_id'].map(
    (c) => [c, `t.${c}`] as [string, string],
  )
  return `(SELECT json_group_array(json_object(${jsonFields([...entity, ...storeValues, ...stock, ...prices])},
      'category_ids', json((SELECT json_group_array(c.category_id ORDER BY c.category_id)
        FROM catalog_category_product c WHERE c.product_id = e.entity_id)),
      'tier_price_records', json((SELECT json_group_array(json_object(${jsonFields(tier)}) ORDER BY t.qty)
        FROM catalog_product_entity_tier_price t WHERE t.entity_id = e.entity_id))))
    FROM catalog_product_entity e
    JOIN catalog_product_index_price ip ON ip.entity_id = e.entity_id
    LEFT JOIN cataloginventory_stock_item st ON st.product_id = e.entity_id
    LEFT JOIN catalog_product_entity_store d ON d.entity_id = e.entity_id AND d.store_id = 0
    LEFT JOIN catalog_product_entity_store s ON s.entity_id = e.entity_id AND s.store_id = ${store}
    WHERE e.entity_id IN (${ids}))`
}

/** The records of a productRecordsJson answer by id; a product without a stock item counts as managed, none in stock. */
export function productRecords(json: string | null | undefined, configBackorders: number): Map<number, ProductRecord> {
  const out = new Map<number, ProductRecord>()
  for (const row of JSON.parse(json ?? '[]') as RecordRow[]) {
    out.set(row.entity_id, {
      ...row,
      __typename: row.type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct',
      qty: row.qty ?? 0,
      is_in_stock: row.is_in_stock ?? 0,
      manage_stock: row.manage_stock ?? 1,
      backorders: (row.use_config_backorders ?? 1) === 1 ? configBackorders : (row.backorders ?? 0),
    })
  }
  return out
}

export async function loadProducts(
  db: Database,
  storeId: number,
  ids: number[],
  configBackorders: number,
): Promise<Map<number, ProductRecord>> {
  const row = await db.$client
    .prepare(`SELECT ${productRecordsJson(jsonValues('?2'), '?1')} AS records`)
    .bind(storeId, listParameter(ids))
    .first<{ records: string }>()
  return productRecords(row?.records, configBackorders)
}

export type TierPriceRecord = Pick<
  typeof catalogProductEntityTierPrice.$inferSelect,
  'all_groups' | 'customer_group_id' | 'qty' | 'value' | 'percentage_value' | 'website_id'
>

export type ProductLinks = { related: number[]; upsell: number[] }

/**
 * Magento's link types (1 = related, 4 = up-sell) of the products, ordered by position, with the records of the
 * linked products in the store view: one statement, as the search answers its page's records along.
 */
export async function loadProductLinks(
  db: Database,
  storeId: number,
  ids: number[],
  configBackorders: number,
): Promise<{ links: Map<number, ProductLinks>; linked: Map<number, ProductRecord> }> {
  const row = await db.$client
    .prepare(
      `WITH links AS (SELECT product_id, linked_product_id, link_type_id, position FROM catalog_product_link
         WHERE product_id IN (${jsonValues('?2')}) AND link_type_id IN (1, 4))
       SELECT (SELECT json_group_array(json_array(product_id, linked_product_id, link_type_id)
           ORDER BY product_id, link_type_id, position) FROM links) AS links,
         ${productRecordsJson('SELECT linked_product_id FROM links', '?1')} AS records`,
    )
    .bind(storeId, listParameter(ids))
    .first<{ links: string; records: string }>()
  const links = new Map<number, ProductLinks>(ids.map((id) => [id, { related: [], upsell: [] }]))
  for (const [id, linked, type] of JSON.parse(row?.links ?? '[]') as [number, number, number][]) {
    links.get(id)?.[type === 1 ? 'related' : 'upsell'].push(linked)
  }
  return { links, linked: productRecords(row?.records, configBackorders) }
}

export type ConfigurableStructure = { attribute_ids: number[]; variant_ids: number[] }

/**
 * SQL of a JSON object of the super attributes and variants of the configurable products among the ids that `ids`
 * selects: pairs [product, attribute] in the product's attribute order and [product, variant] by variant id. A piece
 * like productRecordsJson: the search puts it into its own statement for the page's configurable products.
 */
export function configurableStructuresJson(ids: string): string {
  return `json_object(
    'attributes', json((SELECT json_group_array(json_array(a.product_id, a.attribute_id) ORDER BY a.product_id, a.position)
      FROM catalog_product_super_attribute a WHERE a.product_id IN (${ids}))),
    'variants', json((SELECT json_group_array(json_array(l.parent_id, l.product_id) ORDER BY l.parent_id, l.product_id)
      FROM catalog_product_super_link l WHERE l.parent_id IN (${ids}))))`
}

/** SQL selecting the variant ids of the configurable products among the ids that `ids` selects. */
export const variantIdsOf = (ids: string) =>
  `SELECT product_id FROM catalog_product_super_link WHERE parent_id IN (${ids})`

/** The structures of a configurableStructuresJson answer, one for each of `ids` (empty for a simple product). */
export function configurableStructures(
  json: string | null | undefined,
  ids: number[],
): Map<number, ConfigurableStructure> {
  const pairs = JSON.parse(json ?? '{}') as { attributes?: [number, number][]; variants?: [number, number][] }
  const out = new Map<number, ConfigurableStructure>(ids.map((id) => [id, { attribute_ids: [], variant_ids: [] }]))
  for (const [id, attribute] of pairs.attributes ?? []) out.get(id)?.attribute_ids.push(attribute)
  for (const [id, variant] of pairs.variants ?? []) out.get(id)?.variant_ids.push(variant)
  return out
}

/** The super attributes and variant ids of configurable products. */
export async function loadConfigurables(db: Database, ids: number[]): Promise<Map<number, ConfigurableStructure>> {
  const row = await db.$client
    .prepare(`SELECT ${configurableStructuresJson(jsonValues('?1'))} AS structures`)
    .bind(listParameter(ids))
    .first<{ structures: string }>()
  return configurableStructures(row?.structures, ids)
}

export type SkuRecord = Pick<ProductRecord, 'entity_id' | 'sku' | 'type_id'> & { parent_id: number | null }

/** The products of the skus (a JSON array of text bound as `skus`), exact match. */
const bySku = (skus: string) => `SELECT entity_id FROM catalog_product_entity WHERE sku IN (${jsonValues(skus)})`

export type FoundSkus = { skus: Map<string, SkuRecord>; products: Map<number, ProductRecord> }

/**
 * The statement of products by sku (exact match), with the configurable product a variant belongs to, and the
 * records of those products in the store view (a sku is looked up to be used: added to a cart or a wishlist).
 */
export function skusStatement(db: Database, storeId: number, skus: string[]): D1PreparedStatement {
  return db.$client
    .prepare(
      `SELECT (SELECT json_group_array(json_object('entity_id', e.entity_id, 'sku', e.sku, 'type_id', e.type_id,
          'parent_id', l.parent_id))
        FROM catalog_product_entity e LEFT JOIN catalog_product_super_link l ON l.product_id = e.entity_id
        WHERE e.entity_id IN (${bySku('?2')})) AS skus,
      ${productRecordsJson(bySku('?2'), '?1')} AS records`,
    )
    .bind(storeId, listParameter(skus))
}

/** What skusStatement found. */
export function foundSkus(row: { skus: string; records: string } | null, configBackorders: number): FoundSkus {
  const rows = JSON.parse(row?.skus ?? '[]') as SkuRecord[]
  return { skus: new Map(rows.map((r) => [r.sku, r])), products: productRecords(row?.records, configBackorders) }
}

/**
 * The visible product whose url key in the store view is `urlKey` (a store value overrides the default one), with its
 * record: one statement, so that a product page's route costs one round trip.
 */
export async function findProductByUrlKey(
  db: Database,
  storeId: number,
  urlKey: string,
  configBackorders: number,
): Promise<ProductRecord | undefined> {
  const idOfUrlKey = `SELECT ue.entity_id FROM catalog_product_entity_store uv
    JOIN catalog_product_entity ue ON ue.entity_id = uv.entity_id AND ue.visibility = 4
    LEFT JOIN catalog_product_entity_store ud ON ud.entity_id = ue.entity_id AND ud.store_id = 0
    LEFT JOIN catalog_product_entity_store us ON us.entity_id = ue.entity_id AND us.store_id = ?1
    WHERE uv.url_key = ?2 AND uv.store_id IN (0, ?1) AND coalesce(us.url_key, ud.url_key) = ?2 LIMIT 1`
  const row = await db.$client
    .prepare(`SELECT ${productRecordsJson(idOfUrlKey, '?1')} AS records`)
    .bind(storeId, urlKey)
    .first<{ records: string }>()
  const [product] = productRecords(row?.records, configBackorders).values()
  return product
}

/** Visible products (visibility 4) assigned to each category. */
export async function loadCategoryProductCounts(db: Database): Promise<Map<number, number>> {
  const c = catalogCategoryProduct
  const e = catalogProductEntity
  const rows = await db
    .select({ category_id: c.category_id, count: sql<number>`count(*)` })
    .from(c)
    .innerJoin(e, and(eq(e.entity_id, c.product_id), eq(e.visibility, 4)))
    .groupBy(c.category_id)
  return new Map(rows.map((r) => [r.category_id, r.count]))
}
