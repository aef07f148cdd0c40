import {
  type CustomerReviewsView,
  customerReviewsInputSchema,
  type ProductReviewsView,
  productReviewsInputSchema,
  type RatingMetadataView,
  type ReviewView,
  reviewInputSchema,
} from '../../contract/review'
import { CacheNone, CacheShort } from '../cache/strategies'
import { commerceErrorOf } from '../commerce/errors'
import { productName } from '../product/product-name'
import { productPath } from '../product/product-path'
import { ratingOf } from '../product/rating'
import { customerProcedureWith } from '../trpc/customer-procedure'
import { refused } from '../trpc/error-reason'
import { publicProcedure, router } from '../trpc/init'
import {
  CreateProductReviewMutation,
  CustomerReviewsQuery,
  ProductReviewsQuery,
  RatingsMetadataQuery,
} from './operations'
import { pageView, ratingMetadataView, reviewView, statusOf } from './review-view'

export const reviewRouter = router({
  /** A page of the product's approved reviews, newest first, with its average rating (never cached: approval shows at once). */
  list: publicProcedure.input(productReviewsInputSchema).query(async ({ ctx, input }): Promise<ProductReviewsView> => {
    const { products } = await ctx.commerce.query(
      ProductReviewsQuery,
      { sku: input.sku, pageSize: input.pageSize, currentPage: input.page },
      CacheNone(),
    )
    const product = products?.items?.find((item) => item?.sku === input.sku)
    if (!product) throw refused('NOT_FOUND', 'There is no product with this sku.', { code: 'NOT_FOUND' })
    return {
      items: (product.reviews.items ?? []).flatMap((review) => (review ? [reviewView(review)] : [])),
      page: pageView(product.reviews.page_info),
      rating: ratingOf({ ...product, reviews: product.ratings }),
    }
  }),

  /** The ratings the review form asks for. */
  ratings: publicProcedure.query(async ({ ctx }): Promise<RatingMetadataView[]> => {
    const { productReviewRatingsMetadata } = await ctx.commerce.query(RatingsMetadataQuery, {}, CacheShort())
    return productReviewRatingsMetadata.items.flatMap((rating) => (rating ? [ratingMetadataView(rating)] : []))
  }),

  /** Writes a review; it waits for approval (status PENDING) unless the shop approves at once. */
  create: publicProcedure
    .input(reviewInputSchema)
    .mutation(async ({ ctx, input }): Promise<ReviewView & { status: ReturnType<typeof statusOf> }> => {
      const guest = !ctx.session.customerToken
      try {
        const { createProductReview } = await ctx.commerce.mutate(
          CreateProductReviewMutation,
          {
            input: {
              sku: input.sku,
              nickname: input.nickname,
              summary: input.summary,
              text: input.text,
              ratings: input.ratings.map((rating) => ({ id: rating.id, value_id: rating.valueId })),
            },
          },
          // A guest refused (the shop does not let guests review) is not logged out: there is no session to end.
          { recovers: () => guest },
        )
        const { review } = createProductReview
        return { ...reviewView(review), status: statusOf(review.status) }
      } catch (error) {
        const cause = commerceErrorOf(error)
        if (guest && cause?.isAuthorizationError)
          throw refused('NOT_AUTHORIZED', cause.message, { userMessage: cause.message, code: 'FORBIDDEN' })
        // One review per customer and product: commerce's text, in the store view's language.
        if (cause?.category === 'graphql-already-exists') {
          throw refused('INVALID_INPUT', cause.message, { userMessage: cause.message })
        }
        throw error
      }
    }),

  /** The signed-in customer's reviews in every status (my-reviews). */
  mine: customerProcedureWith('Sign in to see your reviews.')
    .input(customerReviewsInputSchema)
    .query(async ({ ctx, input }): Promise<CustomerReviewsView> => {
      const { customer } = await ctx.commerce.query(
        CustomerReviewsQuery,
        { pageSize: input.pageSize, currentPage: input.page },
        CacheNone(),
      )
      const reviews = customer?.reviews
      return {
        items: (reviews?.items ?? []).flatMap((review) =>
          review
            ? [
                {
                  ...reviewView(review),
                  status: statusOf(review.status),
                  product: {
                    sku: review.product.sku ?? '',
                    name: productName(review.product.name),
                    path: productPath(review.product),
                  },
                },
              ]
            : [],
        ),
        page: pageView(reviews?.page_info ?? {}),
      }
    }),
})
