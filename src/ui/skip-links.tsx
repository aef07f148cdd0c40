import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'

/** The id of a listing's results (the stock list's and a category's products), the second skip link's target. */
export const RESULTS_ID = 'results'

const isListing = (loaderData: unknown) => {
  const type = (loaderData as { type?: unknown } | undefined)?.type
  return type === 'STOCK_LIST' || type === 'CATEGORY'
}

/** The first Tab stops: to the content, and on listing pages straight to the results (past header and filters). */
export function SkipLinks() {
  const { t } = useLingui()
  const listing = useRouterState({ select: (state) => state.matches.some((match) => isListing(match.loaderData)) })
  return (
    <nav className="skip-links" aria-label={t`Skip links`}>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      {listing && (
        <a href={`#${RESULTS_ID}`} className="skip-link">
          <Trans>Skip to results</Trans>
        </a>
      )}
    </nav>
  )
}
