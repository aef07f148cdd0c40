import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { SalesUnit } from '../../../contract/product'

/**
 * The stock split as one sentence, for the moment of adding: "254 pieces from stock, 27 pieces produced…", or for a
 * line without stock "Produced or procured (delivery time 5–7 days)": `deliveryTime` of deliveryTimeFor, null on
 * request.
 */
export function stockSplitMessage(
  split: { fromStock: number; rest: number },
  unit: SalesUnit,
  deliveryTime: string | null,
): MessageDescriptor {
  const { fromStock, rest } = split
  if (fromStock === 0) {
    return deliveryTime
      ? msg`Produced or procured (delivery time ${deliveryTime})`
      : msg`Produced or procured (delivery time on request)`
  }
  return unit === 'coil'
    ? msg`${plural(fromStock, { one: '# coil', other: '# coils' })} from stock, ${plural(rest, { one: '# coil', other: '# coils' })} produced or procured (delivery time on request)`
    : msg`${plural(fromStock, { one: '# piece', other: '# pieces' })} from stock, ${plural(rest, { one: '# piece', other: '# pieces' })} produced or procured (delivery time on request)`
}
