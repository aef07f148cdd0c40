import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CartItemView, CartView } from '../../../contract/cart'
import type { TrpcOptions } from '../../trpc/app-router'
import { freshFor } from '../../trpc/freshness'
import { useTRPC } from '../../trpc/react'
import type { QuantitySync } from './quantity-sync'

export type { CartItemView, CartView }

/** The quantity syncs of the cart lines, per query client (one per page load in the browser). */
const syncsByClient = new WeakMap<QueryClient, Map<string, QuantitySync>>()

export function quantitySyncs(queryClient: QueryClient): Map<string, QuantitySync> {
  let syncs = syncsByClient.get(queryClient)
  if (!syncs) {
    syncs = new Map()
    syncsByClient.set(queryClient, syncs)
  }
  return syncs
}

/** A line at a new quantity, its row total estimated until the backend answers. */
export function withQuantity(cart: CartView, uid: string, quantity: number): CartView {
  let totalQuantity = 0
  const items = cart.items.map((item) => {
    const next: CartItemView =
      item.uid === uid && item.quantity !== quantity
        ? {
            ...item,
            quantity,
            rowTotal: item.price * quantity,
            rowTotalInclTax: item.quantity ? (item.rowTotalInclTax / item.quantity) * quantity : item.rowTotalInclTax,
          }
        : item
    totalQuantity += next.quantity
    return next
  })
  return { ...cart, items, totalQuantity }
}

export function withoutItem(cart: CartView, uid: string): CartView {
  const items = cart.items.filter((item) => item.uid !== uid)
  return { ...cart, items, totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0) }
}

/**
 * Every cart the backend answers goes into the cache through here. Lines whose quantity is still being changed
 * keep the quantity the visitor wants (a newer request is on its way); the others take the backend's quantity.
 */
export function storeCart(queryClient: QueryClient, queryKey: readonly unknown[], cart: CartView): CartView {
  const syncs = quantitySyncs(queryClient)
  let shown = cart
  for (const item of cart.items) {
    const sync = syncs.get(item.uid)
    if (!sync) continue
    if (sync.busy) shown = withQuantity(shown, item.uid, sync.desired)
    else sync.observe(item.quantity)
  }
  for (const uid of syncs.keys()) {
    if (!cart.items.some((item) => item.uid === uid)) syncs.delete(uid)
  }
  queryClient.setQueryData(queryKey, shown)
  return shown
}

/** The cart as a query: fresh for half a minute (src/trpc/freshness.ts), not asked for again meanwhile. */
export const cartQuery = (trpc: TrpcOptions) => ({ ...trpc.cart.get.queryOptions(), staleTime: freshFor(30_000) })

/** The visitor's cart (never from the edge cache). Undefined while it loads. */
export function useCart() {
  const trpc = useTRPC()
  const query = useQuery(cartQuery(trpc))
  return {
    cart: query.data,
    isLoading: query.isPending,
    isEmpty: (query.data?.items.length ?? 0) === 0,
    error: query.error,
  }
}

/** Writes a cart the backend answered into the cache (see storeCart). */
export function useStoreCart() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const queryKey = trpc.cart.get.queryKey()
  return {
    queryKey,
    queryClient,
    store: (cart: CartView) => storeCart(queryClient, queryKey, cart),
    current: () => queryClient.getQueryData<CartView>(queryKey),
    set: (cart: CartView) => queryClient.setQueryData(queryKey, cart),
    /** Stops a reload from overwriting what the visitor just did. */
    cancelReads: () => queryClient.cancelQueries({ queryKey }),
  }
}
