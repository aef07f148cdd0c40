import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { freightOf } from '../../../contract/freight'
import { formatKilograms, formatNumber, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { CartTotals } from '../cart/cart-totals'
import { StockSplit } from '../cart/stock-split'
import type { CartView } from '../cart/use-cart'
import { UnitCount } from '../catalog/sales-unit'

/**
 * What is requested: the cart's lines, its totals, and the freight facts a buyer plans by — the total weight and
 * the full and part pallets (contract/freight.ts). Freight itself is priced in the company's answer.
 */
export function RequestSummary({ cart }: { cart: CartView }) {
  const { t } = useLingui()
  const locale = useLocale()
  const freight = freightOf(cart.items)
  const weight = formatKilograms(freight.weight, locale)
  const { fullPallets, partPallets, loosePieces } = freight
  const pallets = [
    fullPallets > 0 ? <Plural key="full" value={fullPallets} one="# full pallet" other="# full pallets" /> : null,
    partPallets > 0 ? <Plural key="part" value={partPallets} one="# part pallet" other="# part pallets" /> : null,
    loosePieces > 0 ? <Plural key="loose" value={loosePieces} one="# loose piece" other="# loose pieces" /> : null,
  ].filter((part) => part !== null)
  return (
    <section className="request-section request-summary" aria-labelledby="request-summary-title">
      <h2 id="request-summary-title" className="request-section__title">
        <Trans>Your products</Trans>
      </h2>
      <ul className="request-lines">
        {cart.items.map((item) => {
          const pieces = formatNumber(item.quantity, locale)
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
                {item.salesUnit === 'coil' ? <UnitCount count={item.quantity} unit="coil" /> : t`${pieces} pcs.`}
              </span>
              <StockSplit line={item} className="request-line__stock" />
              <span className="request-line__total">{formatPrice(item.rowTotal, locale, cart.currency)}</span>
            </li>
          )
        })}
      </ul>
      <dl className="request-freight">
        <div>
          <dt>
            <Trans>Total weight</Trans>
          </dt>
          <dd>{freight.weightIncomplete ? t`at least ${weight}` : weight}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pallets</Trans>
          </dt>
          <dd>
            {pallets.length > 0
              ? pallets.map((part, index) => (
                  <Fragment key={part.key}>
                    {index > 0 ? ', ' : null}
                    {part}
                  </Fragment>
                ))
              : '–'}
          </dd>
        </div>
      </dl>
      <CartTotals cart={cart} />
      <p className="request-summary__note">
        <Trans>Freight is not included: it is priced in our answer.</Trans>
      </p>
    </section>
  )
}
