import type { CategoryIndex } from '../catalog/categoryRepository'
import type { Database } from '../db/client'
import type { StoreRecord, StoreRegistry } from '../store/storeRepository'

/** Per-request resolver context: the database, the store view of the request, and request-scoped caches. */
export interface Context {
  db: Database
  store: StoreRecord
  registry: StoreRegistry
  /** The current store view's category tree, loaded at most once per request. */
  categories(): Promise<CategoryIndex>
}
