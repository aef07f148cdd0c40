/** The review settings of the store view (core_config_data, store view → website → default). */
import type { Context } from '../kernel/context'

const flag = (ctx: Context, path: string, fallback: boolean) => {
  const value = ctx.registry.config(ctx.store, path)
  return value == null ? fallback : value === '1'
}

/** Magento's catalog/review/active (on unless set to 0). */
export const reviewsEnabled = (ctx: Context) => flag(ctx, 'catalog/review/active', true)
/** Magento's catalog/review/allow_guest: whether guests may write reviews. */
export const guestsMayReview = (ctx: Context) => flag(ctx, 'catalog/review/allow_guest', false)
/** The shop's catalog/review/auto_approve: new reviews are approved at once instead of waiting (off by default). */
export const autoApprove = (ctx: Context) => flag(ctx, 'catalog/review/auto_approve', false)
