import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { CartView } from '../../../../contract/cart'
import type { RequestDetailView } from '../../../../contract/request'
import { useLocale } from '../../../i18n/use-locale'
import { useTRPCClient } from '../../../trpc/react'
import { cartErrorMessage } from '../../cart/cart-messages'
import { oneAtATime } from '../../cart/use-add-to-cart'
import { useStoreCart } from '../../cart/use-cart'
import { useNotify } from '../../notifications/use-notifications'

/**
 * 'Reorder': a request's lines back into the cart, one add after another (cart.add). Lines the cart refuses (sold
 * out, no longer sold) are named in a notification that stays; when any line was added the cart is shown.
 */
export function useReorder() {
  const client = useTRPCClient()
  const cartCache = useStoreCart()
  const navigate = useNavigate()
  const locale = useLocale()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const [busy, setBusy] = useState(false)

  const reorder = async (lines: RequestDetailView['lines']) => {
    if (busy) return
    setBusy(true)
    let cart: CartView | null = null
    const refused: string[] = []
    for (const line of lines) {
      try {
        cart = await oneAtATime(() => client.cart.add.mutate({ sku: line.sku, quantity: line.quantity }))
      } catch (error) {
        refused.push(`${line.name} (${line.sku}): ${cartErrorMessage(i18n, error)}`)
      }
    }
    setBusy(false)
    if (refused.length > 0) {
      notify({
        type: cart ? 'warning' : 'danger',
        title: t`Not put back in your cart`,
        message: refused.join(' · '),
        persist: true,
      })
    }
    if (!cart) return
    await cartCache.cancelReads()
    cartCache.store(cart)
    notify({ type: 'success', message: t`The products of this request are in your cart again.` })
    await navigate({ to: '/$locale/cart', params: { locale } })
  }
  return { reorder, busy }
}
