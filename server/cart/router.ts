import { TRPCError } from '@trpc/server'
import { CacheNone } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import { CommerceError } from '../commerce/errors'
import { publicProcedure, router } from '../trpc/init'
import { checkAddToCart, refusalText } from './add-to-cart-rules'
import { type CartView, cartView, emptyCartView } from './cart-view'
import {
  AddProductsToCartMutation,
  AddToCartProductQuery,
  ApplyCouponToCartMutation,
  CartQuery,
  RemoveCouponFromCartMutation,
  RemoveItemFromCartMutation,
  UpdateCartItemsMutation,
} from './documents'
import {
  type AddToCartInput,
  addToCartInputSchema,
  applyCouponInputSchema,
  removeItemInputSchema,
  updateQuantityInputSchema,
} from './input'
import { type CartContext, cartCallOptions, changeCart, readCart } from './lifecycle'

/** A message from the commerce backend or the rules that the visitor should read (translated by its text). */
const refused = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message })

type CartFields = Parameters<typeof cartView>[0]

/**
 * Runs a change on the visitor's cart and answers the cart it produced; `failure` when the backend answered none.
 * Magento answers a refused change (a bad coupon, an unknown line, an empty cart) as "no such entity" or "input"
 * errors; to the visitor they are one thing: the change was refused, read why. Lost carts never get here.
 */
async function change(
  ctx: CartContext,
  failure: string,
  run: (cartId: string) => Promise<CartFields | null | undefined>,
): Promise<CartView> {
  let cart: CartFields | null | undefined
  try {
    cart = await changeCart(ctx, run)
  } catch (error) {
    const cause = error instanceof TRPCError ? error.cause : undefined
    if (cause instanceof CommerceError && (cause.status === 400 || cause.status === 404)) throw refused(cause.message)
    throw error
  }
  if (!cart) throw refused(failure)
  return cartView(cart)
}

/**
 * The add-to-cart rules with fresh facts (never from the edge cache: stock changes). A sku the stock list does not
 * list (a variant's own sku) is left to the commerce backend, which knows its parent.
 */
async function checkRules(commerce: CommerceClient, input: AddToCartInput): Promise<void> {
  const { products } = await commerce.query(AddToCartProductQuery, { sku: input.parentSku ?? input.sku }, CacheNone())
  const product = products?.items?.find((item) => item?.sku === (input.parentSku ?? input.sku))
  if (!product) return
  const refusal = checkAddToCart(
    { typename: product.__typename, stockStatus: product.stock_status, onlyXLeftInStock: product.only_x_left_in_stock },
    {
      quantity: input.quantity,
      variantSku: input.parentSku ? input.sku : null,
      selectedOptions: input.selectedOptions,
    },
  )
  if (refusal) throw refused(refusalText(refusal))
}

export const cartRouter = router({
  /** The visitor's cart. Personal: never stored in the edge cache. Without a cart it is empty. */
  get: publicProcedure.query(async ({ ctx }): Promise<CartView> => {
    const cart = await readCart(ctx, async (cartId) => {
      const { cart } = await ctx.commerce.query(CartQuery, { cartId }, CacheNone(), cartCallOptions)
      return cart
    })
    return cart ? cartView(cart) : emptyCartView(ctx.session.currency)
  }),

  /**
   * Adds pieces of a product (a pallet quantity arrives as pieces). Refused by the add-to-cart rules or by the
   * backend with BAD_REQUEST and the first message, e.g. 'The requested qty is not available'.
   */
  add: publicProcedure.input(addToCartInputSchema).mutation(async ({ ctx, input }) => {
    await checkRules(ctx.commerce, input)
    return change(ctx, 'The product could not be added to the cart.', async (cartId) => {
      const { addProductsToCart } = await ctx.commerce.mutate(
        AddProductsToCartMutation,
        {
          cartId,
          cartItems: [
            {
              sku: input.sku,
              quantity: input.quantity,
              selected_options: input.selectedOptions,
              parent_sku: input.parentSku,
            },
          ],
        },
        cartCallOptions,
      )
      const firstError = addProductsToCart?.user_errors.find((error) => error?.message)
      if (firstError) throw refused(firstError.message)
      return addProductsToCart?.cart
    })
  }),

  /** Sets a line's quantity (the storefront sends it 1 s after the last change; only quantities above 0). */
  updateQuantity: publicProcedure.input(updateQuantityInputSchema).mutation(async ({ ctx, input }) => {
    return change(ctx, 'The quantity could not be changed.', async (cartId) => {
      const { updateCartItems } = await ctx.commerce.mutate(
        UpdateCartItemsMutation,
        { cartId, uid: input.uid, quantity: input.quantity },
        cartCallOptions,
      )
      const firstError = updateCartItems?.errors.find((error) => error?.message)
      if (firstError) throw refused(firstError.message)
      return updateCartItems?.cart
    })
  }),

  remove: publicProcedure.input(removeItemInputSchema).mutation(async ({ ctx, input }) => {
    return change(ctx, 'The product could not be removed.', async (cartId) => {
      const { removeItemFromCart } = await ctx.commerce.mutate(
        RemoveItemFromCartMutation,
        { cartId, uid: input.uid },
        cartCallOptions,
      )
      return removeItemFromCart?.cart
    })
  }),

  /** The spec: applying with a code sets it, applying without a code removes the applied one. */
  applyCoupon: publicProcedure.input(applyCouponInputSchema).mutation(async ({ ctx, input }) => {
    if (!input.code) return removeCoupon(ctx)
    const code = input.code
    return change(ctx, "The coupon code isn't valid. Verify the code and try again.", async (cartId) => {
      const { applyCouponToCart } = await ctx.commerce.mutate(
        ApplyCouponToCartMutation,
        { cartId, code },
        cartCallOptions,
      )
      return applyCouponToCart?.cart
    })
  }),

  removeCoupon: publicProcedure.mutation(({ ctx }) => removeCoupon(ctx)),
})

async function removeCoupon(ctx: CartContext): Promise<CartView> {
  return change(ctx, 'The coupon could not be removed.', async (cartId) => {
    const { removeCouponFromCart } = await ctx.commerce.mutate(
      RemoveCouponFromCartMutation,
      { cartId },
      cartCallOptions,
    )
    return removeCouponFromCart?.cart
  })
}
