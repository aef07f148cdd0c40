/**
 * Magento's ReviewGraphQl: productReviewRatingsMetadata, createProductReview, the product's review_count,
 * rating_summary and reviews, and the customer's reviews.
 */
import type { Context } from '../kernel/context'
import { GraphQlInputException } from '../kernel/errors'
import { assertPageSize } from '../kernel/limits'
import type {
  CustomerResolvers,
  ProductInterfaceResolvers,
  ProductReviewResolvers,
  ProductReviewStatus,
  Resolvers,
} from '../kernel/resolvers-types.generated'
import { createReview } from './create-review'
import { reviewsEnabled } from './review-config'
import {
  loadCustomerReviews,
  loadRatingsMetadata,
  REVIEW_STATUS,
  type ReviewPage,
  reviewPageKey,
} from './review-repository'

type Paging = { pageSize: number; currentPage: number }

/** `currentPage` and `pageSize` as Magento's review resolvers check them (defaults 1 and 20). */
function paging(args: { pageSize?: number | null; currentPage?: number | null }): Paging {
  const paged = { pageSize: args.pageSize ?? 20, currentPage: args.currentPage ?? 1 }
  if (paged.currentPage < 1) throw new GraphQlInputException('currentPage value must be greater than 0.')
  assertPageSize(paged.pageSize)
  return paged
}

/** ProductReviews of a page; total_pages as Magento's collection (1 for an empty list). */
const reviewsPage = (page: ReviewPage | undefined, { pageSize, currentPage }: Paging) => ({
  items: page?.items ?? [],
  page_info: {
    current_page: currentPage,
    page_size: pageSize,
    total_pages: Math.max(1, Math.ceil((page?.total_count ?? 0) / pageSize)),
  },
})

const NO_REVIEWS = { review_count: 0, rating_summary: 0 }

async function reviewSummary(productId: number, ctx: Context) {
  if (!reviewsEnabled(ctx)) return NO_REVIEWS
  return (await ctx.loaders.reviewSummaries.load(productId)) ?? NO_REVIEWS
}

const ProductInterface: ProductInterfaceResolvers = {
  review_count: async (p, _a, ctx) => (await reviewSummary(p.entity_id, ctx)).review_count,
  rating_summary: async (p, _a, ctx) => (await reviewSummary(p.entity_id, ctx)).rating_summary,
  /** Approved reviews of the store view, newest first; an empty list when reviews are switched off. */
  reviews: async (p, args, ctx) => {
    const paged = paging(args)
    if (!reviewsEnabled(ctx)) return { ...reviewsPage(undefined, paged), page_info: { ...paged, total_pages: 0 } }
    const key = reviewPageKey(p.entity_id, paged.pageSize, paged.currentPage)
    return reviewsPage(await ctx.loaders.reviewPages.load(key), paged)
  },
}

const STATUS_CODES = Object.fromEntries(Object.entries(REVIEW_STATUS).map(([code, id]) => [id, code]))

const ProductReview: ProductReviewResolvers = {
  status: (review) => (STATUS_CODES[review.status_id] as ProductReviewStatus | undefined) ?? null,
  product: async (review, _a, ctx) => {
    const product = await ctx.loaders.products.load(review.product_id)
    if (!product) throw new Error(`review ${review.review_id}: product ${review.product_id} is not in the catalogue`)
    return product
  },
}

const Customer: CustomerResolvers = {
  /** The customer's reviews of the store view in every status, newest first (Magento's Customer\Reviews). */
  reviews: async (c, args, ctx) => {
    const paged = paging(args)
    return reviewsPage(await loadCustomerReviews(ctx.db, ctx.store.store_id, c.entity_id, paged), paged)
  },
}

export const reviewResolvers: Resolvers = {
  Query: {
    productReviewRatingsMetadata: async (_root, _a, ctx) => ({
      items: reviewsEnabled(ctx) ? await loadRatingsMetadata(ctx.db, ctx.store.store_id) : [],
    }),
  },
  Mutation: {
    createProductReview: async (_root, { input }, ctx) => ({ review: await createReview(ctx, input) }),
  },
  ProductInterface,
  ProductReview,
  Customer,
}
