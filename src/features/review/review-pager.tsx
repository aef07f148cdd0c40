import { Trans } from '@lingui/react/macro'
import type { PageView } from '../../../contract/review'

/** Previous and next page of a review list, with "Page x of y"; nothing when there is one page. */
export function ReviewPager({
  label,
  page,
  onPage,
}: {
  label: string
  page: PageView
  onPage: (page: number) => void
}) {
  if (page.totalPages <= 1) return null
  const { current, totalPages } = page
  return (
    <nav className="review-pager" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      >
        <Trans>Previous</Trans>
      </button>
      <span aria-live="polite">
        <Trans>
          Page {current} of {totalPages}
        </Trans>
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={current >= totalPages}
        onClick={() => onPage(current + 1)}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  )
}
