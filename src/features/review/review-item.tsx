import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ReviewView } from '../../../contract/review'
import { formatDate } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { RatingStars } from '../product/rating-stars'

/** One review: its stars, summary, author and date, and text; `extra` adds e.g. the product and status. */
export function ReviewItem({ review, extra }: { review: ReviewView; extra?: ReactNode }) {
  const locale = useLocale()
  const date = formatDate(review.createdAt, locale)
  const nickname = review.nickname
  return (
    <article className="review">
      {review.rating !== null && <RatingStars rating={{ average: review.rating, reviewCount: 1 }} single />}
      <h3 className="review__summary">{review.summary}</h3>
      {extra}
      <p className="review__meta">
        <Trans>
          by {nickname} on {date}
        </Trans>
      </p>
      <p className="review__text">{review.text}</p>
    </article>
  )
}
