import { Plural, Trans } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import type { RatingView } from '../../../contract/rating'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'

/**
 * The product's average rating as five stars filled to the average, with the rating and the number of reviews as
 * text for screen readers; "No reviews yet" without reviews. Always one line high, so that it never shifts the page.
 */
export function RatingStars({
  rating,
  className,
  single = false,
}: {
  rating: RatingView
  className?: string
  /** One review's rating: the stars and the value, without a count. */
  single?: boolean
}) {
  const locale = useLocale()
  const classes = className ? `rating ${className}` : 'rating'
  if (rating.reviewCount === 0) {
    return (
      <p className={`${classes} rating--none`}>
        <Trans>No reviews yet</Trans>
      </p>
    )
  }
  const average = formatNumber(rating.average, locale)
  const reviewCount = rating.reviewCount
  const fill = { '--rating-fill': `${Math.min(100, Math.max(0, (rating.average / 5) * 100))}%` } as CSSProperties
  if (single) {
    return (
      <p className={classes}>
        <span className="rating__stars" style={fill} aria-hidden="true" />
        <span className="visually-hidden">
          <Trans>{average} of 5 stars</Trans>
        </span>
      </p>
    )
  }
  return (
    <p className={classes}>
      <span className="rating__stars" style={fill} aria-hidden="true" />
      <span className="rating__value" aria-hidden="true">
        {average} ({reviewCount})
      </span>
      <span className="visually-hidden">
        <Trans>
          {average} of 5 stars, <Plural value={reviewCount} one="# review" other="# reviews" />
        </Trans>
      </span>
    </p>
  )
}
