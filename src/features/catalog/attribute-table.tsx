import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PurchasableView } from '../../../contract/product'
import { formatKilograms, formatMillimetres, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { availabilityLabels } from './labels'

/** Every attribute of the product (or the chosen variant) in one table; a missing value shows as a dash. */
export function AttributeTable({ item }: { item: PurchasableView }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { attributes: a } = item
  const mm = (value: number | null) => (value == null ? null : formatMillimetres(value, locale))
  const kg = (value: number | null) => (value == null ? null : formatKilograms(value, locale))
  const rows: [ReturnType<typeof msg>, ReactNode][] = [
    [msg`Item number`, item.sku],
    [msg`Material`, a.material],
    [msg`Length`, mm(a.length)],
    [msg`Width`, mm(a.width)],
    [msg`Thickness`, mm(a.strength)],
    [msg`Colour`, a.color],
    [msg`Packaging unit`, a.packagingUnit],
    [msg`Pieces per pallet`, a.piecesPerPallet == null ? null : formatNumber(a.piecesPerPallet, locale)],
    [msg`Weight per piece`, kg(a.weightPerPiece)],
    [msg`Total weight`, kg(a.totalWeight)],
    [msg`Delivery time`, a.deliveryTime],
    [msg`Availability`, i18n._(availabilityLabels[item.availability])],
  ]
  return (
    <table className="attribute-table">
      <caption className="visually-hidden">
        <Trans>Product details</Trans>
      </caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label.id}>
            <th scope="row">{i18n._(label)}</th>
            <td>{value ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
