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
import { requireAdmin, restJson } from '../admin/authorization'
import type { Context } from '../kernel/context'
import type { Database } from '../kernel/database'
import type { ModuleRoute } from '../kernel/module'
import { loadRatingVotes, type ModeratedReview, REVIEW_STATUS, searchReviews } from './review-repository'

const ROUTE = /^\/rest(?:\/(?:default|all))?\/V1\/reviews(?:\/(\d+))?\/?$/
/** Magento's ACL resource of review moderation (Reviews in the admin's Marketing menu). */
const RESOURCE = 'Magento_Review::reviews_all'
const LIST_LIMIT = 100
const NOT_FOUND = {
  message: "The entity that was requested doesn't exist. Verify the entity and try again.",
  parameters: [],
}

type StatusCode = keyof typeof REVIEW_STATUS

const statusCode = (name: string): StatusCode | undefined => {
  const code = name.toUpperCase()
  return code in REVIEW_STATUS ? (code as StatusCode) : undefined
}
const statusName = (statusId: number) =>
  Object.entries(REVIEW_STATUS)
    .find(([, id]) => id === statusId)?.[0]
    .toLowerCase() ?? null

/** The reviews as the REST API writes them: with their product's name and SKU (in the default store view) and votes. */
async function reviewsJson(ctx: Context, db: Database, reviews: ModeratedReview[]) {
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

const invalidStatus = (value: unknown) =>
  restJson({ message: 'Invalid value of "%1" provided for the %2 field.', parameters: [String(value), 'status'] }, 400)

export const adminReviewsRoute: ModuleRoute = async (request, db, env, contextFor) => {
  const url = new URL(request.url)
  const match = ROUTE.exec(url.pathname)
  const id = match?.[1]
  if (!match || request.method !== (id === undefined ? 'GET' : 'PUT')) return null
  const admin = await requireAdmin(request, env, RESOURCE)
  if (admin instanceof Response) return admin
  // A context without the admin's Authorization header, which the customer hook would read as a customer token.
  const ctx = await contextFor(new Request(request.url))

  if (id === undefined) {
    const wanted = url.searchParams.get('status')
    const status = wanted === null ? undefined : statusCode(wanted)
    if (wanted !== null && !status) return invalidStatus(wanted)
    const items = await searchReviews(db, {
      statusId: status && REVIEW_STATUS[status],
      limit: LIST_LIMIT,
    })
    return restJson({ items: await reviewsJson(ctx, db, items), total_count: items.length })
  }

  let body: { review?: { status?: unknown } }
  try {
    body = (await request.json()) as typeof body
  } catch {
    return restJson({ message: 'Decoding error: Unable to unserialize value.', parameters: [] }, 400)
  }
  const given = body?.review?.status
  const status = typeof given === 'string' ? statusCode(given) : undefined
  if (!status) return invalidStatus(given)
  if (!(await ctx.loaders.moderateReview(Number(id), status))) return restJson(NOT_FOUND, 404)
  const [moderated] = await searchReviews(db, { reviewId: Number(id), limit: 1 })
  const [json] = moderated ? await reviewsJson(ctx, db, [moderated]) : []
  return json ? restJson(json) : restJson(NOT_FOUND, 404)
}
