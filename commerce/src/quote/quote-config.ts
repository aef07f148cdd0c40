/** The store configuration the cart reads (core_config_data, store view → website → default). */
import type { Context } from '../kernel/context'
import type { CurrencyEnum } from '../kernel/resolvers-types.generated'

/** Magento's default maximum quantity of one product in a cart. */
const DEFAULT_MAX_SALE_QTY = 10000

export const maxSaleQty = (ctx: Context) =>
  ctx.registry.configInt(ctx.store, 'cataloginventory/item_options/max_sale_qty') ?? DEFAULT_MAX_SALE_QTY
/** What caps a line's quantity: the maximum per cart, and the backorders of items that use the configuration. */
export const stockLimits = (ctx: Context) => ({
  maxSaleQty: maxSaleQty(ctx),
  backorders: ctx.loaders.configBackorders(),
})
/** The configuration holds an ISO 4217 code. */
export const currencyCode = (ctx: Context) =>
  (ctx.registry.config(ctx.store, 'currency/options/base') ?? 'EUR') as CurrencyEnum
/** The store's own country: its rate is the cart's unless the delivery is exempt (tax/vat-rule.ts). */
export const taxCountry = (ctx: Context) => ctx.registry.config(ctx.store, 'tax/defaults/country') ?? 'DE'
export const timeZone = (ctx: Context) => ctx.registry.config(ctx.store, 'general/locale/timezone') ?? 'UTC'
