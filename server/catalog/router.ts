import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { categoryUidSchema } from '../../contract/category'
import { productInputSchema, skuSchema } from '../../contract/product'
import { optionFilterCodes, stockListInputSchema } from '../../contract/stock-list'
import { pageEntitySchema, routeInputSchema } from '../../contract/url'
import { CacheLong, CacheShort } from '../cache/strategies'
import { categoryView } from '../category/category-view'
import { menuCategories } from '../category/menu'
import { CategoryMenuQuery, CategoryQuery } from '../category/operations'
import { rootCategoryUid } from '../category/root-category'
import { productCards } from '../product/product-card'
import { productView } from '../product/product-view'
import { publicProcedure, router } from '../trpc/init'
import { alternatePaths } from './alternates'
import { filterGroups, withOwnOptions } from './filter-groups'
import { productFilter, productSort } from './filters'
import { RouteQuery, StockListFiltersQuery, StockListQuery } from './operations'
import { productPage } from './product-page'
import { nearbySearch } from './zero-result'

const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message })

export const catalogRouter = router({
  /** The category tree of the main menu: { uid, name, urlPath, children }, four levels. */
  menu: publicProcedure.query(async ({ ctx }) => {
    const { categories } = await ctx.commerce.query(CategoryMenuQuery, {}, CacheLong())
    return menuCategories(categories?.items?.[0]?.children)
  }),

  /**
   * One page of the stock list (optionally of a category, a search and filters), with the sidebar's filters; for a
   * search that finds nothing, the corrected search ("did you mean"), the items near it with the search that found
   * them (`nearby.term`), and as the sidebar's filters that search's, so that a filter chosen there lists its items.
   * Filters: `{ material: ['1001'], strength: '10_10', price: '10_50' }`.
   */
  stockList: publicProcedure.input(stockListInputSchema).query(async ({ ctx, input }) => {
    const categoryUid = input.categoryUid ?? (await rootCategoryUid(ctx.commerce))
    const search = input.term || undefined
    const [{ products }, own] = await Promise.all([
      ctx.commerce.query(
        StockListQuery,
        {
          search,
          filter: productFilter(input.filters, categoryUid),
          pageSize: input.itemsPerPage,
          currentPage: input.page,
          sort: productSort(input.sort),
        },
        CacheShort(),
      ),
      // Each chosen option filter's options as they are without it (Magento narrows them to the chosen ones).
      Promise.all(
        optionFilterCodes
          .filter((code) => input.filters[code]?.length)
          .map(async (code) => {
            const filter = productFilter({ ...input.filters, [code]: undefined }, categoryUid)
            const answer = await ctx.commerce.query(StockListFiltersQuery, { search, filter }, CacheShort())
            return filterGroups(answer.products?.aggregations).filter((group) => group.code === code)
          }),
      ),
    ])
    const totalCount = products?.total_count ?? 0
    const suggestion = (search && totalCount === 0 && products?.suggestions?.[0]?.search) || null
    const nearby =
      search && totalCount === 0 ? await nearbySearch(ctx.commerce, { term: search, suggestion, categoryUid }) : null
    return {
      items: productCards(products?.items),
      suggestion,
      nearby: nearby && { term: nearby.term, items: nearby.items, totalCount: nearby.totalCount },
      totalCount,
      page: products?.page_info?.current_page ?? input.page,
      itemsPerPage: input.itemsPerPage,
      totalPages: products?.page_info?.total_pages ?? Math.ceil(totalCount / input.itemsPerPage),
      aggregations: nearby?.aggregations ?? withOwnOptions(filterGroups(products?.aggregations), own.flat()),
    }
  }),

  /** The product page's data, by sku or by url key; NOT_FOUND when no listed product has it. */
  product: publicProcedure.input(productInputSchema).query(async ({ ctx, input }) => {
    const filter = 'sku' in input ? { sku: { eq: input.sku } } : { url_key: { eq: input.urlKey } }
    const { product, cutSettings } = await productPage(ctx.commerce, filter)
    if (!product) throw notFound(`No product ${'sku' in input ? input.sku : input.urlKey} in this store.`)
    return productView(product, cutSettings)
  }),

  /**
   * Related products and up-sells (the product page streams them in after its first flush), from the product page's
   * commerce read: asked beside catalog.product in one request, both are answered by one read.
   */
  related: publicProcedure.input(z.object({ sku: skuSchema })).query(async ({ ctx, input }) => {
    const { product } = await productPage(ctx.commerce, { sku: { eq: input.sku } })
    if (!product) throw notFound(`No product ${input.sku} in this store.`)
    return { related: productCards(product.related_products), upsell: productCards(product.upsell_products) }
  }),

  /**
   * What a storefront path names: a category with its metadata, a product's sku, or null (404). The page then reads
   * its data and its `alternates` together.
   */
  route: publicProcedure.input(routeInputSchema).query(async ({ ctx, input }) => {
    const url = input.path.replace(/^\/+/, '')
    const { route } = await ctx.commerce.query(RouteQuery, { url }, CacheLong())
    if (route?.__typename === 'CategoryTree') return { type: 'CATEGORY' as const, category: categoryView(route) }
    if ((route?.__typename === 'SimpleProduct' || route?.__typename === 'ConfigurableProduct') && route.sku) {
      return { type: 'PRODUCT' as const, sku: route.sku }
    }
    return null
  }),

  /** The same category's or product's path in every locale where it exists (for hreflang and the language switch). */
  alternates: publicProcedure.input(pageEntitySchema).query(({ ctx, input }) => alternatePaths(input, ctx.commerce)),

  /** A category's name, path, meta texts and breadcrumbs. */
  category: publicProcedure.input(z.object({ uid: categoryUidSchema })).query(async ({ ctx, input }) => {
    const { categories } = await ctx.commerce.query(CategoryQuery, { uid: input.uid }, CacheLong())
    const category = categories?.items?.find((item) => item != null)
    if (!category) throw notFound(`No category ${input.uid} in this store.`)
    return categoryView(category)
  }),
})
