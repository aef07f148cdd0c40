import type { CategoryIndex } from '../catalog/categoryRepository'
import type { AttributeIndex } from '../catalog/product/attributeRepository'
import type { ConfigurableStructure, ProductLinks, ProductRecord } from '../catalog/product/productRepository'
import type { ReviewPage, ReviewPageKey, ReviewSummary } from '../catalog/product/reviewRepository'
import type { CustomerIdentity } from '../customer/authorization'
import type { Database } from '../db/client'
import type { StoreRecord, StoreRegistry } from '../store/storeRepository'
import type { BatchLoader } from './batchLoader'

/** Per-request resolver context: the database, the store view of the request, and request-scoped caches. */
export interface Context {
  db: Database
  store: StoreRecord
  registry: StoreRegistry
  /** The customer of the request's bearer token; null for guests. */
  customer: CustomerIdentity
  /** The current store view's category tree, loaded at most once per request. */
  categories(): Promise<CategoryIndex>
  /** Product attributes with the store view's labels and options, loaded at most once per request. */
  attributes(): Promise<AttributeIndex>
  /** Products of the store view by id, batched per GraphQL level. */
  products: BatchLoader<number, ProductRecord>
  productLinks: BatchLoader<number, ProductLinks>
  configurables: BatchLoader<number, ConfigurableStructure>
  /** review_count and rating_summary of products in the store view. */
  reviewSummaries: BatchLoader<number, ReviewSummary>
  /** Pages of approved reviews, keyed `product:pageSize:currentPage`. */
  reviewPages: BatchLoader<ReviewPageKey, ReviewPage>
}
