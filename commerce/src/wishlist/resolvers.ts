/**
 * Magento's WishlistGraphQl: the customer's wishlist (customer.wishlists, customer.wishlist, customer.wishlist_v2,
 * the deprecated Query.wishlist), adding, updating and removing products, and moving items to the cart.
 */
import type { Context } from '../kernel/context'
import { GraphQlInputException } from '../kernel/errors'
import type {
  ConfigurableWishlistItemResolvers,
  CustomerResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  SimpleWishlistItemResolvers,
  WishlistItemInterfaceResolvers,
  WishlistOutputResolvers,
  WishlistResolvers,
} from '../kernel/resolvers-types.generated'
import { addItemsToCart } from './add-to-cart'
import { createWishlist, deleteWishlist, updateWishlist, visibilityOf } from './multiple-wishlists'
import { ownWishlist, wishlistCustomer, wishlistForUpdate, wishlistIdOf } from './wishlist-access'
import { addProducts, removeProducts, updateProducts } from './wishlist-items'
import {
  clearItems,
  customerWishlist,
  customerWishlists,
  findCustomerWishlist,
  findWishlist,
  type WishlistRecord,
} from './wishlist-repository'
import { type WishlistSource, wishlistItems, wishlistSource } from './wishlist-view'

const own = async (ctx: Context) => wishlistSource(await customerWishlist(ctx.db, wishlistCustomer(ctx).customerId))

/** The wishlist as it is after a mutation's change (its updated_at moved on). */
async function changed(ctx: Context, wishlist: WishlistRecord): Promise<WishlistSource> {
  return wishlistSource((await findWishlist(ctx.db, wishlist.wishlist_id)) ?? wishlist)
}

/** Magento's collection paging: the page is clamped to the last one, total_pages is 1 for an empty list. */
function page<T>(items: T[], args: { currentPage?: number | null; pageSize?: number | null }) {
  const pageSize = args.pageSize && args.pageSize > 0 ? args.pageSize : 20
  const total_pages = Math.max(1, Math.ceil(items.length / pageSize))
  const current_page = Math.min(Math.max(args.currentPage ?? 1, 1), total_pages)
  const from = (current_page - 1) * pageSize
  return { items: items.slice(from, from + pageSize), page_info: { current_page, page_size: pageSize, total_pages } }
}

/** The deprecated WishlistItem of Wishlist.items and Query.wishlist. */
const legacyItems = async (ctx: Context, source: WishlistSource) =>
  (await wishlistItems(ctx, source)).map(({ item, product }) => ({
    id: item.wishlist_item_id,
    qty: item.qty,
    description: item.description,
    added_at: item.added_at,
    product,
  }))

const Wishlist: WishlistResolvers = {
  id: (w) => String(w.record.wishlist_id),
  items_count: async (w, _a, ctx) => (await wishlistItems(ctx, w)).length,
  items_v2: async (w, args, ctx) => page(await wishlistItems(ctx, w), args),
  items: (w, _a, ctx) => legacyItems(ctx, w),
  name: (w) => w.record.name,
  sharing_code: (w) => w.record.sharing_code,
  updated_at: (w) => w.record.updated_at,
  visibility: (w) => visibilityOf(w.record),
}

const WishlistOutput: WishlistOutputResolvers = {
  items: (w, _a, ctx) => legacyItems(ctx, w),
  items_count: async (w, _a, ctx) => (await wishlistItems(ctx, w)).length,
  name: () => null,
  sharing_code: (w) => w.record.sharing_code,
  updated_at: (w) => w.record.updated_at,
}

const WishlistItemInterface: WishlistItemInterfaceResolvers = {
  id: (v) => String(v.item.wishlist_item_id),
  quantity: (v) => v.item.qty,
  description: (v) => v.item.description,
  added_at: (v) => v.item.added_at,
  product: (v) => v.product,
  customizable_options: (v) => v.cut?.customizableOptions ?? [],
}

const SimpleWishlistItem: SimpleWishlistItemResolvers = {
  cut_to_size: (v) => v.cut?.cutToSize ?? null,
}

const ConfigurableWishlistItem: ConfigurableWishlistItemResolvers = {
  child_sku: (v) => v.variant?.sku ?? v.product.sku,
  configured_variant: (v) => v.variant,
  cut_to_size: (v) => v.cut?.cutToSize ?? null,
}

const Query: QueryResolvers = {
  wishlist: (_r, _a, ctx) => own(ctx),
}

const Customer: CustomerResolvers = {
  wishlist: (_c, _a, ctx) => own(ctx),
  /** Every list of the customer, the default one first (created when there is none), paged. */
  wishlists: async (_c, args, ctx) => {
    const { customerId } = wishlistCustomer(ctx)
    await customerWishlist(ctx.db, customerId)
    const lists = (await customerWishlists(ctx.db, customerId)).map(wishlistSource)
    return page(lists, args).items
  },
  /** Id 0 is the customer's own wishlist if it exists; someone else's or an unknown id answers null. */
  wishlist_v2: async (_c, args, ctx) => {
    const customerId = wishlistCustomer(ctx).customerId
    const found =
      Number(args.id) > 0 ? await ownWishlist(ctx, customerId, args.id) : await findCustomerWishlist(ctx.db, customerId)
    return found ? wishlistSource(found) : null
  },
}

const Mutation: MutationResolvers = {
  createWishlist: async (_r, args, ctx) => ({ wishlist: wishlistSource(await createWishlist(ctx, args.input)) }),
  updateWishlist: async (_r, args, ctx) => {
    const updated = await updateWishlist(ctx, args)
    return { uid: String(updated.wishlist_id), name: updated.name ?? '', visibility: visibilityOf(updated) }
  },
  deleteWishlist: async (_r, args, ctx) => ({
    status: true,
    wishlists: (await deleteWishlist(ctx, args.wishlistId)).map(wishlistSource),
  }),
  addProductsToWishlist: async (_r, args, ctx) => {
    const wishlist = await wishlistForUpdate(ctx, args.wishlistId)
    const user_errors = await addProducts(ctx, wishlist, args.wishlistItems)
    return { wishlist: await changed(ctx, wishlist), user_errors }
  },
  updateProductsInWishlist: async (_r, args, ctx) => {
    const wishlist = await wishlistForUpdate(ctx, args.wishlistId)
    const user_errors = await updateProducts(ctx, wishlist, args.wishlistItems)
    return { wishlist: await changed(ctx, wishlist), user_errors }
  },
  removeProductsFromWishlist: async (_r, args, ctx) => {
    const wishlist = await wishlistForUpdate(ctx, args.wishlistId)
    const user_errors = await removeProducts(ctx, wishlist, args.wishlistItemsIds)
    return { wishlist: await changed(ctx, wishlist), user_errors }
  },
  /** Magento 2.4.9: empties the wishlist; it needs the real id. */
  clearWishlist: async (_r, args, ctx) => {
    wishlistCustomer(ctx)
    if (wishlistIdOf(args.wishlistId) <= 0) throw new GraphQlInputException('The wishlistId is required.')
    const wishlist = await wishlistForUpdate(ctx, args.wishlistId)
    await clearItems(ctx.db, wishlist.wishlist_id)
    return { wishlist: await changed(ctx, wishlist), user_errors: [] }
  },
  /** Magento requires a real wishlist id here: "0" is `empty()` in PHP. */
  addWishlistItemsToCart: async (_r, args, ctx) => {
    const customer = wishlistCustomer(ctx)
    if (!args.wishlistId || args.wishlistId === '0') {
      throw new GraphQlInputException('"wishlistId" value should be specified')
    }
    const wishlist = await wishlistForUpdate(ctx, args.wishlistId)
    const errors = await addItemsToCart(ctx, customer, wishlist, args.wishlistItemIds)
    return {
      wishlist: await changed(ctx, wishlist),
      status: errors.length === 0,
      add_wishlist_items_to_cart_user_errors: errors,
    }
  },
}

export const wishlistResolvers: Resolvers = {
  Query,
  Mutation,
  Customer,
  Wishlist,
  WishlistOutput,
  WishlistItemInterface,
  SimpleWishlistItem,
  ConfigurableWishlistItem,
}
