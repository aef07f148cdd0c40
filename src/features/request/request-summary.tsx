import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { CartTotals } from '../cart/cart-totals'
import { CutListSummary } from '../cart/cut-list-summary'
import { FreightFacts } from '../cart/freight-facts'
import { StockSplit } from '../cart/stock-split'
import type { CartView } from '../cart/use-cart'
import { UnitCount } from '../product/sales-unit'
import '../../styles/beyond-first-paint.css'

/**
 * What is requested: the cart's lines, its totals, and the freight facts a buyer plans by (FreightFacts). Freight
 * itself is priced in the company's answer.
 */
export function RequestSummary({ cart }: { cart: CartView }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <section className="request-section request-summary" aria-labelledby="request-summary-title">
      <h2 id="request-summary-title" className="request-section__title">
        <Trans>Your products</Trans>
      </h2>
      <ul className="request-lines">
        {cart.items.map((item) => {
          const { sku } = item
          return (
            <li key={item.uid} className="request-line">
              <span className="request-line__name">
                {item.name}
                {item.options.length > 0 ? (
                  <span className="request-line__options">
                    {item.options.map((option) => `${option.label}: ${option.value}`).join(', ')}
                  </span>
                ) : null}
              </span>
              <span className="request-line__sku">{t`Item number ${sku}`}</span>
              <span className="request-line__quantity">
                {item.cutList ? (
                  <Plural value={item.quantity} one="# sheet" other="# sheets" />
                ) : (
                  <UnitCount count={item.quantity} unit={item.salesUnit} />
                )}
              </span>
              {item.cutList && <CutListSummary cutList={item.cutList} currency={cart.currency} />}
              <StockSplit line={item} className="request-line__stock" />
              <span className="request-line__total">{formatPrice(item.rowTotal, locale, cart.currency)}</span>
            </li>
          )
        })}
      </ul>
      <FreightFacts lines={cart.items} />
      <CartTotals cart={cart} />
      <p className="request-summary__note">
        <Trans>Freight is not included: it is priced in our answer.</Trans>
      </p>
    </section>
  )
}
