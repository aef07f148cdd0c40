/**
 * `products(search, filter, pageSize, currentPage, sort)` with Magento's paging rules and aggregations, and the
 * resolver maps of SimpleProduct and ConfigurableProduct.
 */
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql'
import type { Context } from '../../graphql/context'
import { GraphQlInputException } from '../../graphql/errors'
import type { Resolvers } from '../../graphql/resolvers'
import { decodeUid } from '../../graphql/uid'
import { buildAggregations } from './aggregations'
import { configurableResolvers } from './configurable'
import { locale, productFields } from './productFields'
import { type ProductFilter, type ProductSort, searchProducts } from './productSearch'
import type { ReviewRecord } from './reviewRepository'

type ProductsArgs = {
  search?: string | null
  filter?: ProductFilter | null
  pageSize?: number | null
  currentPage?: number | null
  sort?: ProductSort | null
}

/** Whether the selection of the current field asks for `name` (fragments included). */
function selects(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((s) => {
      if (s.kind === 'Field') return s.name.value === name
      if (s.kind === 'InlineFragment') return visit(s.selectionSet)
      return visit(info.fragments[s.name.value]?.selectionSet)
    })
  return info.fieldNodes.some((node: FieldNode) => visit(node.selectionSet))
}

async function products(_root: unknown, args: ProductsArgs, ctx: Context, info: GraphQLResolveInfo) {
  if (args.search == null && args.filter == null) {
    throw new GraphQlInputException("'search' or 'filter' input argument is required.")
  }
  const pageSize = args.pageSize ?? 20
  const currentPage = args.currentPage ?? 1
  const [categories, attributes] = await Promise.all([ctx.categories(), ctx.attributes()])
  const filter = args.filter ?? {}
  const withAggregations = selects(info, 'aggregations')
  const result = await searchProducts(
    ctx.db,
    {
      storeId: ctx.store.store_id,
      search: args.search ?? null,
      filter,
      sort: args.sort ?? {},
      pageSize,
      currentPage,
      withAggregations,
    },
    categories,
    attributes,
  )
  const totalPages = result.total_count > 0 ? Math.ceil(result.total_count / pageSize) : 0
  if (currentPage > totalPages && result.total_count > 0) {
    throw new GraphQlInputException(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    )
  }
  const category = filter.category_uid as { eq?: string | null } | undefined
  const categoryId = category?.eq ? decodeUid(category.eq) : Number((filter.category_id as { eq?: string })?.eq) || null
  return {
    items: await ctx.products.loadMany(result.ids),
    total_count: result.total_count,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
    aggregations: withAggregations
      ? buildAggregations(
          result,
          attributes,
          categories,
          categoryId,
          locale(ctx).startsWith('de') ? 'Kategorie' : 'Category',
        )
      : null,
  }
}

export const productResolvers: Resolvers = {
  Query: { products },
  SimpleProduct: productFields,
  ConfigurableProduct: { ...productFields, ...configurableResolvers },
  ProductReview: {
    product: (review: ReviewRecord, _a: unknown, ctx: Context) => ctx.products.load(review.product_id),
  },
}
