import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { WithAllTexts } from '../../i18n/with-all-texts'
import { usePanels } from '../../ui/panels/use-panels'
import { useNearViewport } from '../../ui/use-near-viewport'
import { useReviewForm } from './use-review-form'

const ReviewFormFields = lazy(() =>
  import('./review-form-fields').then((module) => ({ default: module.ReviewFormFields })),
)

/**
 * Writing a review (spec §5): a value for each rating of the shop's metadata, nickname, summary and text. The review
 * waits for the shop's approval, which the form says before and after. The form sits below the product, so its code
 * (with its validation) and the ratings load when it comes near the viewport, not with the page.
 */
export function ReviewForm({ sku }: { sku: string }) {
  const panels = usePanels()
  const [shell, isNear] = useNearViewport<HTMLDivElement>()
  const { mustSignIn, ratings } = useReviewForm(isNear)
  if (mustSignIn) {
    return (
      <div className="review-form">
        <h3 className="review-form__title">
          <Trans>Write a review</Trans>
        </h3>
        <p>
          <Trans>Please sign in to write a review.</Trans>
        </p>
        <button type="button" className="button button--secondary" onClick={() => panels.open('loginModal')}>
          <Trans>Login</Trans>
        </button>
      </div>
    )
  }
  const loading = (
    <p role="status" className="review-form__loading">
      <Trans>Loading the review form…</Trans>
    </p>
  )
  return (
    <div className="review-form" ref={shell}>
      <h3 className="review-form__title">
        <Trans>Write a review</Trans>
      </h3>
      <p className="note">
        <Trans>Reviews appear on this page once the shop has approved them.</Trans>
      </p>
      {ratings.data ? (
        <Suspense fallback={loading}>
          <WithAllTexts>
            <ReviewFormFields sku={sku} ratings={ratings.data} />
          </WithAllTexts>
        </Suspense>
      ) : ratings.isError ? (
        <p role="alert">
          <Trans>The review form could not be loaded.</Trans>
        </p>
      ) : (
        loading
      )}
    </div>
  )
}
