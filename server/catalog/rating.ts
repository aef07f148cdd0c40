import type { RatingView } from '../../contract/rating'

/**
 * A product's average rating as the storefront shows it. The rule (storefront spec): the average rating is the
 * sum of the reviews' ratings divided by review_count, or by 1 if there are none. A review's rating is the value
 * of its ratings_breakdown entry named "Rating" (1–5); reviews without one add nothing. The result is on the 1–5
 * scale, rounded to one decimal (0 without reviews).
 */

/** The part of Magento's review data the rule reads. */
export interface ReviewRatings {
  review_count?: number | null
  reviews?: {
    items?: ReadonlyArray<{
      ratings_breakdown?: ReadonlyArray<{ name?: string | null; value?: string | null } | null> | null
    } | null> | null
  } | null
}

export const RATING_NAME = 'Rating'

export function ratingOf(product: ReviewRatings): RatingView {
  const reviewCount = Math.max(0, product.review_count ?? 0)
  let sum = 0
  for (const review of product.reviews?.items ?? []) {
    const entry = review?.ratings_breakdown?.find((rating) => rating?.name === RATING_NAME)
    const value = Number(entry?.value)
    if (Number.isFinite(value) && value >= 1 && value <= 5) sum += value
  }
  return { average: Math.round((sum / (reviewCount || 1)) * 10) / 10, reviewCount }
}
