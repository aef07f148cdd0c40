/**
 * Wishlists and their items in D1. Adding a product the wishlist holds already adds to its quantity in one upsert,
 * so parallel adds cannot lose one; an item with custom options (a cut list) is always one of its own; every change
 * marks the wishlist updated.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import { inList } from '../kernel/lists'
import { wishlist, wishlistItem, wishlistItemOption } from './tables'

export type WishlistRecord = typeof wishlist.$inferSelect
/** An item with its custom options (wishlist_item_option's code → value; empty for an item without). */
export type WishlistItemRecord = typeof wishlistItem.$inferSelect & { options: StoredOptions }
export type StoredOptions = Record<string, string>

/** Magento's sharing code: a random 32-character hex hash. */
const sharingCode = () => crypto.randomUUID().replaceAll('-', '')
const now = sql`strftime('%Y-%m-%d %H:%M:%S', 'now')`

export async function findWishlist(db: Database, wishlistId: number): Promise<WishlistRecord | null> {
  const [row] = await db.select().from(wishlist).where(eq(wishlist.wishlist_id, wishlistId))
  return row ?? null
}

/** The customer's default wishlist: their first. */
export async function findCustomerWishlist(db: Database, customerId: number): Promise<WishlistRecord | null> {
  const [row] = await customerWishlistsQuery(db, customerId).limit(1)
  return row ?? null
}

const customerWishlistsQuery = (db: Database, customerId: number) =>
  db.select().from(wishlist).where(eq(wishlist.customer_id, customerId)).orderBy(asc(wishlist.wishlist_id))

/** Every wishlist of the customer, the default one first. */
export function customerWishlists(db: Database, customerId: number): Promise<WishlistRecord[]> {
  return customerWishlistsQuery(db, customerId)
}

/**
 * The customer's default wishlist, created when there is none (Magento's Wishlist::loadByCustomerId($id, true)) in
 * one statement, so two first adds at once create one.
 */
export async function customerWishlist(db: Database, customerId: number): Promise<WishlistRecord> {
  await db.run(
    sql`INSERT INTO ${wishlist} (customer_id, sharing_code, updated_at)
        SELECT ${customerId}, ${sharingCode()}, ${now}
        WHERE NOT EXISTS (SELECT 1 FROM ${wishlist} WHERE customer_id = ${customerId})`,
  )
  const found = await findCustomerWishlist(db, customerId)
  if (!found) throw new Error(`wishlist of customer ${customerId} not written`)
  return found
}

export type WishlistSettings = { name: string; visibility: number }

/** A further named wishlist of the customer (Adobe Commerce's createWishlist). */
export async function insertWishlist(
  db: Database,
  customerId: number,
  settings: WishlistSettings,
): Promise<WishlistRecord> {
  const [row] = await db
    .insert(wishlist)
    .values({ customer_id: customerId, sharing_code: sharingCode(), updated_at: now, ...settings })
    .returning()
  if (!row) throw new Error(`wishlist of customer ${customerId} not written`)
  return row
}

/** Renames a wishlist or changes its visibility; a setting left out stays. */
export async function updateWishlistSettings(
  db: Database,
  wishlistId: number,
  change: Partial<WishlistSettings>,
): Promise<void> {
  await db
    .update(wishlist)
    .set({ ...change, updated_at: now })
    .where(eq(wishlist.wishlist_id, wishlistId))
}

/** Deletes a wishlist with its items. */
export async function deleteWishlistRecord(db: Database, wishlistId: number): Promise<void> {
  await db.delete(wishlist).where(eq(wishlist.wishlist_id, wishlistId))
}

/** The items of wishlists with their options, oldest first, by wishlist. */
export async function loadWishlistItems(
  db: Database,
  wishlistIds: number[],
): Promise<Map<number, WishlistItemRecord[]>> {
  const [rows, optionRows] = await db.batch([
    db
      .select()
      .from(wishlistItem)
      .where(inList(wishlistItem.wishlist_id, wishlistIds))
      .orderBy(asc(wishlistItem.wishlist_item_id)),
    db
      .select({ itemId: wishlistItem.wishlist_item_id, code: wishlistItemOption.code, value: wishlistItemOption.value })
      .from(wishlistItemOption)
      .innerJoin(wishlistItem, eq(wishlistItem.wishlist_item_id, wishlistItemOption.wishlist_item_id))
      .where(inList(wishlistItem.wishlist_id, wishlistIds)),
  ])
  const options = new Map<number, StoredOptions>()
  for (const { itemId, code, value } of optionRows) options.set(itemId, { ...options.get(itemId), [code]: value })
  const out = new Map<number, WishlistItemRecord[]>(wishlistIds.map((id) => [id, []]))
  for (const row of rows) out.get(row.wishlist_id)?.push({ ...row, options: options.get(row.wishlist_item_id) ?? {} })
  return out
}

const touch = (db: Database, wishlistId: number) =>
  db.update(wishlist).set({ updated_at: now }).where(eq(wishlist.wishlist_id, wishlistId))

/** Adds `qty` of the product (and variant) to the wishlist: a new item, or more of the one it holds. */
export async function addItem(
  db: Database,
  item: { wishlistId: number; productId: number; variantId: number; storeId: number; qty: number },
): Promise<void> {
  await db.batch([
    db
      .insert(wishlistItem)
      .values({
        wishlist_id: item.wishlistId,
        product_id: item.productId,
        variant_id: item.variantId,
        store_id: item.storeId,
        qty: item.qty,
        added_at: now,
      })
      .onConflictDoUpdate({
        target: [wishlistItem.wishlist_id, wishlistItem.product_id, wishlistItem.variant_id, wishlistItem.options_key],
        set: { qty: sql`${wishlistItem.qty} + excluded.qty` },
      }),
    touch(db, item.wishlistId),
  ])
}

/** wishlist_item_option's rows of an item's options; `itemId` may be a statement's subquery. */
const optionRows = (itemId: number | SQL, productId: number, options: StoredOptions) =>
  Object.entries(options).map(([code, value]) => ({ wishlist_item_id: itemId, product_id: productId, code, value }))

/**
 * A new item of its own with custom options (a saved cut list: `options` as wishlist_item_option's codes and
 * values), written in one transaction.
 */
export async function addOptionsItem(
  db: Database,
  item: { wishlistId: number; productId: number; variantId: number; storeId: number; qty: number },
  options: StoredOptions,
): Promise<void> {
  const key = crypto.randomUUID()
  const itemId = sql`(SELECT ${wishlistItem.wishlist_item_id} FROM ${wishlistItem}
    WHERE ${wishlistItem.wishlist_id} = ${item.wishlistId} AND ${wishlistItem.options_key} = ${key})`
  await db.batch([
    db.insert(wishlistItem).values({
      wishlist_id: item.wishlistId,
      product_id: item.productId,
      variant_id: item.variantId,
      store_id: item.storeId,
      qty: item.qty,
      options_key: key,
      added_at: now,
    }),
    db.insert(wishlistItemOption).values(optionRows(itemId, item.productId, options)),
    touch(db, item.wishlistId),
  ])
}

/** Sets an item's quantity and description; false when the item is not on this wishlist. */
export async function updateItem(
  db: Database,
  wishlistId: number,
  itemId: number,
  change: { qty: number; description: string | null },
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .update(wishlistItem)
      .set(change)
      .where(and(eq(wishlistItem.wishlist_id, wishlistId), eq(wishlistItem.wishlist_item_id, itemId)))
      .returning({ id: wishlistItem.wishlist_item_id }),
    touch(db, wishlistId),
  ])
  return updated.length > 0
}

/** Replaces the custom options of an item of the wishlist (a changed cut list) in one transaction. */
export async function replaceItemOptions(
  db: Database,
  item: { wishlistId: number; itemId: number; productId: number },
  options: StoredOptions,
): Promise<void> {
  await db.batch([
    db.delete(wishlistItemOption).where(eq(wishlistItemOption.wishlist_item_id, item.itemId)),
    db.insert(wishlistItemOption).values(optionRows(item.itemId, item.productId, options)),
    touch(db, item.wishlistId),
  ])
}

/** Deletes every item of the wishlist. */
export async function clearItems(db: Database, wishlistId: number): Promise<void> {
  await db.batch([db.delete(wishlistItem).where(eq(wishlistItem.wishlist_id, wishlistId)), touch(db, wishlistId)])
}

/** Deletes items of the wishlist; answers the ids that were on it. */
export async function deleteItems(db: Database, wishlistId: number, itemIds: number[]): Promise<number[]> {
  if (itemIds.length === 0) return []
  const [deleted] = await db.batch([
    db
      .delete(wishlistItem)
      .where(and(eq(wishlistItem.wishlist_id, wishlistId), inList(wishlistItem.wishlist_item_id, itemIds)))
      .returning({ id: wishlistItem.wishlist_item_id }),
    touch(db, wishlistId),
  ])
  return deleted.map((d) => d.id)
}
