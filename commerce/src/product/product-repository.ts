/**
 * Products of one store view by id: the entity with its store-view values (default store 0, overridden by the
 * store's row), stock item, price index, category ids and tier prices, in one D1 batch for a whole page of products.
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
    /** Every tier price of the product; tier-price.ts picks the customer group's. */
    tier_price_records: TierPriceRecord[]
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

/** Which products a product statement reads: by id, or by sku (the skus loader reads their records along). */
type ProductKeys = { ids: number[] } | { skus: string[] }

const skusIn = (column: AnySQLiteColumn, skus: string[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(skus)}))`

function productCondition(keys: ProductKeys, column: AnySQLiteColumn): SQL {
  if ('ids' in keys) return idsIn(column, keys.ids)
  const e = catalogProductEntity
  return sql`${column} in (select ${e.entity_id} from ${e} where ${skusIn(e.sku, keys.skus)})`
}

/**
 * The statements of products' records: entity with store-view values, stock and price index; category ids; tier
 * prices (so that the cart and price_tiers price a line without another round trip).
 */
function productStatements(db: Database, storeId: number, keys: ProductKeys) {
  const e = catalogProductEntity
  const d = alias(catalogProductEntityStore, 'd')
  const s = alias(catalogProductEntityStore, 's')
  const st = cataloginventoryStockItem
  const ip = catalogProductIndexPrice
  const t = catalogProductEntityTierPrice
  const storeValues = Object.fromEntries(
    STORE_VALUES.map((c) => [c, sql<string | null>`coalesce(${s[c]}, ${d[c]})`]),
  ) as Record<(typeof STORE_VALUES)[number], SQL<string | null>>
  return [
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
      .where(productCondition(keys, e.entity_id)),
    db
      .select({ product_id: catalogCategoryProduct.product_id, category_id: catalogCategoryProduct.category_id })
      .from(catalogCategoryProduct)
      .where(productCondition(keys, catalogCategoryProduct.product_id))
      .orderBy(catalogCategoryProduct.product_id, catalogCategoryProduct.category_id),
    db
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
      .where(productCondition(keys, t.entity_id))
      .orderBy(t.entity_id, t.qty),
  ] as const
}

type ProductRows = Awaited<ReturnType<typeof loadProductRows>>

function loadProductRows(db: Database, storeId: number, keys: ProductKeys) {
  return db.batch(productStatements(db, storeId, keys))
}

function productRecords([rows, categories, tiers]: ProductRows, configBackorders: number): Map<number, ProductRecord> {
  const categoryIds = new Map<number, number[]>()
  for (const r of categories) categoryIds.set(r.product_id, [...(categoryIds.get(r.product_id) ?? []), r.category_id])
  const tierPrices = new Map<number, TierPriceRecord[]>()
  for (const { entity_id, ...tier } of tiers) tierPrices.set(entity_id, [...(tierPrices.get(entity_id) ?? []), tier])
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
      tier_price_records: tierPrices.get(row.entity_id) ?? [],
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
  return productRecords(await loadProductRows(db, storeId, { ids }), configBackorders)
}

export type TierPriceRecord = Pick<
  typeof catalogProductEntityTierPrice.$inferSelect,
  'all_groups' | 'customer_group_id' | 'qty' | 'value' | 'percentage_value' | 'website_id'
>

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

/**
 * Products by sku (exact match), with the configurable product a variant belongs to; in the same round trip the
 * records of those products in the store view (a sku is looked up to be used: added to a cart or a wishlist).
 */
export async function loadSkus(
  db: Database,
  storeId: number,
  skus: string[],
  configBackorders: number,
): Promise<{ skus: Map<string, SkuRecord>; products: Map<number, ProductRecord> }> {
  const e = catalogProductEntity
  const l = catalogProductSuperLink
  const [rows, ...products] = await db.batch([
    db
      .select({ entity_id: e.entity_id, sku: e.sku, type_id: e.type_id, parent_id: l.parent_id })
      .from(e)
      .leftJoin(l, eq(l.product_id, e.entity_id))
      .where(skusIn(e.sku, skus)),
    ...productStatements(db, storeId, { skus }),
  ])
  return {
    skus: new Map(rows.map((r) => [r.sku, r])),
    products: productRecords(products, configBackorders),
  }
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
