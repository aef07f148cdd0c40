import type { PageView, RatingMetadataView, ReviewStatus, ReviewView } from '../../contract/review'
import type { ResultOf } from '../commerce/graphql'
import { RATING_NAME } from '../product/rating'
import type { RatingsMetadataQuery, ReviewFragment } from './operations'

type ReviewFields = ResultOf<typeof ReviewFragment>
type MetadataFields = ResultOf<typeof RatingsMetadataQuery>['productReviewRatingsMetadata']['items'][number]

export function reviewView(review: ReviewFields): ReviewView {
  const rating = Number(review.ratings_breakdown.find((entry) => entry?.name === RATING_NAME)?.value)
  return {
    nickname: review.nickname,
    summary: review.summary,
    text: review.text,
    createdAt: review.created_at,
    averageRating: review.average_rating,
    rating: Number.isFinite(rating) ? rating : null,
  }
}

export const pageView = (info: {
  current_page?: number | null
  page_size?: number | null
  total_pages?: number | null
}) =>
  ({
    current: info.current_page ?? 1,
    size: info.page_size ?? 0,
    totalPages: info.total_pages ?? 0,
  }) satisfies PageView

const STATUSES: readonly string[] = ['APPROVED', 'PENDING', 'NOT_APPROVED'] satisfies ReviewStatus[]
export const statusOf = (status: string | null | undefined): ReviewStatus | null =>
  status && STATUSES.includes(status) ? (status as ReviewStatus) : null

/** The spec: a value's label is the number when the value is numeric, else the value as it is. */
export function ratingMetadataView(rating: NonNullable<MetadataFields>): RatingMetadataView {
  return {
    id: rating.id,
    name: rating.name,
    values: rating.values.flatMap((value) =>
      value
        ? [
            {
              valueId: value.value_id,
              label: Number.isFinite(Number(value.value)) ? String(Number(value.value)) : value.value,
            },
          ]
        : [],
    ),
  }
}
