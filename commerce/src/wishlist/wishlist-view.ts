/**
 * A wishlist as GraphQL reads it: its record and its items with their products, loaded once per wishlist value
 * (a mutation answers a new value, so it never reads items from before its change). Items whose product the store
 * view does not show are left out, as Magento's visibility filter does. An item with a saved cut list shows it as a
 * cart line would: nested and priced for the customer's group at today's price.
 */
import type { Context, Loaded } from '../kernel/context'
import { loadWishlistItems, type WishlistItemRecord, type WishlistRecord } from './wishlist-repository'

type Product = Loaded<'products'>

export type WishlistItemView = {
  __typename: 'SimpleWishlistItem' | 'ConfigurableWishlistItem'
  item: WishlistItemRecord
  product: Product
  /** the chosen variant of a configurable product; null when none is chosen */
  variant: Product | null
  /** the saved cut list as a cart line with it shows it; null for an item without one */
  cut: Awaited<ReturnType<Context['loaders']['cutListView']>>
}

export type WishlistSource = { record: WishlistRecord }

const loaded = new WeakMap<WishlistSource, Promise<WishlistItemView[]>>()

export const wishlistSource = (record: WishlistRecord): WishlistSource => ({ record })

async function loadViews(ctx: Context, wishlistId: number): Promise<WishlistItemView[]> {
  const items = (await loadWishlistItems(ctx.db, [wishlistId])).get(wishlistId) ?? []
  const products = await ctx.loaders.products.loadMany(items.flatMap((i) => [i.product_id, i.variant_id]))
  const byId = new Map(products.map((p) => [p.entity_id, p]))
  const groupId = ctx.customer?.groupId ?? 0
  const views = items.map(async (item): Promise<WishlistItemView[]> => {
    const product = byId.get(item.product_id)
    if (!product) return []
    const variant = byId.get(item.variant_id) ?? null
    const __typename = product.type_id === 'configurable' ? 'ConfigurableWishlistItem' : 'SimpleWishlistItem'
    const stored = item.options
    const cut =
      Object.keys(stored).length > 0
        ? await ctx.loaders.cutListView({ productId: product.entity_id, stocked: variant ?? product, stored, groupId })
        : null
    return [{ __typename, item, product, variant, cut }]
  })
  return (await Promise.all(views)).flat()
}

export function wishlistItems(ctx: Context, source: WishlistSource): Promise<WishlistItemView[]> {
  let views = loaded.get(source)
  if (!views) {
    views = loadViews(ctx, source.record.wishlist_id)
    loaded.set(source, views)
  }
  return views
}
