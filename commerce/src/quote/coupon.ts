/**
 * applyCouponToCart / removeCouponFromCart with Magento's checks and messages, in Magento's order: a coupon that
 * still applies blocks another; an empty cart takes none; an unknown, inactive or expired code is not valid. The
 * coupon is set by compare-and-set, so of two parallel applies only one wins.
 */
import type { Context } from '../kernel/context'
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import { timeZone } from './quote-config'
import { clearCoupon, loadItems, type QuoteRecord, swapCoupon } from './quote-repository'
import { findRuleByCoupon, isRuleValid, today } from './sales-rule'

const ALREADY_APPLIED = 'A coupon is already applied to the cart. Please remove it to apply another'

export async function applyCoupon(ctx: Context, quote: QuoteRecord, code: string): Promise<void> {
  const day = today(timeZone(ctx))
  const [current, rule, items] = await Promise.all([
    quote.coupon_code ? findRuleByCoupon(ctx.db, quote.coupon_code, ctx.store.store_id) : null,
    findRuleByCoupon(ctx.db, code, ctx.store.store_id),
    loadItems(ctx.db, quote.entity_id),
  ])
  if (current && isRuleValid(current, day)) throw new GraphQlInputException(ALREADY_APPLIED)
  if (items.length === 0) throw new GraphQlNoSuchEntityException('Cart does not contain products.')
  if (!rule || !isRuleValid(rule, day)) {
    throw new GraphQlNoSuchEntityException("The coupon code isn't valid. Verify the code and try again.")
  }
  if (!(await swapCoupon(ctx.db, quote.entity_id, quote.coupon_code, rule.code))) {
    throw new GraphQlInputException(ALREADY_APPLIED)
  }
}

export async function removeCoupon(ctx: Context, quote: QuoteRecord): Promise<void> {
  if ((await loadItems(ctx.db, quote.entity_id)).length === 0) {
    throw new GraphQlNoSuchEntityException('Cart does not contain products')
  }
  await clearCoupon(ctx.db, quote.entity_id)
}
