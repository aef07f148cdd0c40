import { Trans } from '@lingui/react/macro'
import type { SalesUnit, TierPriceView } from '../../../contract/product'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { PerUnit, UnitCount } from '../product/sales-unit'

/** Magento's tier prices as a small table: "from 25 pieces: 11.40 € per piece", the full pallet named as such. */
export function TierPriceTable({
  tiers,
  unit,
  currency,
}: {
  tiers: readonly TierPriceView[]
  unit: SalesUnit
  currency: string
}) {
  const locale = useLocale()
  if (tiers.length === 0) return null
  return (
    <table className="tier-prices">
      <caption className="tier-prices__caption">
        <Trans>Tier prices</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col">
            <Trans>Price</Trans> <PerUnit unit={unit} />
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.quantity} data-pallet={tier.pallet || undefined}>
            <th scope="row">
              {tier.pallet ? (
                <Trans>
                  from 1 pallet (<UnitCount count={tier.quantity} unit={unit} />)
                </Trans>
              ) : (
                <Trans>
                  from <UnitCount count={tier.quantity} unit={unit} />
                </Trans>
              )}
            </th>
            <td>{formatPrice(tier.price, locale, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
