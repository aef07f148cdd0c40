import { BatchLoader } from '../kernel/batch-loader'
import type { CommerceModule } from '../kernel/module'
import { reviewResolvers } from './resolvers'
import { reviewServices } from './rest'
import {
  loadReviewPages,
  loadReviewSummaries,
  REVIEW_STATUS,
  type ReviewPage,
  type ReviewPageKey,
  type ReviewRecord,
  type ReviewSummary,
  updateReviewStatus,
} from './review-repository'
import { reviewTranslations } from './translations'

/** Magento's review statuses by their code. */
export type ReviewStatusCode = keyof typeof REVIEW_STATUS

declare module '../kernel/context' {
  interface Loaders {
    /** review_count and rating_summary of products in the store view (approved reviews only). */
    reviewSummaries: BatchLoader<number, ReviewSummary>
    /** Pages of approved reviews, keyed `product:pageSize:currentPage`. */
    reviewPages: BatchLoader<ReviewPageKey, ReviewPage>
    /**
     * The company's moderation (for the admin REST): sets a review's status; false when there is no such review.
     * Approving makes the review count in review_count and rating_summary at once.
     */
    moderateReview: (reviewId: number, status: ReviewStatusCode) => Promise<boolean>
  }
}

declare module '../kernel/sources' {
  interface Sources {
    ProductReview: ReviewRecord
  }
}

/**
 * Product reviews and ratings (Magento's Review and ReviewGraphQl): the rating metadata, writing a review, the
 * product's approved reviews and summary, the customer's own reviews, the moderation of a review (admin REST).
 */
export const reviewModule: CommerceModule = {
  resolvers: reviewResolvers,
  translations: reviewTranslations,
  loaders: ({ db, store, turn }) => ({
    reviewSummaries: new BatchLoader(turn, (ids) => loadReviewSummaries(db, store.store_id, ids)),
    reviewPages: new BatchLoader(turn, (keys) => loadReviewPages(db, store.store_id, keys)),
    moderateReview: (reviewId, status) => updateReviewStatus(db, reviewId, REVIEW_STATUS[status]),
  }),
  rest: reviewServices,
}
