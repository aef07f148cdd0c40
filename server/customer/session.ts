import type { CustomerView } from '../../contract/customer'
import { CacheLong, CacheNone } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import { commerceErrorOf } from '../commerce/errors'
import type { Context } from '../trpc/context'
import { SignedInCustomerQuery, TokenLifetimeQuery } from './operations'

/**
 * The customer session of spec §4: a visitor is signed in when the token cookie holds a token commerce accepts and
 * the customer loads with a first name; otherwise they are logged out (cookies cleared) and count as a guest. A
 * backend that fails says nothing about the token: the call fails and the visitor stays signed in.
 */
export async function signedInCustomer(
  ctx: Pick<Context, 'session' | 'commerce' | 'logOut'>,
): Promise<CustomerView | null> {
  if (!ctx.session.customerToken) return null
  try {
    const customer = await customerView(ctx.commerce)
    if (customer) return customer
  } catch (error) {
    if (!commerceErrorOf(error)?.isAuthorizationError) throw error
  }
  ctx.logOut('signedOut')
  return null
}

/** The customer of the client's token; null when commerce knows no first name for them. */
export async function customerView(customer: CommerceClient): Promise<CustomerView | null> {
  const answer = await customer.query(SignedInCustomerQuery, {}, CacheNone())
  const { firstname, lastname, email } = answer.customer ?? {}
  return firstname ? { firstname, lastname: lastname ?? '', email: email ?? '' } : null
}

const SECONDS_PER_HOUR = 3600

/** The token cookie lives as long as the token (Magento's default: 1 hour); a store setting, read as a guest. */
export async function tokenLifetimeSeconds(guest: CommerceClient): Promise<number> {
  const { storeConfig } = await guest.query(TokenLifetimeQuery, {}, CacheLong())
  return Math.round((storeConfig?.customer_access_token_lifetime ?? 1) * SECONDS_PER_HOUR)
}
