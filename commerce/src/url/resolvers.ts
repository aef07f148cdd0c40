/**
 * route(url) and the deprecated urlResolver(url): resolve a storefront path to the entity behind it, as Magento's
 * UrlRewriteGraphQl does: categories (url_path + category suffix), products (<url_key><suffix>, also below any of
 * their categories' url paths) and CMS pages (identifier; "/" is the configured home page). Unknown paths → null.
 */
import type { Context } from '../kernel/context'
import { GraphQlInputException } from '../kernel/errors'
import type { Resolvers } from '../kernel/resolvers-types.generated'
import { encodeUid } from '../kernel/uid'

function normalise(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  return path.replace(/^\/+/, '').replace(/\/+$/, '')
}

async function findProduct(path: string, suffix: string, ctx: Context) {
  if (suffix && !path.endsWith(suffix)) return null
  const segments = path.slice(0, path.length - suffix.length).split('/')
  const urlKey = segments.pop() ?? ''
  const product = urlKey ? await ctx.loaders.productByUrlKey(urlKey) : undefined
  if (!product) return null
  const prefix = segments.join('/')
  if (prefix !== '') {
    const index = await ctx.loaders.categories()
    const paths = product.category_ids
      .map((c) => index.byId.get(c))
      .flatMap((c) => (c?.is_active === 1 ? [c, ...index.ancestors(c)] : []))
      .map((c) => c.url_path)
    if (!paths.includes(prefix)) return null
  }
  return { ...product, request_path: path }
}

/** The entity behind a path as a RoutableInterface value, or null. */
async function resolve(url: string, ctx: Context) {
  if (url.trim() === '') throw new GraphQlInputException('"url" argument should be specified and not empty')
  const path = normalise(url)
  const { store, registry } = ctx
  if (path === '') {
    const home = registry.config(store, 'web/default/cms_home_page')
    return (home ? await ctx.loaders.cmsPage({ identifier: home }) : undefined) ?? null
  }
  const suffix = registry.config(store, 'catalog/seo/category_url_suffix') ?? ''
  if (!suffix || path.endsWith(suffix)) {
    const urlPath = suffix ? path.slice(0, -suffix.length) : path
    const index = await ctx.loaders.categories()
    const category = index.ordered.find((c) => c.url_path === urlPath && c.is_active === 1)
    if (category) return { ...category, __typename: 'CategoryTree' as const }
  }
  const product = await findProduct(path, registry.config(store, 'catalog/seo/product_url_suffix') ?? '', ctx)
  if (product) return product
  return (await ctx.loaders.cmsPage({ identifier: path })) ?? null
}

export const urlResolvers: Resolvers = {
  Query: {
    route: (_root, args, ctx) => resolve(args.url, ctx),
    urlResolver: async (_root, args, ctx) => {
      const found = await resolve(args.url, ctx)
      if (!found) return null
      const suffix = ctx.registry.config(ctx.store, 'catalog/seo/category_url_suffix') ?? ''
      const [id, relative_url, type] =
        'entity_id' in found
          ? [found.entity_id, found.request_path, 'PRODUCT' as const]
          : 'url_path' in found
            ? [found.id, `${found.url_path}${suffix}`, 'CATEGORY' as const]
            : [found.id, found.relative_url, 'CMS_PAGE' as const]
      return { id, entity_uid: encodeUid(id), relative_url, canonical_url: relative_url, redirectCode: 0, type }
    },
  },
}
