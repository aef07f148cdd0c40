import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { paginationItems } from './pagination'

interface PaginationProps {
  page: number
  totalPages: number
  /** The current route's search for a page (the stock list's filters, the order history's `page`). */
  searchFor: (page: number) => object
}

/** Links to the previous, next and nearby pages; the current page is marked for assistive technology. */
export function Pagination({ page, totalPages, searchFor }: PaginationProps) {
  const { t } = useLingui()
  const items = paginationItems(page, totalPages)
  if (items.length === 0) return null
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link to="." search={searchFor(page - 1) as never} className="pagination__step" rel="prev">
              <Trans>Previous</Trans>
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              <Trans>Previous</Trans>
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to="."
                search={searchFor(item) as never}
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to="." search={searchFor(page + 1) as never} className="pagination__step" rel="next">
              <Trans>Next</Trans>
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              <Trans>Next</Trans>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
