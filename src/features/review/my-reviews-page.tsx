import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { CustomerReviewView } from '../../../contract/review'
import { useLocale } from '../../i18n/use-locale'
import { ListStates } from '../../ui/list-states'
import { PageHeading } from '../../ui/page-heading'
import { EmptyListNote } from '../../ui/page-note'
import { ReviewItem } from './review-item'
import { ReviewPager } from './review-pager'
import { useMyReviews } from './use-my-reviews'
import '../../styles/beyond-first-paint.css'

/** /customer/my-reviews: the customer's reviews in every status, newest first, with their product, paged. */
export function MyReviewsPage() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const reviews = useMyReviews(page)
  return (
    <section className="my-reviews">
      <PageHeading>
        <Trans>My reviews</Trans>
      </PageHeading>
      <ListStates
        query={reviews}
        loading={<Trans>Loading your reviews…</Trans>}
        failed={<Trans>Your reviews could not be loaded.</Trans>}
        retry={() => void reviews.refetch()}
        empty={(mine) =>
          mine.items.length > 0 ? null : (
            <EmptyListNote>
              <Trans>You have not written any reviews yet.</Trans>
            </EmptyListNote>
          )
        }
      >
        {(mine) => (
          <>
            <ol className="review-list" aria-busy={reviews.isPlaceholderData || undefined}>
              {mine.items.map((review) => (
                <li key={`${review.product.sku}|${review.nickname}|${review.createdAt}`}>
                  <ReviewItem review={review} extra={<ReviewContext review={review} />} />
                </li>
              ))}
            </ol>
            <ReviewPager label={t`Review pages`} page={mine.page} onPage={setPage} />
          </>
        )}
      </ListStates>
    </section>
  )
}

/** The reviewed product (a link) and whether the review is approved or waits for approval. */
function ReviewContext({ review }: { review: CustomerReviewView }) {
  const locale = useLocale()
  return (
    <p className="review__context">
      <Link to="/$locale/$" params={{ locale, _splat: review.product.path }}>
        {review.product.name}
      </Link>{' '}
      <span className="review__status" data-status={review.status ?? undefined}>
        {review.status === 'APPROVED' ? (
          <Trans>Approved</Trans>
        ) : review.status === 'NOT_APPROVED' ? (
          <Trans>Not approved</Trans>
        ) : (
          <Trans>Pending approval</Trans>
        )}
      </span>
    </p>
  )
}
