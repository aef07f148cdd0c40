import { Plural, Trans } from '@lingui/react/macro'
import type { SalesUnit } from '../../../contract/product'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'

/** A count in the item's unit: "254 pieces", "3 coils" (German: "254 Stück", "3 Rollen"). */
export function UnitCount({ count, unit }: { count: number; unit: SalesUnit }) {
  const locale = useLocale()
  const n = formatNumber(count, locale)
  if (unit === 'coil') return <Plural value={count} one={`${n} coil`} other={`${n} coils`} />
  return <Plural value={count} one={`${n} piece`} other={`${n} pieces`} />
}

/** "per piece" / "per coil" after a price. */
export function PerUnit({ unit }: { unit: SalesUnit }) {
  return unit === 'coil' ? <Trans>per coil</Trans> : <Trans>per piece</Trans>
}
