import { Trans } from '@lingui/react/macro'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import type { CartView } from './use-cart'

/** Subtotal (net), each discount with its label, each VAT line, and the total to pay. */
export function CartTotals({ cart }: { cart: CartView }) {
  const locale = useLocale()
  const price = (value: number) => formatPrice(value, locale, cart.currency)
  const { prices } = cart
  return (
    <dl className="cart-totals">
      <div className="cart-totals__row">
        <dt>
          <Trans>Subtotal (excl. VAT)</Trans>
        </dt>
        <dd>{price(prices.subtotalExclTax)}</dd>
      </div>
      {prices.discounts.map((discount) => (
        <div key={discount.label} className="cart-totals__row cart-totals__row--discount">
          <dt>{discount.label}</dt>
          <dd>−{price(discount.amount)}</dd>
        </div>
      ))}
      {prices.discounts.length > 0 && (
        <div className="cart-totals__row">
          <dt>
            <Trans>Net total</Trans>
          </dt>
          <dd>{price(prices.grandTotalExclTax)}</dd>
        </div>
      )}
      {prices.taxes.map((tax) => (
        <div key={tax.label} className="cart-totals__row">
          <dt>{tax.label}</dt>
          <dd>{price(tax.amount)}</dd>
        </div>
      ))}
      <div className="cart-totals__row cart-totals__row--grand">
        <dt>
          <Trans>Total (incl. VAT)</Trans>
        </dt>
        <dd>{price(prices.grandTotal)}</dd>
      </div>
    </dl>
  )
}
