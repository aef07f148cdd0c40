import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { type FreightLine, freightOf } from '../../../contract/freight'
import { formatKilograms } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'

/**
 * The freight facts a buyer plans by, from the lines (contract/freight.ts): the total weight and the full and part
 * pallets. Shown in the cart, where they follow every change of a line, and in the request's summary.
 */
export function FreightFacts({ lines }: { lines: readonly FreightLine[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const freight = freightOf(lines)
  const weight = formatKilograms(freight.weight, locale)
  const { fullPallets, partPallets, loosePieces } = freight
  const pallets = [
    fullPallets > 0 ? <Plural key="full" value={fullPallets} one="# full pallet" other="# full pallets" /> : null,
    partPallets > 0 ? <Plural key="part" value={partPallets} one="# part pallet" other="# part pallets" /> : null,
    loosePieces > 0 ? <Plural key="loose" value={loosePieces} one="# loose piece" other="# loose pieces" /> : null,
  ].filter((part) => part !== null)
  return (
    <dl className="freight-facts">
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
  )
}
