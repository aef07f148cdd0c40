import { log } from '../../observability/log'
import { CacheNone } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import type { Context } from '../trpc/context'
import { startedCartId } from './lifecycle'
import { CustomerCartIdQuery, MergeCartsMutation } from './operations'

/**
 * After sign-in the cart is the customer's: a different guest cart is merged into it first (spec §4); when the
 * merge fails the customer's cart is kept as it is. Answers the id of the customer's cart.
 */
export async function takeCustomerCart(ctx: Pick<Context, 'cookies'>, customer: CommerceClient): Promise<string> {
  const { customerCart } = await customer.query(CustomerCartIdQuery, {}, CacheNone())
  const guestCartId = startedCartId(ctx)
  if (guestCartId && guestCartId !== customerCart.id) {
    try {
      await customer.mutate(
        MergeCartsMutation,
        { source: guestCartId, destination: customerCart.id },
        { recovers: () => true },
      )
    } catch (error) {
      log.warn('customer: guest cart not merged, the customer cart is kept', { error })
    }
  }
  return customerCart.id
}
