import type { RatingView } from '../../contract/rating'

/**
 * A product's average rating as the storefront shows it. The rule (storefront spec): the average rating is the
 * sum of the reviews' ratings divided by review_count, or by 1 if there are none. A review's rating is the value
 * of its ratings_breakdown entry named "Rating" (1–5); reviews without one add nothing. The result is on the 1–5
 * scale, rounded to one decimal (0 without reviews). When the answer holds only a page of the reviews, the sum of all
 * of them comes from rating_summary (Magento's mean of the approved reviews in percent, × review_count / 20), so the
 * rule holds for any number of reviews.
 */

/** The part of Magento's review data the rule reads. */
export interface ReviewRatings {
  review_count?: number | null
  rating_summary?: number | null
  reviews?: {
    items?: ReadonlyArray<{
      ratings_breakdown?: ReadonlyArray<{ name?: string | null; value?: string | null } | null> | null
    } | null> | null
  } | null
}

export const RATING_NAME = 'Rating'

export function ratingOf(product: ReviewRatings): RatingView {
  const reviewCount = Math.max(0, product.review_count ?? 0)
  const read = product.reviews?.items ?? []
  if (read.length < reviewCount && product.rating_summary != null) {
    return { average: Math.round(product.rating_summary / 2) / 10, reviewCount }
  }
  let sum = 0
  for (const review of read) {
    const entry = review?.ratings_breakdown?.find((rating) => rating?.name === RATING_NAME)
    const value = Number(entry?.value)
    if (Number.isFinite(value) && value >= 1 && value <= 5) sum += value
  }
  return { average: Math.round((sum / (reviewCount || 1)) * 10) / 10, reviewCount }
}
