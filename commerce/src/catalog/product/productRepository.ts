/**
 * Products of one store view by id: the entity with its store-view values (default store 0, overridden by the
 * store's row), stock item, price index and category ids, in one D1 batch for a whole page of products.
 * Product links and configurable variants are loaded the same way, per batch of parents.
 */
import type { Database } from '../../db/client'

export type ProductRecord = {
  __typename: 'SimpleProduct' | 'ConfigurableProduct'
  entity_id: number
  type_id: 'simple' | 'configurable'
  sku: string
  visibility: number
  price: number
  special_price: number | null
  material: number | null
  color: number | null
  length: number | null
  width: number | null
  strength: number | null
  packaging_unit: number | null
  pieces_per_pallet: number | null
  weight: number | null
  total_weight: number | null
  delivery_time: number | null
  name: string | null
  url_key: string | null
  description: string | null
  short_description: string | null
  meta_title: string | null
  meta_keyword: string | null
  meta_description: string | null
  qty: number
  is_in_stock: number
  manage_stock: number
  final_price: number
  min_price: number
  max_price: number
  category_ids: number[]
}

/** Ids are numbers checked by the caller; they go into the SQL as literals (D1 allows 100 bound parameters). */
const idList = (ids: number[]) => ids.filter(Number.isInteger).join(', ') || 'NULL'

const STORE_VALUES = ['name', 'url_key', 'description', 'short_description', 'meta_title', 'meta_keyword']
  .concat('meta_description')
  .map((c) => `coalesce(s.${c}, d.${c}) AS ${c}`)
  .join(', ')

export async function loadProducts(db: Database, storeId: number, ids: number[]): Promise<Map<number, ProductRecord>> {
  const d1 = db.$client
  const list = idList(ids)
  const [rows, categories] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(
        `SELECT e.*, ${STORE_VALUES}, st.qty, st.is_in_stock, st.manage_stock,
           ip.final_price, ip.min_price, ip.max_price
         FROM catalog_product_entity e
         JOIN catalog_product_index_price ip ON ip.entity_id = e.entity_id
         LEFT JOIN cataloginventory_stock_item st ON st.product_id = e.entity_id
         LEFT JOIN catalog_product_entity_store d ON d.entity_id = e.entity_id AND d.store_id = 0
         LEFT JOIN catalog_product_entity_store s ON s.entity_id = e.entity_id AND s.store_id = ?1
         WHERE e.entity_id IN (${list})`,
      )
      .bind(storeId),
    d1.prepare(
      `SELECT product_id, category_id FROM catalog_category_product WHERE product_id IN (${list})
       ORDER BY product_id, category_id`,
    ),
  ])
  const categoryIds = new Map<number, number[]>()
  for (const r of (categories?.results ?? []) as { product_id: number; category_id: number }[]) {
    categoryIds.set(r.product_id, [...(categoryIds.get(r.product_id) ?? []), r.category_id])
  }
  const out = new Map<number, ProductRecord>()
  for (const row of (rows?.results ?? []) as Omit<ProductRecord, '__typename' | 'category_ids'>[]) {
    out.set(row.entity_id, {
      ...row,
      __typename: row.type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct',
      qty: row.qty ?? 0,
      is_in_stock: row.is_in_stock ?? 0,
      manage_stock: row.manage_stock ?? 1,
      category_ids: categoryIds.get(row.entity_id) ?? [],
    })
  }
  return out
}

export type ProductLinks = { related: number[]; upsell: number[] }

/** Magento's link types: 1 = related, 4 = up-sell; ordered by position. */
export async function loadProductLinks(db: Database, ids: number[]): Promise<Map<number, ProductLinks>> {
  const { results } = await db.$client
    .prepare(
      `SELECT product_id, linked_product_id, link_type_id FROM catalog_product_link
       WHERE product_id IN (${idList(ids)}) AND link_type_id IN (1, 4) ORDER BY product_id, link_type_id, position`,
    )
    .all<{ product_id: number; linked_product_id: number; link_type_id: number }>()
  const out = new Map<number, ProductLinks>(ids.map((id) => [id, { related: [], upsell: [] }]))
  for (const r of results)
    out.get(r.product_id)?.[r.link_type_id === 1 ? 'related' : 'upsell'].push(r.linked_product_id)
  return out
}

export type ConfigurableStructure = { attribute_ids: number[]; variant_ids: number[] }

/** The super attributes and variant ids of configurable products. */
export async function loadConfigurables(db: Database, ids: number[]): Promise<Map<number, ConfigurableStructure>> {
  const d1 = db.$client
  const list = idList(ids)
  const [attributes, links] = await d1.batch<{ id: number; child: number }>([
    d1.prepare(
      `SELECT product_id AS id, attribute_id AS child FROM catalog_product_super_attribute
       WHERE product_id IN (${list}) ORDER BY product_id, position`,
    ),
    d1.prepare(
      `SELECT parent_id AS id, product_id AS child FROM catalog_product_super_link
       WHERE parent_id IN (${list}) ORDER BY parent_id, product_id`,
    ),
  ])
  const out = new Map<number, ConfigurableStructure>(ids.map((id) => [id, { attribute_ids: [], variant_ids: [] }]))
  for (const r of attributes?.results ?? []) out.get(r.id)?.attribute_ids.push(r.child)
  for (const r of links?.results ?? []) out.get(r.id)?.variant_ids.push(r.child)
  return out
}

/** The visible product with this url key in the store view (its own value, else the default), if any. */
export async function findProductIdByUrlKey(db: Database, storeId: number, urlKey: string): Promise<number | null> {
  const row = await db.$client
    .prepare(
      `SELECT e.entity_id FROM catalog_product_entity_store v
       JOIN catalog_product_entity e ON e.entity_id = v.entity_id AND e.visibility = 4
       LEFT JOIN catalog_product_entity_store d ON d.entity_id = e.entity_id AND d.store_id = 0
       LEFT JOIN catalog_product_entity_store s ON s.entity_id = e.entity_id AND s.store_id = ?2
       WHERE v.url_key = ?1 AND v.store_id IN (0, ?2) AND coalesce(s.url_key, d.url_key) = ?1 LIMIT 1`,
    )
    .bind(urlKey, storeId)
    .first<{ entity_id: number }>()
  return row?.entity_id ?? null
}
