/**
 * A product's relative url in every store view of its website (`store_view_urls`, an extension): what a storefront
 * needs for a page's hreflang alternates, which Magento's GraphQL would ask of each store view in turn. The url key
 * is the store view's (its own value, else the default), the suffix its configuration's; a product not visible on
 * its own has none.
 */
import type { Context } from '../kernel/context'
import type { Database } from '../kernel/database'
import type { StoreViewUrl } from '../kernel/resolvers-types.generated'
import type { ProductRecord } from './product-repository'

/** The url keys of products by id: per store id, 0 holding the default. */
export type StoreUrlKeys = Map<number, string | null>

export async function loadStoreUrlKeys(db: Database, productIds: number[]): Promise<Map<number, StoreUrlKeys>> {
  // A plain statement's `all`, which the request sends to D1 together with the other reads of the product's level.
  const { results } = await db.$client
    .prepare(
      `SELECT entity_id, store_id, url_key FROM catalog_product_entity_store
       WHERE entity_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(productIds))
    .all<{ entity_id: number; store_id: number; url_key: string | null }>()
  const keys = new Map<number, StoreUrlKeys>()
  for (const row of results) {
    const product = keys.get(row.entity_id) ?? new Map()
    product.set(row.store_id, row.url_key)
    keys.set(row.entity_id, product)
  }
  return keys
}

export async function storeViewUrls(
  p: Pick<ProductRecord, 'entity_id' | 'visibility'>,
  ctx: Context,
): Promise<StoreViewUrl[]> {
  if (p.visibility === 1) return []
  const keys = (await ctx.loaders.storeUrlKeys.load(p.entity_id)) ?? new Map()
  return ctx.registry.stores
    .filter((view) => view.store_id !== 0 && view.is_active === 1 && view.website_id === ctx.store.website_id)
    .flatMap((view) => {
      const urlKey = keys.get(view.store_id) ?? keys.get(0)
      const suffix = ctx.registry.config(view, 'catalog/seo/product_url_suffix') ?? ''
      return urlKey ? [{ store_code: view.code, relative_url: `${urlKey}${suffix}` }] : []
    })
}
