/**
 * Which wishlist a request may use, as Magento's WishlistGraphQl resolvers decide: guests are refused
 * (graphql-authorization); id 0 (or any id that is not a positive number) means the customer's own wishlist, created
 * when there is none (Magento's `loadByCustomerId($customerId, true)`); another customer's id is not found.
 */
import type { Context } from '../kernel/context'
import { GraphQlAuthorizationException, GraphQlInputException } from '../kernel/errors'
import { customerWishlist, findWishlist, type WishlistRecord } from './wishlist-repository'

export const GUEST_REFUSED = 'The current user cannot perform operations on wishlist'

/** The signed-in customer; guests get Magento's refusal. */
export function wishlistCustomer(ctx: Context): NonNullable<Context['customer']> {
  if (!ctx.customer) throw new GraphQlAuthorizationException(GUEST_REFUSED)
  return ctx.customer
}

/** PHP's `(int) $id`: the leading integer of the text, else 0. */
export const wishlistIdOf = (id: string | number) => Number.parseInt(String(id), 10) || 0

/** The customer's wishlist with this id (0: their own); null when it is missing or someone else's. */
export async function ownWishlist(ctx: Context, customerId: number, id: string): Promise<WishlistRecord | null> {
  const wishlistId = wishlistIdOf(id)
  const found = wishlistId > 0 ? await findWishlist(ctx.db, wishlistId) : await customerWishlist(ctx.db, customerId)
  return found?.customer_id === customerId ? found : null
}

/** The wishlist a mutation works on, or Magento's 'The wishlist was not found.' (graphql-input). */
export async function wishlistForUpdate(ctx: Context, id: string): Promise<WishlistRecord> {
  const found = await ownWishlist(ctx, wishlistCustomer(ctx).customerId, id)
  if (!found) throw new GraphQlInputException('The wishlist was not found.')
  return found
}
