/**
 * Magento's GetCartForUser: the active cart behind a masked id, if the caller may use it. Guests may use guest
 * carts; a customer only their own carts (a customer's token on a guest cart is refused, as in Magento — the
 * storefront merges instead). The cart follows the store view of the request (one website, so Magento's
 * "Can't assign cart to store in different website." cannot happen).
 */
import type { Context } from '../kernel/context'
import { GraphQlAuthorizationException, GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import { __, type Phrase } from '../kernel/phrase'
import { findQuote, type QuoteRecord } from './quote-repository'

/** Magento checks required string arguments with empty(): null and "" are missing. */
export function required(value: string | null | undefined, message: Phrase): string {
  if (!value) throw new GraphQlInputException(message)
  return value
}

export async function getCartForUser(
  ctx: Context,
  maskedId: string,
  customerId = ctx.customer?.customerId ?? null,
): Promise<QuoteRecord> {
  return usableCart(maskedId, await findQuote(ctx.db, maskedId), customerId)
}

/** The cart found behind the masked id if the caller (`customerId`, null for a guest) may use it. */
export function usableCart(maskedId: string, quote: QuoteRecord | null, customerId: number | null): QuoteRecord {
  if (!quote) throw new GraphQlNoSuchEntityException(__('Could not find a cart with ID "%1"', maskedId))
  if (quote.is_active !== 1) throw new GraphQlNoSuchEntityException("The cart isn't active.")
  if (quote.customer_id === null && customerId === null) return quote
  if (quote.customer_id !== customerId) {
    throw new GraphQlAuthorizationException(__('The current user cannot perform operations on cart "%1"', maskedId))
  }
  return quote
}

/**
 * After a line's write found the cart no longer active (placed while the change was on its way): throws as
 * getCartForUser would have, "The cart isn't active."; returns when the cart is still usable.
 */
export async function checkStillUsable(ctx: Context, quote: QuoteRecord): Promise<void> {
  usableCart(quote.masked_id, await findQuote(ctx.db, quote.masked_id), quote.customer_id)
}
