import type { Context } from '../kernel/context'
import type { CategoryTreeResolvers, QueryCategoriesArgs, Resolvers } from '../kernel/resolvers-types.generated'
import { encodeUid } from '../kernel/uid'
import { filterCategories, paginate } from './category-filter'

/** Without filters Magento answers the store's root category. */
async function findCategories(args: Partial<QueryCategoriesArgs>, ctx: Context) {
  const index = await ctx.loaders.categories()
  const filters = args.filters ?? { ids: { eq: String(ctx.store.root_category_id) } }
  return paginate(filterCategories(index, filters), args.pageSize ?? 20, args.currentPage ?? 1)
}

const suffix = (ctx: Context) => ctx.registry.config(ctx.store, 'catalog/seo/category_url_suffix') ?? ''

/** A category as the CategoryTree / CategoryInterface value (a RoutableInterface). */
const category: CategoryTreeResolvers = {
  uid: (c) => encodeUid(c.id),
  url_suffix: (_c, _a, ctx) => suffix(ctx),
  relative_url: (c, _a, ctx) => (c.url_path ? `${c.url_path}${suffix(ctx)}` : null),
  type: () => 'CATEGORY',
  redirect_code: () => 0,
  children_count: async (c, _a, ctx) => String((await ctx.loaders.categories()).descendantCount(c.id)),
  children: async (c, _a, ctx) => (await ctx.loaders.categories()).activeChildren(c.id),
  breadcrumbs: async (c, _a, ctx) => {
    const trail = (await ctx.loaders.categories()).ancestors(c)
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
    categories: (_root, args, ctx) => findCategories(args, ctx),
    categoryList: async (_root, args, ctx) => (await findCategories(args, ctx)).items,
  },
  CategoryTree: category,
}
