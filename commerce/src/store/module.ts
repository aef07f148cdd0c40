import { IsolateCache } from '../kernel/isolate-cache'
import type { CommerceModule } from '../kernel/module'
import { ENGLISH } from '../kernel/translations'
import { storeResolvers } from './resolvers'
import { loadStoreRegistry, type StoreRecord, type StoreRegistry } from './store-repository'

declare module '../kernel/context' {
  interface Context {
    /** The store view of the request's `Store` header (Magento's StoreValidator). */
    store: StoreRecord
    /** All store views and the configuration (scope fallback store view → website → default). */
    registry: StoreRegistry
  }
}

/** Store views and core_config_data (Magento's config cache). */
const registries = new IsolateCache<'stores', StoreRegistry>()

/** Store views and configuration: `storeConfig`, `availableStores`; every request's store view. */
export const storeModule: CommerceModule = {
  resolvers: storeResolvers,
  request: async (request, { db }) => {
    const registry = await registries.get('stores', () => loadStoreRegistry(db))
    const store = registry.resolve(request.headers.get('Store'))
    return { registry, store, locale: registry.config(store, 'general/locale/code') ?? ENGLISH }
  },
}
