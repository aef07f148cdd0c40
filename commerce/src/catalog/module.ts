import { once } from '../kernel/batch-loader'
import { IsolateCache } from '../kernel/isolate-cache'
import type { CommerceModule } from '../kernel/module'
import { type CategoryIndex, type CategoryRecord, loadCategoryIndex } from './category-repository'
import { catalogResolvers } from './resolvers'
import { catalogTranslations } from './translations'

declare module '../kernel/context' {
  interface Loaders {
    /** The store view's category tree, loaded at most once per request. */
    categories: () => Promise<CategoryIndex>
  }
}

declare module '../kernel/sources' {
  interface Sources {
    CategoryInterface: CategoryRecord
    CategoryTree: CategoryRecord
  }
}

/** Category trees by store view and root (Magento's category collection cache). */
const trees = new IsolateCache<string, CategoryIndex>()

/** The category tree of the store view: `categories`, `categoryList` (Magento's CatalogGraphQl, categories). */
export const catalogModule: CommerceModule = {
  translations: catalogTranslations,
  resolvers: catalogResolvers,
  loaders: ({ db, store }) => ({
    categories: once(() =>
      trees.get(`${store.store_id}/${store.root_category_id}`, () =>
        loadCategoryIndex(db, store.store_id, store.root_category_id),
      ),
    ),
  }),
}
