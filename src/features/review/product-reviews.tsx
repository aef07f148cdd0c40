import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, useState, useTransition } from 'react'
import { ErrorBoundary } from '../../ui/error-boundary'
import { RatingStars } from '../product/rating-stars'
import { ReviewForm } from './review-form'
import { ReviewItem } from './review-item'
import { ReviewPager } from './review-pager'
import { useProductReviews } from './use-product-reviews'

/**
 * The product's reviews: the average over all approved reviews, a page of them (streamed after the first flush,
 * see loadProduct) and the form to write one.
 */
export function ProductReviews({ sku }: { sku: string }) {
  return (
    <section className="product-page__section product-reviews" aria-labelledby="product-reviews">
      <h2 id="product-reviews">
        <Trans>Reviews</Trans>
      </h2>
      <ErrorBoundary
        fallback={
          <p className="product-reviews__status" role="alert">
            <Trans>The reviews could not be loaded.</Trans>
          </p>
        }
      >
        <Suspense fallback={<ReviewListSkeleton />}>
          <ReviewList sku={sku} />
        </Suspense>
      </ErrorBoundary>
      <ReviewForm sku={sku} />
    </section>
  )
}

function ReviewList({ sku }: { sku: string }) {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const [isPaging, startPaging] = useTransition()
  const data = useProductReviews(sku, page)
  return (
    <div className="product-reviews__list" aria-busy={isPaging || undefined}>
      <RatingStars rating={data.rating} className="product-reviews__average" />
      {data.items.length > 0 && (
        <ol className="review-list">
          {data.items.map((review) => (
            <li key={`${review.nickname}|${review.createdAt}|${review.averageRating}`}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      )}
      <ReviewPager label={t`Review pages`} page={data.page} onPage={(next) => startPaging(() => setPage(next))} />
    </div>
  )
}

/** The reviews' place while they stream in: one line for the average, so the form below does not jump far. */
function ReviewListSkeleton() {
  return (
    <div className="product-reviews__list" aria-busy="true">
      <p className="skeleton skeleton--line skeleton--short" />
    </div>
  )
}
