/**
 * Magento's createProductReview (ReviewGraphQl's CreateProductReview and AddReviewToProduct): a customer — or a guest
 * where catalog/review/allow_guest permits — reviews a product by sku in the request's store view. The review waits
 * for approval (pending) unless the store view approves reviews at once (catalog/review/auto_approve).
 */
import type { Context } from '../kernel/context'
import {
  GraphQlAlreadyExistsException,
  GraphQlAuthorizationException,
  GraphQlInputException,
  GraphQlNoSuchEntityException,
} from '../kernel/errors'
import { assertValidNames } from '../kernel/name-rule'
import { __ } from '../kernel/phrase'
import type { CreateProductReviewInput, ProductReviewRatingInput } from '../kernel/resolvers-types.generated'
import { decodeUid } from '../kernel/uid'
import { autoApprove, guestsMayReview, reviewsEnabled } from './review-config'
import {
  findReview,
  insertReview,
  loadActiveRatingOptions,
  type RatingOptionRecord,
  REVIEW_STATUS,
  type ReviewRecord,
} from './review-repository'

/** Magento's Review::validate texts, in its order. */
function checkTexts(input: CreateProductReviewInput): void {
  if (!input.summary.trim()) throw new GraphQlInputException('Please enter a review summary.')
  if (!input.nickname.trim()) throw new GraphQlInputException('Please enter a nickname.')
  if (!input.text.trim()) throw new GraphQlInputException('Please enter a review.')
  // Not Magento's: the nickname is shown to every visitor, so it keeps to the customer name rule.
  assertValidNames({ Nickname: input.nickname })
}

/** One value of every active rating, by uid (Magento's storefront form asks the same of its buyers). */
async function chosenVotes(
  ctx: Context,
  ratings: readonly (ProductReviewRatingInput | null)[],
): Promise<RatingOptionRecord[]> {
  const options = await loadActiveRatingOptions(ctx.db)
  const votes = ratings.flatMap((r) => {
    const option = r && options.find((o) => o.option_id === decodeUid(r.value_id))
    return option && option.rating_id === decodeUid(r.id) ? [option] : []
  })
  const rated = new Set(votes.map((v) => v.rating_id))
  const required = new Set(options.map((o) => o.rating_id))
  if (votes.length !== ratings.length || rated.size !== votes.length || rated.size !== required.size) {
    throw new GraphQlInputException('Please select one of each of the ratings above.')
  }
  return votes
}

export async function createReview(ctx: Context, input: CreateProductReviewInput): Promise<ReviewRecord> {
  if (!reviewsEnabled(ctx)) {
    throw new GraphQlAuthorizationException('Creating product reviews are not currently available.')
  }
  if (!ctx.customer && !guestsMayReview(ctx)) {
    throw new GraphQlAuthorizationException("Guest customers aren't allowed to add product reviews.")
  }
  checkTexts(input)
  const product = await ctx.loaders.skus.load(input.sku)
  if (!product) throw new GraphQlNoSuchEntityException(__('Could not find a product with SKU "%1"', input.sku))
  const votes = await chosenVotes(ctx, input.ratings)
  const reviewId = await insertReview(ctx.db, {
    productId: product.entity_id,
    storeId: ctx.store.store_id,
    customerId: ctx.customer?.customerId ?? null,
    statusId: autoApprove(ctx) ? REVIEW_STATUS.APPROVED : REVIEW_STATUS.PENDING,
    nickname: input.nickname.trim(),
    title: input.summary.trim(),
    detail: input.text.trim(),
    votes,
  })
  // The shop's rule, not Magento's: a customer writes one review of a product (while it is pending or approved).
  if (reviewId === null) throw new GraphQlAlreadyExistsException(__('You have already reviewed this product.'))
  const written = await findReview(ctx.db, ctx.store.store_id, reviewId)
  if (!written) throw new Error(`review ${reviewId} not found after writing it`)
  return written
}
