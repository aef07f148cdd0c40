/**
 * route(url): resolves a storefront path to the entity behind it, as Magento's UrlRewriteGraphQl does for the
 * entities this backend has so far: categories (url_path + category suffix) and CMS pages (identifier; "/" is the
 * configured home page). Unknown paths answer null.
 */
import { cmsPageValue, findPage } from '../cms/cmsRepository'
import type { Context } from '../graphql/context'
import { GraphQlInputException } from '../graphql/errors'
import type { Resolvers } from '../graphql/resolvers'

function normalise(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  return path.replace(/^\/+/, '').replace(/\/+$/, '')
}

export const urlResolvers: Resolvers = {
  Query: {
    route: async (_root, args: { url: string }, ctx: Context) => {
      if (args.url.trim() === '') throw new GraphQlInputException('"url" argument should be specified and not empty')
      const path = normalise(args.url)
      const { store, registry } = ctx
      if (path === '') {
        const home = registry.config(store, 'web/default/cms_home_page')
        const page = home ? await findPage(ctx.db, store.store_id, { identifier: home }) : undefined
        return page ? cmsPageValue(page) : null
      }
      const suffix = registry.config(store, 'catalog/seo/category_url_suffix') ?? ''
      if (!suffix || path.endsWith(suffix)) {
        const urlPath = suffix ? path.slice(0, -suffix.length) : path
        const index = await ctx.categories()
        const category = index.ordered.find((c) => c.url_path === urlPath && c.is_active === 1)
        if (category) return { ...category, __typename: 'CategoryTree' }
      }
      const page = await findPage(ctx.db, store.store_id, { identifier: path })
      return page ? cmsPageValue(page) : null
    },
  },
}
