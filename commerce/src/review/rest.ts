/**
 * The company's review moderation through the admin REST API — an extension: Magento Open Source approves reviews
 * only in its admin panel and has no review REST resource. Admin token required:
 * `GET /rest/V1/reviews?status=pending` → `{items, total_count}` (newest first, at most 100; `status` optional),
 * `PUT /rest/V1/reviews/{id}` with `{review: {status: "approved" | "pending" | "not_approved"}}` → the review.
 * Approving counts the review on the product at once (review_count, rating_summary).
 *
 * A review is Magento's review data (its admin's review grid: the review's columns with the product's `name` and
 * `sku`) with its votes as Magento's review collection adds them (`rating_votes`: rating, value 1–5, percent), plus
 * `status` by name.
 */
import type { RestReview, ReviewStatus } from '../../api/review'
import type { Context } from '../kernel/context'
import type { Database } from '../kernel/database'
import { restJson } from '../kernel/rest-input'
import type { RestServices } from '../kernel/rest-router'
import { loadRatingVotes, type ModeratedReview, REVIEW_STATUS, searchReviews } from './review-repository'

const LIST_LIMIT = 100
const NOT_FOUND = {
  message: "The entity that was requested doesn't exist. Verify the entity and try again.",
  parameters: [],
}

const statusCode = (status: ReviewStatus) => status.toUpperCase() as keyof typeof REVIEW_STATUS
const statusName = (id: number) =>
  (Object.entries(REVIEW_STATUS)
    .find(([, statusId]) => statusId === id)?.[0]
    .toLowerCase() as ReviewStatus | undefined) ?? null

/** The reviews as the REST API writes them: with their product's name and SKU (in the default store view) and votes. */
async function reviewsJson(ctx: Context, db: Database, reviews: ModeratedReview[]): Promise<RestReview[]> {
  const [votes, products] = await Promise.all([
    loadRatingVotes(
      db,
      reviews.map((review) => review.review_id),
    ),
    Promise.all(reviews.map((review) => ctx.loaders.products.load(review.entity_pk_value))),
  ])
  return reviews.map((review, i) => ({
    ...review,
    name: products[i]?.name ?? null,
    sku: products[i]?.sku ?? null,
    rating_votes: votes.get(review.review_id) ?? [],
    status: statusName(review.status_id),
  }))
}

/** A context without the admin's Authorization header, which the customer hook would read as a customer token. */
const adminContext = (request: Request, contextFor: (request: Request) => Promise<Context>) =>
  contextFor(new Request(request.url))

export const reviewServices: RestServices = {
  async reviewSearch({ request, db, input, context }) {
    const items = await searchReviews(db, {
      statusId: input.status && REVIEW_STATUS[statusCode(input.status)],
      limit: LIST_LIMIT,
    })
    const ctx = await adminContext(request, context)
    return restJson({ items: await reviewsJson(ctx, db, items), total_count: items.length })
  },
  async reviewModerate({ request, db, params, input, context }) {
    const ctx = await adminContext(request, context)
    if (!(await ctx.loaders.moderateReview(params.id ?? 0, statusCode(input.review.status)))) {
      return restJson(NOT_FOUND, 404)
    }
    const [moderated] = await searchReviews(db, { reviewId: params.id, limit: 1 })
    const [json] = moderated ? await reviewsJson(ctx, db, [moderated]) : []
    return json ? restJson(json) : restJson(NOT_FOUND, 404)
  },
}
