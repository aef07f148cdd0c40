/**
 * The shop's offline carriers, configured as Magento's offline carriers are (`carriers/<code>/active`, `title` = the
 * carrier's title, `name` = the method's title, `sort_order`, per store view): freight by forwarder, whose price the
 * company states in its offer (so the method costs 0 here), and pickup at the plant. Each has one method named like
 * the carrier, as Magento's flatrate.
 */
import type { Context } from '../kernel/context'
import type { CurrencyEnum } from '../kernel/resolvers-types.generated'

const CARRIER_CODES = ['freight', 'pickup'] as const

export type ShippingMethod = {
  carrier_code: string
  method_code: string
  carrier_title: string
  method_title: string
  amount: { value: number; currency: CurrencyEnum }
}

const currency = (ctx: Context) => (ctx.registry.config(ctx.store, 'currency/options/base') ?? 'EUR') as CurrencyEnum

/** The active carriers' methods in the store view, by sort order. */
export function shippingMethods(ctx: Context): ShippingMethod[] {
  const config = (code: string, field: string) => ctx.registry.config(ctx.store, `carriers/${code}/${field}`)
  return CARRIER_CODES.filter((code) => ctx.registry.configFlag(ctx.store, `carriers/${code}/active`))
    .map((code) => ({
      carrier_code: code,
      method_code: code,
      carrier_title: config(code, 'title') ?? code,
      method_title: config(code, 'name') ?? code,
      amount: { value: Number(config(code, 'price') ?? 0), currency: currency(ctx) },
      sortOrder: Number(config(code, 'sort_order') ?? 0),
    }))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ sortOrder: _sortOrder, ...method }) => method)
}

/** Magento stores the chosen method as `<carrier_code>_<method_code>`. */
export const methodKey = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) =>
  `${m.carrier_code}_${m.method_code}`

export const findShippingMethod = (ctx: Context, key: string | null) =>
  key === null ? undefined : shippingMethods(ctx).find((m) => methodKey(m) === key)
