import type { AddedLineView, AddLinesResult, CheckedLineView, OrderLine } from '../../contract/quick-order'
import { CacheNone } from '../cache/strategies'
import { category, commerceUserError } from '../commerce/errors'
import { commerceReason } from '../trpc/error-reason'
import { cartView } from './cart-view'
import { checkLines } from './check-lines'
import { type CartContext, cartCallOptions, changeCart, type RefusalReason } from './lifecycle'
import { AddProductsToCartMutation, CartLineQuantitiesQuery } from './operations'

type LineSku = { sku?: string | null } | null
type LineQuantities = readonly ({ quantity: number; product?: LineSku; configured_variant?: LineSku } | null)[] | null

/** Pieces per sku over the cart's lines (a configurable product's line by its variant's sku). */
function piecesBySku(items: LineQuantities | undefined): Map<string, number> {
  const pieces = new Map<string, number>()
  for (const item of items ?? []) {
    if (!item) continue
    const sku = item.configured_variant?.sku ?? item.product?.sku
    if (sku) pieces.set(sku, (pieces.get(sku) ?? 0) + item.quantity)
  }
  return pieces
}

/** A change refused as a whole (bad input, an unknown product) reads as its code; anything else stays as it is. */
const wholeRefusal: RefusalReason = (error) =>
  error.category === category.input || error.category === category.noSuchEntity ? commerceReason(error) : undefined

const refusedByRules = (line: CheckedLineView): AddedLineView => ({
  sku: line.sku,
  quantity: line.quantity,
  added: false,
  reason: line.problem,
  message: null,
})

/**
 * Adds many lines in one addProductsToCart. The lines are checked first (one fresh products query); those the
 * add-to-cart rules refuse are not sent. Magento's user_errors name no line, but it reports them in the order of
 * the items it could not add: a line counts as added when the cart's pieces of its sku grew by its quantity, and
 * the others take the user errors in order.
 */
export async function addLines(ctx: CartContext, lines: readonly OrderLine[]): Promise<AddLinesResult> {
  const checked = await checkLines(ctx.commerce, lines)
  const sendable = checked.filter((line) => line.problem === null)
  if (sendable.length === 0) return { lines: checked.map(refusedByRules), cart: null }

  const { before, answer } = await changeCart(
    ctx,
    async (cartId) => {
      const { cart } = await ctx.commerce.query(CartLineQuantitiesQuery, { cartId }, CacheNone(), cartCallOptions(ctx))
      const { addProductsToCart } = await ctx.commerce.mutate(
        AddProductsToCartMutation,
        {
          cartId,
          cartItems: sendable.map(({ sku, quantity, parentSku }) => ({ sku, quantity, parent_sku: parentSku })),
        },
        cartCallOptions(ctx),
      )
      return { before: piecesBySku(cart?.items), answer: addProductsToCart }
    },
    wholeRefusal,
  )
  const after = piecesBySku(answer?.cart.items)
  const userErrors = (answer?.user_errors ?? []).filter((error) => error != null)
  let nextError = 0
  const outcome = new Map<string, AddedLineView>()
  for (const { sku, quantity } of sendable) {
    const added = (after.get(sku) ?? 0) - (before.get(sku) ?? 0) >= quantity
    const error = added ? undefined : userErrors[nextError++]
    outcome.set(sku, {
      sku,
      quantity,
      added,
      reason: added ? null : error ? commerceReason(commerceUserError(error)) : 'UNKNOWN',
      message: error?.message ?? null,
    })
  }
  return {
    lines: checked.map((line) => outcome.get(line.sku) ?? refusedByRules(line)),
    cart: answer ? cartView(answer.cart) : null,
  }
}
