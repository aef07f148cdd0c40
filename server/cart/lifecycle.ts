import { TRPCError } from '@trpc/server'
import { CacheNone } from '../cache/strategies'
import type { CallOptions } from '../commerce/client'
import { CommerceError } from '../commerce/errors'
import type { Context } from '../trpc/context'
import { CreateEmptyCartMutation, CustomerGroupQuery } from './documents'

/**
 * The cart's lifecycle, in one place (GraphCommerce keeps it in one link): the cart id lives in the HttpOnly cart
 * cookie; a missing id gets a new empty cart before a change, and an id the backend no longer accepts (unknown,
 * inactive after a merge or an order, someone else's) is replaced by a new empty cart and the change is retried
 * once. Visitors never see these errors. Each new cart's customer group is fetched and kept in its cookie.
 *
 * Reading never creates a cart (queries do not change state): without a usable id the cart is empty, and a lost id
 * is forgotten.
 */

/** Magento's answers for a cart id that cannot be used (any store view, any wording of the id). */
const lostCartMessages = [
  /^Could not find a cart with ID/,
  /^The cart isn't active\./,
  /^The current user cannot perform operations on cart/,
]

export function isLostCart(error: CommerceError): boolean {
  return lostCartMessages.some((pattern) => pattern.test(error.message))
}

/** Pass to every commerce call with the cart id: a lost cart is recovered here, it never logs the visitor out. */
export const cartCallOptions: CallOptions = { recovers: isLostCart }

function isLostCartError(error: unknown): boolean {
  const cause = error instanceof TRPCError ? error.cause : error
  return cause instanceof CommerceError && isLostCart(cause)
}

export type CartContext = Pick<Context, 'commerce' | 'cookies'>

async function createCart(ctx: CartContext): Promise<string> {
  const { createEmptyCart: cartId } = await ctx.commerce.mutate(CreateEmptyCartMutation, {})
  if (!cartId) {
    throw new TRPCError({ code: 'BAD_GATEWAY', message: 'The shop could not start a cart. Please try again.' })
  }
  ctx.cookies.set('cart', cartId)
  await storeCustomerGroup(ctx, cartId)
  return cartId
}

/** The spec: a customer group id is fetched per cart and stored. A failure here must not stop the purchase. */
async function storeCustomerGroup(ctx: CartContext, cartId: string): Promise<void> {
  try {
    const { getCustomerGroupId } = await ctx.commerce.query(
      CustomerGroupQuery,
      { cartId },
      CacheNone(),
      cartCallOptions,
    )
    if (getCustomerGroupId?.success && getCustomerGroupId.groupId != null) {
      ctx.cookies.set('customerGroup', String(getCustomerGroupId.groupId))
    }
  } catch (error) {
    console.warn('cart: customer group not fetched', error)
  }
}

/**
 * Runs a change on the visitor's cart: creates one first when there is none, and when the backend does not accept
 * the stored id, starts a new empty cart and retries once.
 */
export async function changeCart<T>(ctx: CartContext, change: (cartId: string) => Promise<T>): Promise<T> {
  const storedId = ctx.cookies.get('cart')
  const cartId = storedId ?? (await createCart(ctx))
  try {
    return await change(cartId)
  } catch (error) {
    if (!storedId || !isLostCartError(error)) throw error
    return change(await createCart(ctx))
  }
}

/** Reads the visitor's cart; null when there is none (no id, or one the backend no longer accepts). */
export async function readCart<T>(ctx: CartContext, read: (cartId: string) => Promise<T>): Promise<T | null> {
  const cartId = ctx.cookies.get('cart')
  if (!cartId) return null
  try {
    return await read(cartId)
  } catch (error) {
    if (!isLostCartError(error)) throw error
    ctx.cookies.clear('cart')
    return null
  }
}

/** The stored cart id, for the server-side redirect to an external checkout only. Never sent to the browser. */
export function storedCartId(ctx: Pick<Context, 'cookies'>): string | undefined {
  return ctx.cookies.get('cart')
}
