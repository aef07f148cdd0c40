import { type AddToCartRefusal, checkAddToCart, refusalText } from '../../contract/add-to-cart-rules'
import {
  type AddToCartInput,
  addToCartInputSchema,
  applyCouponInputSchema,
  type CartView,
  removeItemInputSchema,
  updateCutListInputSchema,
  updateQuantityInputSchema,
} from '../../contract/cart'
import type { CutListInput } from '../../contract/cut-to-size'
import { orderLinesInputSchema } from '../../contract/quick-order'
import { formatCutList } from '../../rules/cut-list'
import { CacheNone, CacheShort, type CacheStrategy } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import { category, commerceUserError } from '../commerce/errors'
import { enteredCutList } from '../product/cut-to-size'
import { orderableQuantityOf } from '../product/stock'
import { commerceReason, cutListRefusal, refused } from '../trpc/error-reason'
import { publicProcedure, router } from '../trpc/init'
import { addLines } from './add-lines'
import { cartView, emptyCartView } from './cart-view'
import { type CartContext, cartCallOptions, changeCart, type RefusalReason, readCart } from './lifecycle'
import {
  AddProductsToCartMutation,
  AddToCartProductQuery,
  ApplyCouponToCartMutation,
  CartQuery,
  RemoveCouponFromCartMutation,
  RemoveItemFromCartMutation,
  UpdateCartItemCutListMutation,
  UpdateCartItemsMutation,
} from './operations'

type CartFields = Parameters<typeof cartView>[0]

/**
 * Magento refuses a change with "input" or "no such entity" errors (a bad coupon, an unknown line, an empty cart);
 * what each means depends on the mutation. Anything else (authorization, an unreachable backend) stays as it is.
 */
const refusalOf =
  (byCategory: Partial<Record<string, RefusalReason>> = {}): RefusalReason =>
  (error, cart) => {
    if (error.category !== category.input && error.category !== category.noSuchEntity) return undefined
    return byCategory[error.category]?.(error, cart) ?? commerceReason(error)
  }

/** Runs a change on the visitor's cart and answers the cart it produced; `failure` when the backend answered none. */
async function change(
  ctx: CartContext,
  failure: string,
  reasonFor: RefusalReason,
  run: (cartId: string) => Promise<CartFields | null | undefined>,
): Promise<CartView> {
  const cart = await changeCart(ctx, run, reasonFor)
  if (!cart) throw refused('UNKNOWN', failure)
  return cartView(cart)
}

/** A user error of a cart mutation, by its code. */
function userErrorRefusal(error: { code: string; message: string }, options: { shown: boolean }) {
  const commerceError = commerceUserError(error)
  return refused(commerceReason(commerceError), error.message, {
    userMessage: options.shown ? error.message : undefined,
  })
}

/** The product facts the add-to-cart rules judge; undefined for a sku the stock list does not list. */
async function productFacts(commerce: CommerceClient, sku: string, strategy: CacheStrategy) {
  const { products } = await commerce.query(AddToCartProductQuery, { sku }, strategy)
  const product = products?.items?.find((item) => item?.sku === sku)
  return product
    ? {
        typename: product.__typename,
        stockStatus: product.stock_status,
        orderableQuantity: orderableQuantityOf(product),
      }
    : undefined
}

/**
 * The add-to-cart rules, on the product facts of the edge cache: the product type and its options do not change
 * with stock, and a stock the cache still shows but the backend no longer has is refused by the add itself (its
 * user_errors). A stock refusal on cached facts is judged again on fresh ones, so an item back in stock is never
 * refused. A sku the stock list does not list (a variant's own sku) is left to the backend, which knows its parent.
 */
async function checkRules(commerce: CommerceClient, input: AddToCartInput): Promise<void> {
  const sku = input.parentSku ?? input.sku
  const choice = {
    quantity: input.quantity,
    variantSku: input.parentSku ? input.sku : null,
    selectedOptions: input.selectedOptions,
  }
  const cached = await productFacts(commerce, sku, CacheShort())
  let refusal = cached && checkAddToCart(cached, choice)
  if (refusal && isStockRefusal(refusal)) {
    const fresh = await productFacts(commerce, sku, CacheNone())
    refusal = fresh && checkAddToCart(fresh, choice)
  }
  if (!refusal) return
  throw refused(refusal.reason, refusalText(refusal), { productType: refusal.type })
}

/**
 * Magento's cart item of an add: a cut list goes in entered_options under the "Zuschnitt" option's uid, in the rule's
 * canonical text, and its edge and offcut beside a variant's option values in selected_options. Commerce then sets
 * the line's quantity to the sheets the pieces need (the quantity sent is the browser's preview of it).
 */
function cartItemOf({ sku, quantity, parentSku, selectedOptions = [], cutList }: AddToCartInput) {
  const selected = [...selectedOptions, ...(cutList?.choiceUids ?? [])]
  return {
    sku,
    quantity,
    parent_sku: parentSku,
    selected_options: selected.length > 0 ? selected : undefined,
    entered_options: cutList ? enteredCutList(cutList) : undefined,
  }
}

/** The option a chosen value belongs to and the value's option_type_id, read from Magento's value uid. */
function selectOptionChange(valueUid: string): { uid: string; value_string: string } {
  let decoded = ''
  try {
    decoded = atob(valueUid)
  } catch {
    // Not base64: no value uid, refused below.
  }
  const [, optionId, optionTypeId] = /^custom-option\/(\d+)\/(\d+)$/.exec(decoded) ?? []
  if (!optionId || !optionTypeId) throw refused('INVALID_INPUT', `${valueUid} is not a chosen value of the sheet.`)
  return { uid: btoa(`custom-option/${optionId}`), value_string: optionTypeId }
}

/**
 * updateCartItems' customizable_options for a line's new cut list: the list's canonical text under the "Zuschnitt"
 * option's uid and, as Magento changes a select option, each chosen value's option uid and option_type_id.
 */
function cutListOptions({ pieces, cutListUid, choiceUids }: CutListInput) {
  return [{ uid: cutListUid, value_string: formatCutList(pieces) }, ...choiceUids.map(selectOptionChange)]
}

function isStockRefusal(refusal: AddToCartRefusal): boolean {
  return refusal.reason === 'NOT_SALABLE' || refusal.reason === 'INSUFFICIENT_STOCK'
}

/** A line's uid that is malformed (input) or not in the cart (no such entity). */
const lineRefusal = refusalOf({
  [category.input]: () => 'CART_ITEM_NOT_FOUND',
  [category.noSuchEntity]: () => 'CART_ITEM_NOT_FOUND',
})

/**
 * applyCouponToCart answers graphql-input for a coupon while another one is applied, and graphql-no-such-entity
 * both for a cart without products and for a code that is not valid: the cart check tells them apart.
 */
const couponRefusal = refusalOf({
  [category.input]: () => 'COUPON_ALREADY_APPLIED',
  [category.noSuchEntity]: (_, cart) => (cart === 'empty' ? 'CART_EMPTY' : 'COUPON_INVALID'),
})

/** removeCouponFromCart: no such entity = the cart holds no products. */
const removeCouponRefusal = refusalOf({ [category.noSuchEntity]: () => 'CART_EMPTY' })

export const cartRouter = router({
  /** The visitor's cart. Personal: never stored in the edge cache. Without a cart it is empty. */
  get: publicProcedure.query(async ({ ctx }): Promise<CartView> => {
    const cart = await readCart(ctx, async (cartId) => {
      const { cart } = await ctx.commerce.query(CartQuery, { cartId }, CacheNone(), cartCallOptions(ctx))
      return cart
    })
    return cart ? cartView(cart) : emptyCartView(ctx.session.currency)
  }),

  /**
   * Adds pieces of a product (a pallet quantity arrives as pieces). Refused by the add-to-cart rules or by the
   * backend with BAD_REQUEST, the reason of the first user error's code and its text to show (spec §8).
   */
  add: publicProcedure.input(addToCartInputSchema).mutation(async ({ ctx, input }) => {
    await checkRules(ctx.commerce, input)
    return change(ctx, 'The product could not be added to the cart.', refusalOf(), async (cartId) => {
      const { addProductsToCart } = await ctx.commerce.mutate(
        AddProductsToCartMutation,
        {
          cartId,
          cartItems: [cartItemOf(input)],
        },
        cartCallOptions(ctx),
      )
      const firstError = addProductsToCart?.user_errors.find((error) => error?.message)
      const cutList = cutListRefusal(firstError && 'cut_list_issues' in firstError ? firstError : null)
      if (cutList) throw cutList
      if (firstError) throw userErrorRefusal(firstError, { shown: true })
      return addProductsToCart?.cart
    })
  }),

  /**
   * Adds many lines (item number and pieces, e.g. a quick order) in one addProductsToCart: which lines went in, and
   * for the others the reason (add-to-cart rules or the backend's user error by its code) and the backend's text.
   */
  addLines: publicProcedure.input(orderLinesInputSchema).mutation(({ ctx, input }) => addLines(ctx, input.lines)),

  /** Sets a line's quantity (the storefront sends it 1 s after the last change; only quantities above 0). */
  updateQuantity: publicProcedure.input(updateQuantityInputSchema).mutation(async ({ ctx, input }) => {
    return change(ctx, 'The quantity could not be changed.', lineRefusal, async (cartId) => {
      const { updateCartItems } = await ctx.commerce.mutate(
        UpdateCartItemsMutation,
        { cartId, uid: input.uid, quantity: input.quantity },
        cartCallOptions(ctx),
      )
      const firstError = updateCartItems?.errors.find((error) => error?.message)
      if (firstError) throw userErrorRefusal(firstError, { shown: false })
      return updateCartItems?.cart
    })
  }),

  /**
   * Replaces a cut line's cut list, edge and offcut: commerce nests and prices it again and the line's sheets follow.
   * A list it refuses leaves the line as it was and comes back as CUT_LIST_REFUSED with each refused row's code.
   */
  updateCutList: publicProcedure.input(updateCutListInputSchema).mutation(async ({ ctx, input }) => {
    const options = cutListOptions(input.cutList)
    return change(ctx, 'The cut list could not be changed.', lineRefusal, async (cartId) => {
      const { updateCartItems } = await ctx.commerce.mutate(
        UpdateCartItemCutListMutation,
        { cartId, uid: input.uid, options },
        cartCallOptions(ctx),
      )
      const firstError = updateCartItems?.errors.find((error) => error?.message)
      if (firstError) throw cutListRefusal(firstError) ?? userErrorRefusal(firstError, { shown: true })
      return updateCartItems?.cart
    })
  }),

  remove: publicProcedure.input(removeItemInputSchema).mutation(async ({ ctx, input }) => {
    return change(ctx, 'The product could not be removed.', lineRefusal, async (cartId) => {
      const { removeItemFromCart } = await ctx.commerce.mutate(
        RemoveItemFromCartMutation,
        { cartId, uid: input.uid },
        cartCallOptions(ctx),
      )
      return removeItemFromCart?.cart
    })
  }),

  /** The spec: applying with a code sets it, applying without a code removes the applied one. */
  applyCoupon: publicProcedure.input(applyCouponInputSchema).mutation(async ({ ctx, input }) => {
    if (!input.code) return removeCoupon(ctx)
    const code = input.code
    return change(ctx, "The coupon code isn't valid. Verify the code and try again.", couponRefusal, async (cartId) => {
      const { applyCouponToCart } = await ctx.commerce.mutate(
        ApplyCouponToCartMutation,
        { cartId, code },
        cartCallOptions(ctx),
      )
      return applyCouponToCart?.cart
    })
  }),

  removeCoupon: publicProcedure.mutation(({ ctx }) => removeCoupon(ctx)),
})

async function removeCoupon(ctx: CartContext): Promise<CartView> {
  return change(ctx, 'The coupon could not be removed.', removeCouponRefusal, async (cartId) => {
    const { removeCouponFromCart } = await ctx.commerce.mutate(
      RemoveCouponFromCartMutation,
      { cartId },
      cartCallOptions(ctx),
    )
    return removeCouponFromCart?.cart
  })
}
