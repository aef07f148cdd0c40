import { TRPCError } from '@trpc/server'
import type { ErrorReason } from '../../contract/error-reason'
import { log } from '../../observability/log'
import { CacheNone } from '../cache/strategies'
import type { CallOptions } from '../commerce/client'
import { type CommerceError, category, commerceErrorOf } from '../commerce/errors'
import { mintCartId, storedCart } from '../session/cart-id'
import type { Context } from '../trpc/context'
import { refused } from '../trpc/error-reason'
import { CartStateQuery, CreateEmptyCartMutation, CustomerCartIdQuery, CustomerGroupQuery } from './operations'

/**
 * The cart's lifecycle, in one place (GraphCommerce keeps it in one link): the cart id lives in the HttpOnly cart
 * cookie, minted by the first page (server/session/cart-id.ts). A change on an id the backend does not know starts the
 * cart under that very id (`createEmptyCart(input: {cart_id})`; "already exists" means a concurrent change was
 * first) and runs again, so concurrent first changes converge on one cart. An id the backend still refuses
 * (inactive after a merge or an order, someone else's) or no id at all gets a new minted id and cart, and the change
 * is retried once. Visitors never see these errors. Each new cart's customer group is fetched and kept in its
 * cookie.
 *
 * Reading never creates a cart (queries do not change state): without a usable id the cart is empty; the id is kept,
 * since it may be a minted one whose cart the first change will create. A minted id the cookie marks as not started
 * is empty without asking the backend, and the first change starts its cart before it runs.
 *
 * A lost cart is recognised by Magento's category, never by its text: reading `cart(cart_id)` answers
 * graphql-no-such-entity for an unknown or inactive cart and graphql-authorization for someone else's. A change
 * answers the same categories for its own refusals too (applyCouponToCart: no such entity for an invalid coupon),
 * so a refused change is told apart by reading the cart. For a customer, graphql-authorization means the token is
 * no longer good: the visitor is logged out (spec §4), the cart is not recovered.
 */

export type CartContext = Pick<Context, 'commerce' | 'cookies' | 'session'>

/** What the check found behind the id. */
export type CartState = 'lost' | 'empty' | 'filled'

/** Why a change was refused, as the procedure reads Magento's answer; undefined leaves the error as it is. */
export type RefusalReason = (error: CommerceError, cart: Exclude<CartState, 'lost'> | null) => ErrorReason | undefined

function mayBeLostCart(ctx: CartContext, error: CommerceError): boolean {
  return (
    error.category === category.noSuchEntity ||
    (error.category === category.authorization && !ctx.session.customerToken)
  )
}

/** Pass to every commerce call with the cart id: a guest's lost cart is recovered, it never logs anyone out. */
export function cartCallOptions(ctx: CartContext): CallOptions {
  return { recovers: (error) => mayBeLostCart(ctx, error) }
}

/**
 * Starts the cart under `cartId`: a new guest cart, or, when one with that id already exists (a concurrent first
 * change), that one; a customer gets their own active cart. The id the backend answered is stored.
 */
async function startCart(ctx: CartContext, cartId: string): Promise<string> {
  let started: string | null | undefined
  try {
    started = (await ctx.commerce.mutate(CreateEmptyCartMutation, { cartId })).createEmptyCart
  } catch (error) {
    if (commerceErrorOf(error)?.category !== category.alreadyExists) throw error
    return keep(ctx, cartId)
  }
  if (!started) {
    throw new TRPCError({ code: 'BAD_GATEWAY', message: 'The shop could not start a cart. Please try again.' })
  }
  keep(ctx, started)
  await storeCustomerGroup(ctx, started)
  return started
}

/** Stores the id of a started cart, unless the cookie holds it already. */
export function keep(ctx: CartContext, cartId: string): string {
  if (cartId !== ctx.cookies.get('cart')) ctx.cookies.set('cart', cartId)
  return cartId
}

/** The spec: a customer group id is fetched per cart and stored. A failure here must not stop the purchase. */
async function storeCustomerGroup(ctx: CartContext, cartId: string): Promise<void> {
  try {
    const { getCustomerGroupId } = await ctx.commerce.query(
      CustomerGroupQuery,
      { cartId },
      CacheNone(),
      cartCallOptions(ctx),
    )
    if (getCustomerGroupId?.success && getCustomerGroupId.groupId != null) {
      ctx.cookies.set('customerGroup', String(getCustomerGroupId.groupId))
    }
  } catch (error) {
    log.warn('cart: customer group not fetched', { error })
  }
}

/** Runs a read of the cart; `lost` when the backend no longer accepts the id. */
async function unlessLost<T>(ctx: CartContext, read: () => Promise<T>): Promise<T | 'lost'> {
  try {
    return await read()
  } catch (error) {
    const cause = commerceErrorOf(error)
    if (cause && mayBeLostCart(ctx, cause)) return 'lost'
    throw error
  }
}

async function cartState(ctx: CartContext, cartId: string): Promise<CartState> {
  const cart = await unlessLost(ctx, async () => {
    const { cart } = await ctx.commerce.query(CartStateQuery, { cartId }, CacheNone(), cartCallOptions(ctx))
    return cart
  })
  if (cart === 'lost') return cart
  return (cart?.total_quantity ?? 0) > 0 ? 'filled' : 'empty'
}

const lost = Symbol('lost cart')

/**
 * One try of a change; a refusal is answered with the procedure's reason, a lost cart with `lost`. A `first` try
 * answers `lost` for any error that may mean a missing cart without judging it: the cart is started and the change
 * retried, and only that try's error is judged (by then the cart exists, so its state tells a refusal from a loss).
 */
async function attempt<T>(
  ctx: CartContext,
  cartId: string,
  change: (cartId: string) => Promise<T>,
  reasonFor: RefusalReason,
  first = false,
): Promise<T | typeof lost> {
  try {
    return await change(cartId)
  } catch (error) {
    const cause = commerceErrorOf(error)
    if (!cause) throw error
    const mayBeLost = mayBeLostCart(ctx, cause)
    if (mayBeLost && first) return lost
    const cart = mayBeLost ? await cartState(ctx, cartId) : null
    if (cart === 'lost') return lost
    const reason = reasonFor(cause, cart)
    throw reason ? refused(reason, cause.message) : error
  }
}

/**
 * Runs a change on the visitor's cart: on the stored id, starting its cart when the backend does not know it yet;
 * when the backend refuses the id (or there is none), on a new cart, once.
 */
export async function changeCart<T>(
  ctx: CartContext,
  change: (cartId: string) => Promise<T>,
  reasonFor: RefusalReason,
): Promise<T> {
  const stored = storedCart(ctx.cookies.get('cart'))
  if (stored?.started) {
    const result = await attempt(ctx, stored.id, change, reasonFor, true)
    if (result !== lost) return result
  }
  if (stored) {
    const retried = await attempt(ctx, await startCart(ctx, stored.id), change, reasonFor)
    if (retried !== lost) return retried
  }
  const result = await attempt(ctx, await startCart(ctx, mintCartId()), change, reasonFor)
  if (result === lost) throw refused('CART_NOT_FOUND', 'The shop could not start a cart. Please try again.')
  return result
}

/**
 * Reads the visitor's cart; null when there is none (no started cart, or one the backend no longer accepts). A
 * signed-in customer without a started cart id (the cart cookie ends with the browser session, the token's does not)
 * reads their customer cart (spec §4), whose id is kept from then on.
 */
export async function readCart<T>(ctx: CartContext, read: (cartId: string) => Promise<T>): Promise<T | null> {
  const cartId = startedCartId(ctx) ?? (await customerCartId(ctx))
  if (!cartId) return null
  const cart = await unlessLost(ctx, () => read(cartId))
  return cart === 'lost' ? null : cart
}

/** A signed-in customer's cart (Magento's customerCart), kept in the cart cookie; undefined for a guest. */
async function customerCartId(ctx: CartContext): Promise<string | undefined> {
  if (!ctx.session.customerToken) return undefined
  const { customerCart } = await ctx.commerce.query(CustomerCartIdQuery, {}, CacheNone())
  return keep(ctx, customerCart.id)
}

/** The id of the visitor's started cart (a minted id's cart does not exist yet). Never sent to the browser. */
export function startedCartId(ctx: Pick<Context, 'cookies'>): string | undefined {
  const stored = storedCart(ctx.cookies.get('cart'))
  return stored?.started ? stored.id : undefined
}
