import type { CustomerView } from '../../contract/customer'
import { CacheLong, CacheNone } from '../cache/strategies'
import { startedCartId } from '../cart/lifecycle'
import type { CommerceClient } from '../commerce/client'
import type { Context } from '../trpc/context'
import { CustomerCartIdQuery, MergeCartsMutation, SignedInCustomerQuery, TokenLifetimeQuery } from './documents'

/**
 * The customer session of spec §4: a visitor is signed in when the token cookie holds a token commerce accepts and
 * the customer loads with a first name; otherwise they are logged out (cookies cleared) and count as a guest.
 */
export async function signedInCustomer(
  ctx: Pick<Context, 'session' | 'commerce' | 'logOut'>,
): Promise<CustomerView | null> {
  if (!ctx.session.customerToken) return null
  try {
    const { customer } = await ctx.commerce.query(SignedInCustomerQuery, {}, CacheNone())
    if (customer?.firstname) {
      return { firstname: customer.firstname, lastname: customer.lastname ?? '', email: customer.email ?? '' }
    }
  } catch (error) {
    console.warn('customer: not loaded, logged out', error)
  }
  ctx.logOut('signedOut')
  return null
}

const SECONDS_PER_HOUR = 3600

/** The token cookie lives as long as the token (Magento's default: 1 hour); a store setting, read as a guest. */
export async function tokenLifetimeSeconds(guest: CommerceClient): Promise<number> {
  const { storeConfig } = await guest.query(TokenLifetimeQuery, {}, CacheLong())
  return Math.round((storeConfig?.customer_access_token_lifetime ?? 1) * SECONDS_PER_HOUR)
}

/**
 * After sign-in the cart is the customer's: a different guest cart is merged into it first (spec §4); when the
 * merge fails the customer's cart is kept as it is.
 */
export async function takeCustomerCart(ctx: Pick<Context, 'cookies'>, customer: CommerceClient): Promise<void> {
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
      console.warn('customer: guest cart not merged, the customer cart is kept', error)
    }
  }
  ctx.cookies.set('cart', customerCart.id)
}
