/**
 * Adobe Commerce's multiple wishlists (MultipleWishlistGraphQl): createWishlist, updateWishlist, deleteWishlist, as
 * its WishlistEditor decides. Switched on by `wishlist/general/multiple_enabled`, at most
 * `wishlist/general/multiple_wishlist_number` lists per customer (Adobe's default 3); names are unique per customer;
 * the default wishlist (the customer's first) cannot be deleted.
 */
import type { Context } from '../kernel/context'
import { GraphQlInputException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type { WishlistVisibilityEnum } from '../kernel/resolvers-types.generated'
import { wishlistCustomer, wishlistForUpdate } from './wishlist-access'
import {
  customerWishlist,
  customerWishlists,
  deleteWishlistRecord,
  insertWishlist,
  updateWishlistSettings,
  type WishlistRecord,
} from './wishlist-repository'

const ADOBE_DEFAULT_LIMIT = 3

export const visibilityOf = (record: WishlistRecord): WishlistVisibilityEnum =>
  record.visibility === 1 ? 'PUBLIC' : 'PRIVATE'
const visibilityValue = (visibility: WishlistVisibilityEnum) => (visibility === 'PUBLIC' ? 1 : 0)

function requireMultipleWishlists(ctx: Context): void {
  if (!ctx.registry.configFlag(ctx.store, 'wishlist/general/multiple_enabled')) {
    throw new GraphQlInputException('Multiple wish lists are not enabled.')
  }
}

/** The name a customer gives a list: trimmed, required, not the name of another of their lists. */
function checkedName(name: string, lists: readonly WishlistRecord[], renamed?: WishlistRecord): string {
  const trimmed = name.trim()
  if (!trimmed) throw new GraphQlInputException('Provide the wish list name.')
  const taken = lists.some((list) => list.wishlist_id !== renamed?.wishlist_id && list.name === trimmed)
  if (taken) throw new GraphQlInputException(__('Wish list "%1" already exists.', trimmed))
  return trimmed
}

export async function createWishlist(
  ctx: Context,
  input: { name: string; visibility: WishlistVisibilityEnum },
): Promise<WishlistRecord> {
  const { customerId } = wishlistCustomer(ctx)
  requireMultipleWishlists(ctx)
  await customerWishlist(ctx.db, customerId)
  const lists = await customerWishlists(ctx.db, customerId)
  const limit = ctx.registry.configInt(ctx.store, 'wishlist/general/multiple_wishlist_number') ?? ADOBE_DEFAULT_LIMIT
  if (lists.length >= limit) throw new GraphQlInputException(__('Only %1 wish list(s) can be created.', limit))
  const name = checkedName(input.name, lists)
  return insertWishlist(ctx.db, customerId, { name, visibility: visibilityValue(input.visibility) })
}

export async function updateWishlist(
  ctx: Context,
  args: { wishlistId: string; name?: string | null; visibility?: WishlistVisibilityEnum | null },
): Promise<WishlistRecord> {
  const wishlist = await wishlistForUpdate(ctx, args.wishlistId)
  const lists = await customerWishlists(ctx.db, wishlist.customer_id)
  const name = args.name == null ? undefined : checkedName(args.name, lists, wishlist)
  const visibility = args.visibility ? visibilityValue(args.visibility) : undefined
  await updateWishlistSettings(ctx.db, wishlist.wishlist_id, { name, visibility })
  return { ...wishlist, name: name ?? wishlist.name, visibility: visibility ?? wishlist.visibility }
}

/** Deletes one of the customer's further lists; answers the lists that remain. */
export async function deleteWishlist(ctx: Context, wishlistId: string): Promise<WishlistRecord[]> {
  const wishlist = await wishlistForUpdate(ctx, wishlistId)
  const lists = await customerWishlists(ctx.db, wishlist.customer_id)
  if (lists[0]?.wishlist_id === wishlist.wishlist_id) {
    throw new GraphQlInputException('The default wish list cannot be deleted.')
  }
  await deleteWishlistRecord(ctx.db, wishlist.wishlist_id)
  return lists.filter((list) => list.wishlist_id !== wishlist.wishlist_id)
}
