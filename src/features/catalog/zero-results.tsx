import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { useCorporateLinks } from '../../i18n/use-corporate-site'
import { useLocale } from '../../i18n/use-locale'
import { OrderableProductCard } from './orderable-product-card'
import type { StockList } from './use-stock-list'

/**
 * A search or selection that finds nothing: the corrected search, the items near it (same material, other
 * thickness or format) and the way to all of them, quick order by item number and the sales team. The filters beside
 * are those of the search that found the items near it (the filter column says which).
 */
export function ZeroResults({ list }: { list: StockList }) {
  const locale = useLocale()
  const contact = useCorporateLinks().contact
  const nearbyId = useId()
  const { nearby } = list
  const term = nearby?.term
  return (
    // Hydration looks for the mark: ZERO_RESULTS_SELECTOR (./zero-results-code.ts).
    <div className="zero-results" data-zero-results>
      <p className="stock-list__empty" role="status">
        <Trans id="We can't find products matching the selection.">
          We can't find products matching the selection.
        </Trans>
      </p>
      {list.suggestion && <Suggestion {...list.suggestion} />}
      {nearby && (
        <section aria-labelledby={nearbyId}>
          <h3 id={nearbyId} className="zero-results__heading">
            <Trans>Similar items: same material, other thickness or format</Trans>
          </h3>
          <ul className="product-list" data-view="list">
            {nearby.items.map((product) => (
              <li key={product.uid}>
                <OrderableProductCard product={product} view="list" picture="lazy" />
              </li>
            ))}
          </ul>
          <p className="zero-results__all">
            <Link to="." search={nearby.search as never}>
              <Plural
                value={nearby.totalCount}
                one={`Show the # item for “${term}”`}
                other={`Show all # items for “${term}”`}
              />
            </Link>
          </p>
        </section>
      )}
      <ul className="zero-results__help">
        <li>
          <Link to="/$locale/quick-order" params={{ locale }}>
            <Trans>Know the item number? Go to quick order</Trans>
          </Link>
        </li>
        {contact && (
          <li>
            <a href={contact}>
              <Trans>Not in the list? Our sales team makes it for you</Trans>
            </a>
          </li>
        )}
      </ul>
    </div>
  )
}

/** "Did you mean …": the search with its mistyped words corrected. */
function Suggestion({ term, search }: NonNullable<StockList['suggestion']>) {
  return (
    <p className="zero-results__suggestion">
      <Trans>
        Did you mean{' '}
        <Link to="." search={search as never}>
          “{term}”
        </Link>
        ?
      </Trans>
    </p>
  )
}
