import type { CutSettings } from '../../../rules/cut-list'
import { BatchLoader, once } from '../kernel/batch-loader'
import { IsolateCache } from '../kernel/isolate-cache'
import type { CommerceModule } from '../kernel/module'
import { type AttributeIndex, loadAttributeIndex } from './attribute-repository'
import { type CustomOption, loadCustomOptions } from './custom-options'
import { cutToSizeSettings } from './cut-to-size-settings'
import { configBackorders } from './product-fields'
import { handleProductImage } from './product-image'
import {
  type ConfigurableStructure,
  type FoundSkus,
  findProductByUrlKey,
  foundSkus,
  loadCategoryProductCounts,
  loadConfigurables,
  loadProductLinks,
  loadProducts,
  type ProductLinks,
  type ProductRecord,
  type ProductSource,
  productRecords,
  productRecordsJson,
  type SkuRecord,
  skusStatement,
} from './product-repository'
import { productResolvers } from './resolvers'
import { loadStoreUrlKeys, type StoreUrlKeys } from './store-view-urls'
import { priceAtQty, type TierPrice, tierPricesFor } from './tier-price'
import { productTranslations } from './translations'

declare module '../kernel/context' {
  interface Loaders {
    /** Products of the store view by id, batched per GraphQL level. */
    products: BatchLoader<number, ProductRecord>
    productLinks: BatchLoader<number, ProductLinks>
    configurables: BatchLoader<number, ConfigurableStructure>
    /** A product's tier prices for a customer group in the store view's website, by quantity. */
    tierPrices: (product: ProductRecord, groupId: number) => Promise<TierPrice[]>
    /** The price per piece a customer group pays for a quantity: the final price, or a tier's when it is lower. */
    unitPrice: (product: ProductRecord, groupId: number, qty: number) => Promise<number>
    /** Magento's default backorders of items that use the configuration (0 = no, 1 = allow, 2 = allow and notify). */
    configBackorders: () => number
    /** Products by sku, with the configurable parent of a variant. */
    skus: BatchLoader<string, SkuRecord>
    /**
     * The sku lookup as a statement for another domain's D1 batch, and what its answer row found (kept for the
     * request, as `skus` keeps what it loads).
     */
    skuLookup: (skus: string[]) => { statement: D1PreparedStatement; read: (row: unknown) => Map<string, SkuRecord> }
    /**
     * SQL of the JSON records of the products whose ids the SQL `ids` selects, in the store view whose id the SQL
     * `store` names: a piece of another domain's statement, whose answer goes to keepProducts.
     */
    productRecordsJson: (ids: string, store: string) => string
    /** Keeps the product records a productRecordsJson piece of another domain's statement answered. */
    keepProducts: (recordsJson: string | null | undefined) => void
    /** The visible product with this url key in the store view, kept by `products` too. */
    productByUrlKey: (urlKey: string) => Promise<ProductRecord | undefined>
    /** Product attributes with the store view's labels and options, loaded at most once per request. */
    attributes: () => Promise<AttributeIndex>
    /** Visible products assigned to each category. */
    categoryProductCounts: () => Promise<Map<number, number>>
    /** A product's custom options (Magento's), titled and priced in the store view. */
    customOptions: BatchLoader<number, CustomOption[]>
    /** The settings of cut to size (catalog/cut_to_size/*) of the store view. */
    cutToSizeSettings: () => CutSettings
    /** A product's url keys in every store view, for its store_view_urls. */
    storeUrlKeys: BatchLoader<number, StoreUrlKeys>
  }
}

type SkuRow = Parameters<typeof foundSkus>[0]

/** Attribute metadata by store view (Magento's EAV cache). */
const attributeIndexes = new IsolateCache<number, AttributeIndex>()
/** Visible products per category, in every store view (catalogue data only a deployment or an operator changes). */
const categoryProductCounts = new IsolateCache<'all', Map<number, number>>()

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
    const { db, store, turn } = ctx
    const backorders = configBackorders(ctx)
    const products = new BatchLoader(turn, (ids: number[]) => loadProducts(db, store.store_id, ids, backorders))
    const tierPrices = async (product: ProductRecord, groupId: number) =>
      tierPricesFor(product.tier_price_records, product, { groupId, websiteId: store.website_id })
    /** Found skus and their products, kept for the request. */
    const kept = (found: FoundSkus) => {
      for (const [id, product] of found.products) products.prime(id, product)
      for (const [sku, record] of found.skus) skus.prime(sku, record)
      return found.skus
    }
    const skus: BatchLoader<string, SkuRecord> = new BatchLoader(turn, async (keys: string[]) =>
      kept(foundSkus(await skusStatement(db, store.store_id, keys).first(), backorders)),
    )
    return {
      products,
      productLinks: new BatchLoader(turn, async (ids: number[]) => {
        const { links, linked } = await loadProductLinks(db, store.store_id, ids, backorders)
        for (const [id, product] of linked) products.prime(id, product)
        return links
      }),
      configurables: new BatchLoader(turn, (ids) => loadConfigurables(db, ids)),
      tierPrices,
      unitPrice: async (product, groupId, qty) => priceAtQty(product, await tierPrices(product, groupId), qty),
      configBackorders: () => backorders,
      skus,
      skuLookup: (keys) => ({
        statement: skusStatement(db, store.store_id, keys),
        read: (row) => kept(foundSkus(row as SkuRow, backorders)),
      }),
      productRecordsJson,
      keepProducts: (json) => {
        for (const [id, product] of productRecords(json, backorders)) products.prime(id, product)
      },
      productByUrlKey: async (urlKey) => {
        const product = await findProductByUrlKey(db, store.store_id, urlKey, backorders)
        if (product) products.prime(product.entity_id, product)
        return product
      },
      attributes: once(() => attributeIndexes.get(store.store_id, () => loadAttributeIndex(db, store.store_id))),
      categoryProductCounts: once(() => categoryProductCounts.get('all', () => loadCategoryProductCounts(db))),
      customOptions: new BatchLoader(turn, (ids) => loadCustomOptions(db, store.store_id, ids)),
      storeUrlKeys: new BatchLoader(turn, (ids) => loadStoreUrlKeys(db, ids)),
      cutToSizeSettings: () => cutToSizeSettings((path) => ctx.registry.config(store, path)),
    }
  },
  fetch: handleProductImage,
}
