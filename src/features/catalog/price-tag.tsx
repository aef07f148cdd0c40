import { Trans } from '@lingui/react/macro'
import type { Price } from '../../../contract/product'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'

/** The net price per piece (the cart adds VAT); with a special price, the regular price struck through beside it. */
export function PriceTag({ price, className }: { price: Price; className?: string }) {
  const locale = useLocale()
  const final = formatPrice(price.value, locale, price.currency)
  return (
    <p className={className ? `price ${className}` : 'price'}>
      {price.regularValue != null ? (
        <>
          <span className="price__final price__final--special">
            <span className="visually-hidden">
              <Trans>Special price</Trans>{' '}
            </span>
            {final}
          </span>{' '}
          <s className="price__regular">
            <span className="visually-hidden">
              <Trans>Regular price</Trans>{' '}
            </span>
            {formatPrice(price.regularValue, locale, price.currency)}
          </s>
        </>
      ) : (
        <span className="price__final">{final}</span>
      )}{' '}
      <span className="price__note">
        <Trans>per piece, excl. VAT</Trans>
      </span>
    </p>
  )
}
