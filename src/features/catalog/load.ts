import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { CategoryView } from '../../../contract/category'
import type { PageEntity } from '../../../contract/url'
import type { LocalePaths } from '../../i18n/alternate-links'
import { parsePlainSearch, stringifyPlainSearch } from '../../router-search'
import type { TrpcOptions } from '../../trpc/app-router'
import { CATALOGUE_BUDGET_MS, withinBudget } from '../errors/backend-budget'
import { REVIEWS_PAGE_SIZE } from '../review/review-paging'
import type { PageSeo } from './seo'
import { correctedListing, type StockListSearch, stockListInput } from './stock-list-search'
import { StockTable } from './stock-table-code'
import { preloadZeroResultsFor } from './zero-results-code'

/**
 * The catalogue routes' loaders: what the first paint needs is awaited (ensureQueryData) within the catalogue's
 * budget, the rest (related products, reviews) is started and streamed in later. Past the budget the route renders
 * its skeleton (pendingComponent) inside the streamed shell and the page streams in when the backend answers, or
 * its error page does.
 */
export interface CatalogueContext {
  queryClient: QueryClient
  trpc: TrpcOptions
  i18n: I18n
}

export type CataloguePage =
  | { type: 'CATEGORY'; category: CategoryView; seo: PageSeo; alternates?: LocalePaths }
  | { type: 'PRODUCT'; sku: string; seo?: PageSeo; alternates?: LocalePaths }
  | { type: 'STOCK_LIST'; seo: PageSeo }
  /** A catch-all path the backend has not resolved within the budget: the page resolves it while it streams. */
  | { type: 'PATH'; path: string; seo?: undefined }

export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { data?: { code?: unknown } }).data?.code : undefined
}

/** The listing's URL as requested: its path and the search as written, before validation. */
export interface ListingUrl {
  pathname: string
  searchStr: string
}

/** Why a loader runs: a new route, the same route again with another URL, or a preload. */
export type LoadCause = 'enter' | 'stay' | 'preload'

/**
 * In the browser, another filter, order or page of the listing on screen (or another category of it) only starts
 * its query: the page keeps the current results, marked busy, until the new ones are there (useStockList). Awaiting
 * it here would let the router swap the whole page for its skeleton when the answer is slow, and take the focused
 * checkbox or sort button with it. A listing is on screen when a stock-list query has an observer.
 */
function refinesListingOnScreen({ queryClient, trpc }: CatalogueContext, cause: LoadCause): boolean {
  if (import.meta.env.SSR || cause !== 'stay') return false
  const shown = queryClient.getQueryCache().findAll({ queryKey: trpc.catalog.stockList.pathKey(), type: 'active' })
  return shown.length > 0
}

const listingHref = (url: ListingUrl, search: StockListSearch) =>
  `${url.pathname}${stringifyPlainSearch(search as Record<string, unknown>)}`

/**
 * A listing URL answers the nearest valid listing: a page size, sort or page the list does not offer redirects
 * (301) to the corrected URL, a page past the last one (302: the catalogue changes) to the last page. Other
 * refusals (no such category) are 404.
 */
async function ensureStockList(
  context: CatalogueContext,
  url: ListingUrl,
  search: StockListSearch,
  cause: LoadCause,
  categoryUid?: string,
): Promise<void> {
  const { queryClient, trpc } = context
  const corrected = correctedListing(parsePlainSearch(url.searchStr))
  if (corrected) throw redirect({ href: listingHref(url, corrected), statusCode: 301 })
  const input = stockListInput(search, categoryUid)
  if (search.view === 'table') void StockTable.preload()
  if (refinesListingOnScreen(context, cause)) {
    void queryClient.fetchQuery(trpc.catalog.stockList.queryOptions(input)).then(preloadZeroResultsFor, () => undefined)
    return
  }
  try {
    preloadZeroResultsFor(await queryClient.ensureQueryData(trpc.catalog.stockList.queryOptions(input)))
  } catch (error) {
    const page = search.page ?? 1
    if (errorCode(error) === 'BAD_REQUEST' && page > 1) {
      const first = await queryClient.ensureQueryData(trpc.catalog.stockList.queryOptions({ ...input, page: 1 }))
      const last = Math.max(1, first.totalPages)
      if (last < page) {
        throw redirect({ href: listingHref(url, { ...search, page: last > 1 ? last : undefined }), statusCode: 302 })
      }
    }
    if (errorCode(error) === 'BAD_REQUEST' || errorCode(error) === 'NOT_FOUND') throw notFound()
    throw error
  }
}

/** What the first paint needs, awaited within the budget; undefined when it is late (it goes on in the cache). */
function withinCatalogueBudget<T>(work: Promise<T>): Promise<T | undefined> {
  return withinBudget(work, undefined, CATALOGUE_BUDGET_MS)
}

export async function loadStockList(
  context: CatalogueContext,
  search: StockListSearch,
  url: ListingUrl,
  cause: LoadCause,
): Promise<CataloguePage> {
  const { i18n } = context
  await withinCatalogueBudget(ensureStockList(context, url, search, cause))
  return {
    type: 'STOCK_LIST',
    seo: {
      title: i18n._(msg`Stock list – plastic sheets, rods and welding rod from stock`),
      description: i18n._(
        msg`Semi-finished plastics from stock: PVC-U, PP and PE sheets, pressed plates, foam boards, rods and welding rod. Ask for a quote or order online.`,
      ),
      path: '',
      page: search.page,
    },
  }
}

/**
 * The page's path in every locale, read beside the page's own data (not after it): the head's hreflang links and the
 * language switch need it; none when the backend is late or fails (the page still renders).
 */
function alternatesOf({ queryClient, trpc }: CatalogueContext, entity: PageEntity): Promise<LocalePaths | undefined> {
  const read = queryClient.ensureQueryData(trpc.catalog.alternates.queryOptions(entity)).catch(() => undefined)
  return withinCatalogueBudget(read)
}

export async function loadProduct(context: CatalogueContext, sku: string): Promise<CataloguePage> {
  const { queryClient, trpc } = context
  // Related products and the first page of reviews are not awaited: they stream in after the first flush.
  void queryClient.prefetchQuery(trpc.catalog.related.queryOptions({ sku }))
  const prefetchReviews = () =>
    void queryClient.prefetchQuery(trpc.review.list.queryOptions({ sku, page: 1, pageSize: REVIEWS_PAGE_SIZE }))
  // A server render's document ends with its last read, so it starts them all at once. In the browser the reviews
  // wait for the product, so that the product's batched request does not wait for them.
  if (import.meta.env.SSR) prefetchReviews()
  const alternatesRead = alternatesOf(context, { type: 'PRODUCT', sku })
  try {
    const product = await withinCatalogueBudget(
      queryClient.ensureQueryData(trpc.catalog.product.queryOptions({ sku })).then((product) => {
        if (!import.meta.env.SSR) prefetchReviews()
        return product
      }),
    )
    const alternates = await alternatesRead
    if (!product) return { type: 'PRODUCT', sku, alternates }
    return {
      type: 'PRODUCT',
      sku,
      alternates,
      seo: { title: product.metaTitle, description: product.metaDescription, path: product.path, product },
    }
  } catch (error) {
    // No such item number, or one that can't be one (too long, blank): there is no such page.
    if (errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'BAD_REQUEST') throw notFound()
    throw error
  }
}

/**
 * A catch-all path: the url-resolver guard has resolved it already (same query, from the cache), or has waited the
 * budget for it: then the page resolves it while it streams.
 */
export async function loadCataloguePath(
  context: CatalogueContext,
  path: string,
  search: StockListSearch,
  url: ListingUrl,
  cause: LoadCause,
): Promise<CataloguePage> {
  const route = await pathWithinBudget(context, path)
  if (route === undefined) return { type: 'PATH', path }
  if (!route) throw notFound()
  if (route.type === 'PRODUCT') return loadProduct(context, route.sku)
  const { category } = route
  const [alternates] = await Promise.all([
    alternatesOf(context, { type: 'CATEGORY', uid: category.uid }),
    withinCatalogueBudget(ensureStockList(context, url, search, cause, category.uid)),
  ])
  return {
    type: 'CATEGORY',
    category,
    alternates,
    seo: { title: category.metaTitle, description: category.metaDescription, path: category.path, page: search.page },
  }
}

/** What the path names; undefined when the backend is late: still fetching after the guard's wait, or past the budget. */
function pathWithinBudget({ queryClient, trpc }: CatalogueContext, path: string) {
  const options = trpc.catalog.route.queryOptions({ path })
  const guardWaited = queryClient.getQueryState(options.queryKey)?.fetchStatus === 'fetching'
  return withinBudget(queryClient.ensureQueryData(options), undefined, guardWaited ? 0 : CATALOGUE_BUDGET_MS)
}
