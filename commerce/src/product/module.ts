import { BatchLoader, once } from '../kernel/batch-loader'
import { IsolateCache } from '../kernel/isolate-cache'
import type { CommerceModule } from '../kernel/module'
import { type AttributeIndex, loadAttributeIndex } from './attribute-repository'
import { configBackorders } from './product-fields'
import { handleProductImage } from './product-image'
import {
  type ConfigurableStructure,
  findProductIdByUrlKey,
  loadCategoryProductCounts,
  loadConfigurables,
  loadProductLinks,
  loadProducts,
  loadSkus,
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

/** Attribute metadata by store view (Magento's EAV cache). */
const attributeIndexes = new IsolateCache<number, AttributeIndex>()

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
  loaders: (ctx) => {
    const { db, store } = ctx
    const backorders = configBackorders(ctx)
    const products = new BatchLoader((ids: number[]) => loadProducts(db, store.store_id, ids, backorders))
    return {
      products,
      productLinks: new BatchLoader((ids) => loadProductLinks(db, ids)),
      configurables: new BatchLoader((ids) => loadConfigurables(db, ids)),
      tierPrices: async (product, groupId) =>
        tierPricesFor(product.tier_price_records, product, { groupId, websiteId: store.website_id }),
      skus: new BatchLoader(async (skus: string[]) => {
        const found = await loadSkus(db, store.store_id, skus, backorders)
        for (const [id, product] of found.products) products.prime(id, product)
        return found.skus
      }),
      productIdByUrlKey: (urlKey) => findProductIdByUrlKey(db, store.store_id, urlKey),
      attributes: once(() => attributeIndexes.get(store.store_id, () => loadAttributeIndex(db, store.store_id))),
      categoryProductCounts: once(() => loadCategoryProductCounts(db)),
    }
  },
  fetch: handleProductImage,
}
