import { useLingui } from '@lingui/react/macro'
import type { Price, SalesUnit } from '../../../contract/product'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'

/**
 * The net price per unit (the cart adds VAT); with a special price, the regular price struck through beside it.
 * The unit is the item's: a piece, or a coil of welding rod.
 */
export function PriceTag({
  price,
  className,
  unit = 'piece',
  from = false,
}: {
  price: Price
  className?: string
  unit?: SalesUnit
  /** The lowest of prices that differ (a configurable product's variants'): "ab 12,34 €", "from €12.34". */
  from?: boolean
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const amount = formatPrice(price.value, locale, price.currency)
  const final = from ? t`from ${amount}` : amount
  return (
    <p className={className ? `price ${className}` : 'price'}>
      {price.regularValue != null ? (
        <>
          <span className="price__final price__final--special">
            <span className="visually-hidden">{t`Special price`} </span>
            {final}
          </span>{' '}
          <s className="price__regular">
            <span className="visually-hidden">{t`Regular price`} </span>
            {formatPrice(price.regularValue, locale, price.currency)}
          </s>
        </>
      ) : (
        <span className="price__final">{final}</span>
      )}{' '}
      <span className="price__note">{unit === 'coil' ? t`per coil, excl. VAT` : t`per piece, excl. VAT`}</span>
    </p>
  )
}
