import type { Context } from '../graphql/context'
import type { Resolvers } from '../graphql/resolvers'
import { encodeUid } from '../graphql/uid'
import { type CategoryFilterInput, filterCategories, paginate } from './categoryFilter'
import type { CategoryRecord } from './categoryRepository'

type CategoriesArgs = { filters?: CategoryFilterInput | null; pageSize?: number | null; currentPage?: number | null }

/** Without filters Magento answers the store's root category. */
async function findCategories(args: CategoriesArgs, ctx: Context) {
  const index = await ctx.categories()
  const filters = args.filters ?? { ids: { eq: String(ctx.store.root_category_id) } }
  return paginate(filterCategories(index, filters), args.pageSize ?? 20, args.currentPage ?? 1)
}

const suffix = (ctx: Context) => ctx.registry.config(ctx.store, 'catalog/seo/category_url_suffix') ?? ''

/** A category as the CategoryTree / CategoryInterface value (a RoutableInterface). */
const category: Record<string, (c: CategoryRecord, args: unknown, ctx: Context) => unknown> = {
  uid: (c) => encodeUid(c.id),
  url_suffix: (_c, _a, ctx) => suffix(ctx),
  relative_url: (c, _a, ctx) => (c.url_path ? `${c.url_path}${suffix(ctx)}` : null),
  type: () => 'CATEGORY',
  redirect_code: () => 0,
  product_count: async (c, _a, ctx) => (await ctx.categories()).productCount(c.id),
  children_count: async (c, _a, ctx) => String((await ctx.categories()).descendantCount(c.id)),
  children: async (c, _a, ctx) => (await ctx.categories()).activeChildren(c.id),
  breadcrumbs: async (c, _a, ctx) => {
    const trail = (await ctx.categories()).ancestors(c)
    if (trail.length === 0) return null
    return trail.map((a) => ({
      category_id: a.id,
      category_uid: encodeUid(a.id),
      category_level: a.level,
      category_name: a.name,
      category_url_key: a.url_key,
      category_url_path: a.url_path,
    }))
  },
  available_sort_by: () => ['position', 'name', 'price'],
  default_sort_by: (_c, _a, ctx) => ctx.registry.config(ctx.store, 'catalog/frontend/default_sort_by'),
  image: () => null,
  landing_page: () => null,
  path_in_store: () => null,
}

export const catalogResolvers: Resolvers = {
  Query: {
    categories: (_root, args: CategoriesArgs, ctx: Context) => findCategories(args, ctx),
    categoryList: async (_root, args: CategoriesArgs, ctx: Context) => (await findCategories(args, ctx)).items,
  },
  CategoryTree: category,
}
