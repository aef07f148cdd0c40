import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PurchasableView, SalesUnit } from '../../../contract/product'
import { coilMetres, formatKilograms, formatMetres, formatMillimetres, formatNumber, isRound } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { availabilityLabels } from '../product/availability-labels'

/**
 * Every attribute of the product (or the chosen variant) in one table; a missing value shows as a dash. Round pieces
 * show their diameter and no width, coils their length in metres and their weight and count per coil.
 */
export function AttributeTable({ item, unit }: { item: PurchasableView; unit: SalesUnit }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { attributes: a } = item
  const mm = (value: number | null) => (value == null ? null : formatMillimetres(value, locale))
  const kg = (value: number | null) => (value == null ? null : formatKilograms(value, locale))
  const metres = coilMetres(a)
  const coil = unit === 'coil'
  type Row = [ReturnType<typeof msg>, ReactNode]
  const rows: Row[] = [
    [msg`Item number`, item.sku],
    [msg`Material`, a.material],
    [msg`Length`, metres == null ? mm(a.length) : formatMetres(metres, locale)],
    ...(isRound(a) ? [] : [[msg`Width`, mm(a.width)] satisfies Row]),
    isRound(a) ? [msg`Diameter`, mm(a.strength)] : [msg`Thickness`, mm(a.strength)],
    [msg`Colour`, a.color],
    [msg`Packaging unit`, a.packagingUnit],
    [
      coil ? msg`Coils per pallet` : msg`Pieces per pallet`,
      a.piecesPerPallet == null ? null : formatNumber(a.piecesPerPallet, locale),
    ],
    [coil ? msg`Weight per coil` : msg`Weight per piece`, kg(a.weightPerPiece)],
    [msg`Weight per pallet`, kg(a.totalWeight)],
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
