import { BatchLoader, once } from '../kernel/batch-loader'
import type { Database } from '../kernel/database'
import type { CommerceModule } from '../kernel/module'
import { type AttributeIndex, loadAttributeIndex } from './attribute-repository'
import { handleProductImage } from './product-image'
import {
  type ConfigurableStructure,
  findProductIdByUrlKey,
  loadCategoryProductCounts,
  loadConfigurables,
  loadProductLinks,
  loadProducts,
  loadSkus,
  loadTierPrices,
  type ProductLinks,
  type ProductRecord,
  type ProductSource,
  type SkuRecord,
} from './product-repository'
import { productResolvers } from './resolvers'
import { type TierPrice, tierPricesFor } from './tier-price'
import { productTranslations } from './translations'

declare module '../kernel/context' {
  interface Loaders {
    /** Products of the store view by id, batched per GraphQL level. */
    products: BatchLoader<number, ProductRecord>
    productLinks: BatchLoader<number, ProductLinks>
    configurables: BatchLoader<number, ConfigurableStructure>
    /** A product's tier prices for a customer group in the store view's website, by quantity. */
    tierPrices: (product: ProductRecord, groupId: number) => Promise<TierPrice[]>
    /** Products by sku, with the configurable parent of a variant. */
    skus: BatchLoader<string, SkuRecord>
    /** The visible product with this url key in the store view. */
    productIdByUrlKey: (urlKey: string) => Promise<number | null>
    /** Product attributes with the store view's labels and options, loaded at most once per request. */
    attributes: () => Promise<AttributeIndex>
    /** Visible products assigned to each category. */
    categoryProductCounts: () => Promise<Map<number, number>>
  }
}

function tierPricesLoader(db: Database, websiteId: number) {
  const records = new BatchLoader((ids: number[]) => loadTierPrices(db, ids))
  return async (product: ProductRecord, groupId: number) =>
    tierPricesFor((await records.load(product.entity_id)) ?? [], product, { groupId, websiteId })
}

declare module '../kernel/sources' {
  interface Sources {
    ProductInterface: ProductSource
    PhysicalProductInterface: ProductSource
    SimpleProduct: ProductSource
    ConfigurableProduct: ProductSource
  }
}

/**
 * Products (Magento's CatalogGraphQl, ConfigurableProductGraphQl): `products`, product fields for every product
 * type, attribute metadata, categories' product counts, the product pictures.
 */
export const productModule: CommerceModule = {
  translations: productTranslations,
  resolvers: productResolvers,
  loaders: ({ db, store, registry }) => ({
    products: new BatchLoader((ids) =>
      loadProducts(db, store.store_id, ids, registry.configInt(store, 'cataloginventory/item_options/backorders') ?? 0),
    ),
    productLinks: new BatchLoader((ids) => loadProductLinks(db, ids)),
    configurables: new BatchLoader((ids) => loadConfigurables(db, ids)),
    tierPrices: tierPricesLoader(db, store.website_id),
    skus: new BatchLoader((skus) => loadSkus(db, skus)),
    productIdByUrlKey: (urlKey) => findProductIdByUrlKey(db, store.store_id, urlKey),
    attributes: once(() => loadAttributeIndex(db, store.store_id)),
    categoryProductCounts: once(() => loadCategoryProductCounts(db)),
  }),
  fetch: handleProductImage,
}
