/**
 * Offline payment methods only — nothing is paid online. `purchaseorder` (Magento's Purchase Order, with the
 * buyer's own order number; the shop makes the number optional) is the default; Magento's `checkmo` exists but is
 * switched off. Configured as in Magento: `payment/<code>/active`, `title`, `sort_order` per store view.
 */
import type { Context } from '../kernel/context'

const PAYMENT_CODES = ['purchaseorder', 'checkmo'] as const

export type PaymentMethod = { code: string; title: string; is_deferred: boolean }

export function paymentMethods(ctx: Context): PaymentMethod[] {
  const config = (code: string, field: string) => ctx.registry.config(ctx.store, `payment/${code}/${field}`)
  return PAYMENT_CODES.filter((code) => ctx.registry.configFlag(ctx.store, `payment/${code}/active`))
    .map((code) => ({ code, title: config(code, 'title') ?? code, sortOrder: Number(config(code, 'sort_order') ?? 0) }))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ code, title }) => ({ code, title, is_deferred: false }))
}

export const findPaymentMethod = (ctx: Context, code: string) => paymentMethods(ctx).find((m) => m.code === code)
