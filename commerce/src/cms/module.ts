import type { GraphQlNoSuchEntityException } from '../kernel/errors'
import type { CommerceModule } from '../kernel/module'
import { type CmsBlockValue, type CmsPageValue, cmsPageValue, findPage } from './cms-repository'
import { cmsResolvers } from './resolvers'
import { cmsTranslations } from './translations'

declare module '../kernel/sources' {
  interface Sources {
    /** A requested block, or the error of a missing one (a null item with its own error, as Magento answers). */
    CmsBlock: CmsBlockValue | GraphQlNoSuchEntityException
  }
}

declare module '../kernel/context' {
  interface Loaders {
    /** An active page of the store view by identifier or id, as GraphQL's CmsPage, or undefined. */
    cmsPage: (by: { identifier: string } | { id: number }) => Promise<CmsPageValue | undefined>
  }
}

/** CMS pages and blocks (Magento's CmsGraphQl). */
export const cmsModule: CommerceModule = {
  translations: cmsTranslations,
  resolvers: cmsResolvers,
  loaders: ({ db, store }) => ({
    cmsPage: async (by) => {
      const page = await findPage(db, store.store_id, by)
      return page && cmsPageValue(page)
    },
  }),
}
