import { workerConfig } from '../../app.config'
import {
  type WishlistAllToCartView,
  type WishlistItemRefusal,
  type WishlistToCartView,
  type WishlistView,
  wishlistAddInputSchema,
  wishlistQuantityInputSchema,
  wishlistRemoveInputSchema,
  wishlistToCartInputSchema,
} from '../../contract/wishlist'
import { CacheNone } from '../cache/strategies'
import type { Context } from '../trpc/context'
import { customerProcedureWith } from '../trpc/customer-procedure'
import { refused, userErrorReason } from '../trpc/error-reason'
import { publicProcedure, router } from '../trpc/init'
import {
  AddProductsToWishlistMutation,
  AddWishlistItemsToCartMutation,
  CustomerWishlistsQuery,
  RemoveProductsFromWishlistMutation,
  UpdateProductsInWishlistMutation,
} from './operations'
import { wishlistView } from './wishlist-view'

/** Spec §8's log text: wishlist calls are made only with a customer token (spec §6). */
const NOT_AUTHENTICATED = 'Need to be authenticated to add a product to wishlist'

const wishlistProcedure = customerProcedureWith(NOT_AUTHENTICATED)

/** Magento's first wishlist or cart user error as a refusal; the message is the server's, shown as it comes. */
function refusedBy(errors: readonly ({ code: string; message: string } | null)[] | null | undefined): void {
  const first = errors?.find((error) => error?.message)
  if (first) throw refused(userErrorReason(first.code), first.message, { userMessage: first.message })
}

/** The customer's first wishlist (spec §5: "Loaded from the customer's first wishlist"). */
async function loadWishlist(ctx: Context): Promise<WishlistView | null> {
  const { customer } = await ctx.commerce.query(CustomerWishlistsQuery, {}, CacheNone())
  const first = customer?.wishlists.find((wishlist) => wishlist != null)
  return first ? wishlistView(first) : null
}

const answered = <T>(wishlist: T | null | undefined): T => {
  if (!wishlist) throw refused('UNKNOWN', 'The shop answered no wishlist.')
  return wishlist
}

/** Magento's addWishlistItemsToCart with the wishlist's real id: null item ids move every item. */
async function moveToCart(ctx: Context, wishlist: WishlistView, itemIds: string[] | null) {
  const { addWishlistItemsToCart } = await ctx.commerce.mutate(AddWishlistItemsToCartMutation, {
    wishlistId: wishlist.id,
    itemIds,
  })
  return {
    errors: addWishlistItemsToCart?.add_wishlist_items_to_cart_user_errors ?? [],
    wishlist: addWishlistItemsToCart?.wishlist,
  }
}

/** Each item the cart refused, once, named by its product. */
function refusalsOf(
  wishlist: WishlistView,
  errors: readonly ({ code: string; message: string; wishlistItemId: string } | null)[],
): WishlistItemRefusal[] {
  return wishlist.items.flatMap((item) => {
    const error = errors.find((candidate) => candidate?.wishlistItemId === item.id)
    if (!error) return []
    return [
      { itemId: item.id, product: item.product.name, reason: userErrorReason(error.code), userMessage: error.message },
    ]
  })
}

export const wishlistRouter = router({
  /** The wishlist with its count; null for a guest (no call is made without a token). */
  get: publicProcedure.query(async ({ ctx }) => (ctx.session.customerToken ? loadWishlist(ctx) : null)),

  /** Adds the product with the spec's quantity (1) to the default wishlist (id 0). */
  add: wishlistProcedure.input(wishlistAddInputSchema).mutation(async ({ ctx, input }): Promise<WishlistView> => {
    const item = { sku: input.sku, parent_sku: input.parentSku, quantity: workerConfig.wishlistAddQuantity }
    const { addProductsToWishlist } = await ctx.commerce.mutate(AddProductsToWishlistMutation, {
      wishlistId: workerConfig.defaultWishlistId,
      items: [item],
    })
    refusedBy(addProductsToWishlist?.user_errors)
    return wishlistView(answered(addProductsToWishlist?.wishlist))
  }),

  remove: wishlistProcedure.input(wishlistRemoveInputSchema).mutation(async ({ ctx, input }): Promise<WishlistView> => {
    const { removeProductsFromWishlist } = await ctx.commerce.mutate(RemoveProductsFromWishlistMutation, {
      wishlistId: workerConfig.defaultWishlistId,
      itemIds: input.itemIds,
    })
    refusedBy(removeProductsFromWishlist?.user_errors)
    return wishlistView(answered(removeProductsFromWishlist?.wishlist))
  }),

  /**
   * Moves one item to the customer's cart: on success it leaves the wishlist (the browser shows 'You added
   * {product} to your shopping cart.'); when the cart refuses, the item stays and the cart's message comes as
   * userMessage with the reason of its code (spec §5, §8). Magento needs the wishlist's real id here.
   */
  addToCart: wishlistProcedure
    .input(wishlistToCartInputSchema)
    .mutation(async ({ ctx, input }): Promise<WishlistToCartView> => {
      const wishlist = await loadWishlist(ctx)
      const item = wishlist?.items.find((candidate) => candidate.id === input.itemId)
      if (!wishlist || !item) throw refused('NOT_FOUND', 'The item is not on the wishlist.', { code: 'NOT_FOUND' })
      const moved = await moveToCart(ctx, wishlist, [item.id])
      refusedBy(moved.errors)
      return { wishlist: wishlistView(answered(moved.wishlist)), addedProduct: item.product.name }
    }),

  /** Sets how many of an item the wishlist keeps, the quantity it takes to the cart (updateProductsInWishlist). */
  setQuantity: wishlistProcedure
    .input(wishlistQuantityInputSchema)
    .mutation(async ({ ctx, input }): Promise<WishlistView> => {
      const { updateProductsInWishlist } = await ctx.commerce.mutate(UpdateProductsInWishlistMutation, {
        wishlistId: workerConfig.defaultWishlistId,
        items: [{ wishlist_item_id: input.itemId, quantity: input.quantity }],
      })
      refusedBy(updateProductsInWishlist?.user_errors)
      return wishlistView(answered(updateProductsInWishlist?.wishlist))
    }),

  /**
   * The wishlist as an order template: every item goes to the cart with its quantity; what the cart takes leaves
   * the wishlist, what it refuses stays and is named with the cart's reason and message.
   */
  addAllToCart: wishlistProcedure.mutation(async ({ ctx }): Promise<WishlistAllToCartView> => {
    const before = await loadWishlist(ctx)
    if (!before || before.items.length === 0)
      throw refused('NOT_FOUND', 'The wishlist is empty.', { code: 'NOT_FOUND' })
    const moved = await moveToCart(ctx, before, null)
    const after = wishlistView(answered(moved.wishlist))
    const stayed = new Set(after.items.map((item) => item.id))
    return {
      wishlist: after,
      addedCount: before.items.filter((item) => !stayed.has(item.id)).length,
      refusals: refusalsOf(after, moved.errors),
    }
  }),
})
