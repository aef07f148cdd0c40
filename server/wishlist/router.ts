import { workerConfig } from '../../app.config'
import {
  type WishlistAllToCartView,
  type WishlistSummary,
  type WishlistToCartView,
  type WishlistView,
  wishlistAddInputSchema,
  wishlistAllToCartInputSchema,
  wishlistCreateInputSchema,
  wishlistDeleteInputSchema,
  wishlistGetInputSchema,
  wishlistQuantityInputSchema,
  wishlistRemoveInputSchema,
  wishlistRenameInputSchema,
  wishlistSaveCutListInputSchema,
  wishlistToCartInputSchema,
} from '../../contract/wishlist'
import { CacheNone } from '../cache/strategies'
import { enteredCutList } from '../product/cut-to-size'
import type { Context } from '../trpc/context'
import { customerProcedureWith } from '../trpc/customer-procedure'
import { cutListRefusal, refused, userErrorReason } from '../trpc/error-reason'
import { publicProcedure, router } from '../trpc/init'
import { addAllToCart, addItemToCart } from './add-all-to-cart'
import {
  AddProductsToWishlistMutation,
  AddWishlistItemsToCartMutation,
  CreateWishlistMutation,
  CustomerWishlistQuery,
  CustomerWishlistSummariesQuery,
  CustomerWishlistsQuery,
  DeleteWishlistMutation,
  RemoveProductsFromWishlistMutation,
  RenameWishlistMutation,
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

/**
 * One of the customer's lists; without an id their default (first) list (spec §5: "Loaded from the customer's first
 * wishlist"). null when the id is not one of theirs.
 */
async function loadWishlist(ctx: Context, listId?: string): Promise<WishlistView | null> {
  if (listId) {
    const { customer } = await ctx.commerce.query(CustomerWishlistQuery, { id: listId }, CacheNone())
    return customer?.wishlist_v2 ? wishlistView(customer.wishlist_v2) : null
  }
  const { customer } = await ctx.commerce.query(CustomerWishlistsQuery, {}, CacheNone())
  const first = customer?.wishlists.find((wishlist) => wishlist != null)
  return first ? wishlistView(first) : null
}

/** The list a change goes to: the one named, else the default list (id 0, spec §9). */
const targetOf = (input: { listId?: string }) => input.listId ?? workerConfig.defaultWishlistId

const summaryOf = (list: { id?: string | null; name?: string | null; items_count?: number | null }) => ({
  id: list.id ?? '',
  name: list.name ?? null,
  itemsCount: list.items_count ?? 0,
})

const answered = <T>(wishlist: T | null | undefined): T => {
  if (!wishlist) throw refused('UNKNOWN', 'The shop answered no wishlist.')
  return wishlist
}

/** Magento's addWishlistItemsToCart with the wishlist's real id: the item leaves the wishlist when the cart takes it. */
async function moveToCart(ctx: Context, wishlist: WishlistView, itemId: string) {
  const { addWishlistItemsToCart } = await ctx.commerce.mutate(AddWishlistItemsToCartMutation, {
    wishlistId: wishlist.id,
    itemIds: [itemId],
  })
  return {
    errors: addWishlistItemsToCart?.add_wishlist_items_to_cart_user_errors ?? [],
    wishlist: addWishlistItemsToCart?.wishlist,
  }
}

export const wishlistRouter = router({
  /** The wishlist with its count; null for a guest (no call is made without a token). */
  get: publicProcedure
    .input(wishlistGetInputSchema)
    .query(async ({ ctx, input }) => (ctx.session.customerToken ? loadWishlist(ctx, input?.listId) : null)),

  /** The customer's lists for the chooser, the default one first; empty for a guest. */
  lists: publicProcedure.query(async ({ ctx }): Promise<WishlistSummary[]> => {
    if (!ctx.session.customerToken) return []
    const { customer } = await ctx.commerce.query(CustomerWishlistSummariesQuery, {}, CacheNone())
    return (customer?.wishlists ?? []).flatMap((list) => (list ? [summaryOf(list)] : []))
  }),

  /** A further named list (Adobe Commerce's createWishlist), private to the buyer. */
  create: wishlistProcedure.input(wishlistCreateInputSchema).mutation(async ({ ctx, input }) => {
    const { createWishlist } = await ctx.commerce.mutate(CreateWishlistMutation, { name: input.name })
    return summaryOf(answered(createWishlist?.wishlist))
  }),

  /** Names a list, the default one too (Adobe Commerce's updateWishlist). */
  rename: wishlistProcedure.input(wishlistRenameInputSchema).mutation(async ({ ctx, input }) => {
    const { updateWishlist } = await ctx.commerce.mutate(RenameWishlistMutation, { id: input.listId, name: input.name })
    const renamed = answered(updateWishlist)
    return { id: renamed.uid, name: renamed.name }
  }),

  /** Deletes a further list with its items (Adobe Commerce's deleteWishlist); the default list cannot be deleted. */
  delete: wishlistProcedure.input(wishlistDeleteInputSchema).mutation(async ({ ctx, input }) => {
    const { deleteWishlist } = await ctx.commerce.mutate(DeleteWishlistMutation, { id: input.listId })
    return { deleted: deleteWishlist?.status === true }
  }),

  /** Adds the product with the spec's quantity (1) to the list named, else the default wishlist (id 0). */
  add: wishlistProcedure.input(wishlistAddInputSchema).mutation(async ({ ctx, input }): Promise<WishlistView> => {
    const item = { sku: input.sku, parent_sku: input.parentSku, quantity: workerConfig.wishlistAddQuantity }
    const { addProductsToWishlist } = await ctx.commerce.mutate(AddProductsToWishlistMutation, {
      wishlistId: targetOf(input),
      items: [item],
    })
    refusedBy(addProductsToWishlist?.user_errors)
    return wishlistView(answered(addProductsToWishlist?.wishlist))
  }),

  /**
   * Keeps a sheet's cut list (Magento's entered_options and selected_options) on the list named, else the default
   * wishlist, as an item of its own. A list commerce refuses comes as CUT_LIST_REFUSED with its rows' issues, as the
   * cart's add does.
   */
  saveCutList: wishlistProcedure
    .input(wishlistSaveCutListInputSchema)
    .mutation(async ({ ctx, input }): Promise<WishlistView> => {
      const item = {
        sku: input.sku,
        parent_sku: input.parentSku,
        quantity: workerConfig.wishlistAddQuantity,
        entered_options: enteredCutList(input.cutList),
        selected_options: input.cutList.choiceUids,
      }
      const { addProductsToWishlist } = await ctx.commerce.mutate(AddProductsToWishlistMutation, {
        wishlistId: targetOf(input),
        items: [item],
      })
      const cutList = cutListRefusal(addProductsToWishlist?.user_errors.find((error) => error?.message))
      if (cutList) throw cutList
      refusedBy(addProductsToWishlist?.user_errors)
      return wishlistView(answered(addProductsToWishlist?.wishlist))
    }),

  remove: wishlistProcedure.input(wishlistRemoveInputSchema).mutation(async ({ ctx, input }): Promise<WishlistView> => {
    const { removeProductsFromWishlist } = await ctx.commerce.mutate(RemoveProductsFromWishlistMutation, {
      wishlistId: targetOf(input),
      itemIds: input.itemIds,
    })
    refusedBy(removeProductsFromWishlist?.user_errors)
    return wishlistView(answered(removeProductsFromWishlist?.wishlist))
  }),

  /**
   * Moves one item to the customer's cart: on success it leaves the wishlist (the browser shows 'You added
   * {product} to your shopping cart.'); when the cart refuses, the item stays and the cart's message comes as
   * userMessage with the reason of its code (spec §5, §8). Magento needs the wishlist's real id here. A saved cut
   * list goes to the cart as a cut line (nested and priced there at today's price) and stays in the account, kept
   * to request again.
   */
  addToCart: wishlistProcedure
    .input(wishlistToCartInputSchema)
    .mutation(async ({ ctx, input }): Promise<WishlistToCartView> => {
      const wishlist = await loadWishlist(ctx, input.listId)
      const item = wishlist?.items.find((candidate) => candidate.id === input.itemId)
      if (!wishlist || !item) throw refused('NOT_FOUND', 'The item is not on the wishlist.', { code: 'NOT_FOUND' })
      if (item.cutList) {
        const refusal = await addItemToCart(ctx, item)
        if (refusal) throw refused(refusal.reason, refusal.userMessage, { userMessage: refusal.userMessage })
        return { wishlist, addedProduct: item.product.name }
      }
      const moved = await moveToCart(ctx, wishlist, item.id)
      refusedBy(moved.errors)
      return { wishlist: wishlistView(answered(moved.wishlist)), addedProduct: item.product.name }
    }),

  /** Sets how many of an item the wishlist keeps, the quantity it takes to the cart (updateProductsInWishlist). */
  setQuantity: wishlistProcedure
    .input(wishlistQuantityInputSchema)
    .mutation(async ({ ctx, input }): Promise<WishlistView> => {
      const { updateProductsInWishlist } = await ctx.commerce.mutate(UpdateProductsInWishlistMutation, {
        wishlistId: targetOf(input),
        items: [{ wishlist_item_id: input.itemId, quantity: input.quantity }],
      })
      refusedBy(updateProductsInWishlist?.user_errors)
      return wishlistView(answered(updateProductsInWishlist?.wishlist))
    }),

  /**
   * The list as an order template: every item goes to the cart with its quantity and the list stays whole; each
   * item the cart refuses is named with the cart's reason and message.
   */
  addAllToCart: wishlistProcedure
    .input(wishlistAllToCartInputSchema)
    .mutation(async ({ ctx, input }): Promise<WishlistAllToCartView> => {
      const wishlist = await loadWishlist(ctx, input?.listId)
      if (!wishlist || wishlist.items.length === 0)
        throw refused('NOT_FOUND', 'The wishlist is empty.', { code: 'NOT_FOUND' })
      return addAllToCart(ctx, wishlist)
    }),
})
