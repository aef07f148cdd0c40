/**
 * Products of one store view by id: the entity with its store-view values (default store 0, overridden by the
 * store's row), stock item, price index and category ids, in one D1 batch for a whole page of products.
 * Product links, configurable variants and skus are loaded the same way, per batch of keys.
 */
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import { type AnySQLiteColumn, alias } from 'drizzle-orm/sqlite-core'
import { columns, type Database } from '../kernel/database'
import {
  catalogCategoryProduct,
  cataloginventoryStockItem,
  catalogProductEntity,
  catalogProductEntityStore,
  catalogProductEntityTierPrice,
  catalogProductIndexPrice,
  catalogProductLink,
  catalogProductSuperAttribute,
  catalogProductSuperLink,
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
  }

/** Ids go into the SQL as literals (D1 allows 100 bound parameters per statement; a page may hold more). */
const idsIn = (column: AnySQLiteColumn, ids: number[]) =>
  sql`${column} in (${sql.raw(ids.filter(Number.isInteger).join(', ') || 'NULL')})`

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

export async function loadProducts(
  db: Database,
  storeId: number,
  ids: number[],
  configBackorders: number,
): Promise<Map<number, ProductRecord>> {
  const e = catalogProductEntity
  const d = alias(catalogProductEntityStore, 'd')
  const s = alias(catalogProductEntityStore, 's')
  const st = cataloginventoryStockItem
  const ip = catalogProductIndexPrice
  const storeValues = Object.fromEntries(
    STORE_VALUES.map((c) => [c, sql<string | null>`coalesce(${s[c]}, ${d[c]})`]),
  ) as Record<(typeof STORE_VALUES)[number], SQL<string | null>>
  const [rows, categories] = await db.batch([
    db
      .select(
        columns({
          ...getTableColumns(e),
          ...storeValues,
          qty: sql<number | null>`${st.qty}`,
          is_in_stock: sql<number | null>`${st.is_in_stock}`,
          manage_stock: sql<number | null>`${st.manage_stock}`,
          backorders: sql<number | null>`${st.backorders}`,
          use_config_backorders: sql<number | null>`${st.use_config_backorders}`,
          final_price: ip.final_price,
          min_price: ip.min_price,
          max_price: ip.max_price,
        }),
      )
      .from(e)
      .innerJoin(ip, eq(ip.entity_id, e.entity_id))
      .leftJoin(st, eq(st.product_id, e.entity_id))
      .leftJoin(d, and(eq(d.entity_id, e.entity_id), eq(d.store_id, 0)))
      .leftJoin(s, and(eq(s.entity_id, e.entity_id), eq(s.store_id, storeId)))
      .where(idsIn(e.entity_id, ids)),
    db
      .select({ product_id: catalogCategoryProduct.product_id, category_id: catalogCategoryProduct.category_id })
      .from(catalogCategoryProduct)
      .where(idsIn(catalogCategoryProduct.product_id, ids))
      .orderBy(catalogCategoryProduct.product_id, catalogCategoryProduct.category_id),
  ])
  const categoryIds = new Map<number, number[]>()
  for (const r of categories) categoryIds.set(r.product_id, [...(categoryIds.get(r.product_id) ?? []), r.category_id])
  const out = new Map<number, ProductRecord>()
  for (const row of rows) {
    out.set(row.entity_id, {
      ...row,
      __typename: row.type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct',
      qty: row.qty ?? 0,
      is_in_stock: row.is_in_stock ?? 0,
      manage_stock: row.manage_stock ?? 1,
      backorders: (row.use_config_backorders ?? 1) === 1 ? configBackorders : (row.backorders ?? 0),
      category_ids: categoryIds.get(row.entity_id) ?? [],
    })
  }
  return out
}

export type TierPriceRecord = Pick<
  typeof catalogProductEntityTierPrice.$inferSelect,
  'all_groups' | 'customer_group_id' | 'qty' | 'value' | 'percentage_value' | 'website_id'
>

/** The tier prices of products, by quantity. */
export async function loadTierPrices(db: Database, ids: number[]): Promise<Map<number, TierPriceRecord[]>> {
  const t = catalogProductEntityTierPrice
  const rows = await db
    .select({
      entity_id: t.entity_id,
      all_groups: t.all_groups,
      customer_group_id: t.customer_group_id,
      qty: t.qty,
      value: t.value,
      percentage_value: t.percentage_value,
      website_id: t.website_id,
    })
    .from(t)
    .where(idsIn(t.entity_id, ids))
    .orderBy(t.entity_id, t.qty)
  const out = new Map<number, TierPriceRecord[]>(ids.map((id) => [id, []]))
  for (const { entity_id, ...tier } of rows) out.get(entity_id)?.push(tier)
  return out
}

export type ProductLinks = { related: number[]; upsell: number[] }

/** Magento's link types: 1 = related, 4 = up-sell; ordered by position. */
export async function loadProductLinks(db: Database, ids: number[]): Promise<Map<number, ProductLinks>> {
  const l = catalogProductLink
  const rows = await db
    .select({ product_id: l.product_id, linked_product_id: l.linked_product_id, link_type_id: l.link_type_id })
    .from(l)
    .where(and(idsIn(l.product_id, ids), inArray(l.link_type_id, [1, 4])))
    .orderBy(l.product_id, l.link_type_id, l.position)
  const out = new Map<number, ProductLinks>(ids.map((id) => [id, { related: [], upsell: [] }]))
  for (const r of rows) out.get(r.product_id)?.[r.link_type_id === 1 ? 'related' : 'upsell'].push(r.linked_product_id)
  return out
}

export type ConfigurableStructure = { attribute_ids: number[]; variant_ids: number[] }

/** The super attributes and variant ids of configurable products. */
export async function loadConfigurables(db: Database, ids: number[]): Promise<Map<number, ConfigurableStructure>> {
  const a = catalogProductSuperAttribute
  const l = catalogProductSuperLink
  const [attributes, links] = await db.batch([
    db
      .select({ id: a.product_id, child: a.attribute_id })
      .from(a)
      .where(idsIn(a.product_id, ids))
      .orderBy(a.product_id, a.position),
    db
      .select({ id: l.parent_id, child: l.product_id })
      .from(l)
      .where(idsIn(l.parent_id, ids))
      .orderBy(l.parent_id, l.product_id),
  ])
  const out = new Map<number, ConfigurableStructure>(ids.map((id) => [id, { attribute_ids: [], variant_ids: [] }]))
  for (const r of attributes) out.get(r.id)?.attribute_ids.push(r.child)
  for (const r of links) out.get(r.id)?.variant_ids.push(r.child)
  return out
}

export type SkuRecord = Pick<ProductRecord, 'entity_id' | 'sku' | 'type_id'> & { parent_id: number | null }

/** Products by sku (exact match), with the configurable product a variant belongs to. */
export async function loadSkus(db: Database, skus: string[]): Promise<Map<string, SkuRecord>> {
  const e = catalogProductEntity
  const l = catalogProductSuperLink
  const rows = await db
    .select({ entity_id: e.entity_id, sku: e.sku, type_id: e.type_id, parent_id: l.parent_id })
    .from(e)
    .leftJoin(l, eq(l.product_id, e.entity_id))
    .where(sql`${e.sku} in (select value from json_each(${JSON.stringify(skus)}))`)
  return new Map(rows.map((r) => [r.sku, r]))
}

/** The visible product with this url key in the store view (its own value, else the default), if any. */
export async function findProductIdByUrlKey(db: Database, storeId: number, urlKey: string): Promise<number | null> {
  const e = catalogProductEntity
  const v = alias(catalogProductEntityStore, 'v')
  const d = alias(catalogProductEntityStore, 'd')
  const s = alias(catalogProductEntityStore, 's')
  const [row] = await db
    .select({ entity_id: e.entity_id })
    .from(v)
    .innerJoin(e, and(eq(e.entity_id, v.entity_id), eq(e.visibility, 4)))
    .leftJoin(d, and(eq(d.entity_id, e.entity_id), eq(d.store_id, 0)))
    .leftJoin(s, and(eq(s.entity_id, e.entity_id), eq(s.store_id, storeId)))
    .where(
      and(
        eq(v.url_key, urlKey),
        inArray(v.store_id, [0, storeId]),
        sql`coalesce(${s.url_key}, ${d.url_key}) = ${urlKey}`,
      ),
    )
    .limit(1)
  return row?.entity_id ?? null
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
