import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { appConfig } from '../../../app.config'
import { useLocale } from '../../i18n/use-locale'
import { useTRPCClient } from '../../trpc/react'
import { useNotify } from '../notifications/use-notifications'
import { cartErrorMessage } from './cart-messages'
import { QuantitySync } from './quantity-sync'
import { type CartItemView, quantitySyncs, useStoreCart, withoutItem, withQuantity } from './use-cart'

/**
 * One cart line: its quantity (shown at once, sent appConfig.cartQuantityUpdateDelayMs after the last change, only
 * above 0, rolled back with a danger notification when refused) and its removal (after a confirmation; then
 * 'Product removed'; the last line gone → the stock list).
 */
export function useCartItem(item: CartItemView, options: { onEmptied?: () => void } = {}) {
  const trpcClient = useTRPCClient()
  const cartCache = useStoreCart()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const locale = useLocale()
  const navigate = useNavigate()
  const [confirmingRemoval, setConfirmingRemoval] = useState(false)
  const [isRemoving, setIsRemoving] = useState(false)
  const { uid } = item

  const showError = (error: unknown) => notify({ type: 'danger', message: cartErrorMessage(i18n, error) })

  function sync(): QuantitySync {
    const syncs = quantitySyncs(cartCache.queryClient)
    const existing = syncs.get(uid)
    if (existing) return existing
    const created: QuantitySync = new QuantitySync(item.quantity, {
      delayMs: appConfig.cartQuantityUpdateDelayMs,
      send: async (quantity) => {
        const cart = await trpcClient.cart.updateQuantity.mutate({ uid, quantity })
        if (!created.cancelled) cartCache.store(cart)
      },
      onError: (error, confirmed) => {
        const current = cartCache.current()
        if (current) cartCache.set(withQuantity(current, uid, confirmed))
        showError(error)
      },
    })
    syncs.set(uid, created)
    return created
  }

  function currentWish(): number {
    const line = sync()
    return line.busy ? line.desired : item.quantity
  }

  function setQuantity(quantity: number): void {
    if (!sync().request(quantity)) return
    void cartCache.cancelReads()
    const current = cartCache.current()
    if (current) cartCache.set(withQuantity(current, uid, quantity))
  }

  /** The field holds no quantity: a wish typed on the way there goes, the line shows what the backend holds. */
  function withdraw(): void {
    const line = sync()
    if (line.desired !== line.confirmed) setQuantity(line.confirmed)
  }

  async function remove(): Promise<void> {
    setConfirmingRemoval(false)
    setIsRemoving(true)
    const syncs = quantitySyncs(cartCache.queryClient)
    syncs.get(uid)?.cancel()
    syncs.delete(uid)
    await cartCache.cancelReads()
    const before = cartCache.current()
    if (before) cartCache.set(withoutItem(before, uid))
    try {
      const cart = cartCache.store(await trpcClient.cart.remove.mutate({ uid }))
      notify({ type: 'success', message: t`Product removed` })
      if (cart.items.length === 0) {
        options.onEmptied?.()
        await navigate({ to: '/$locale', params: { locale } })
      }
    } catch (error) {
      if (before) cartCache.set(before)
      showError(error)
    } finally {
      setIsRemoving(false)
    }
  }

  return {
    quantity: item.quantity,
    setQuantity,
    withdraw,
    // From the latest wish, not the last render: clicks faster than React renders still count.
    increment: () => setQuantity(currentWish() + 1),
    decrement: () => setQuantity(currentWish() - 1),
    canDecrement: item.quantity > 1,
    confirmingRemoval,
    askToRemove: () => setConfirmingRemoval(true),
    cancelRemoval: () => setConfirmingRemoval(false),
    remove,
    isRemoving,
  }
}
