import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useLocale } from '../../../i18n/use-locale'
import { useTRPCClient } from '../../../trpc/react'
import { cartErrorMessage, cartReasonMessage } from '../../cart/cart-messages'
import { oneAtATime } from '../../cart/use-add-to-cart'
import { useStoreCart } from '../../cart/use-cart'
import { useNotify } from '../../notifications/use-notifications'

/**
 * 'Reorder': a request's lines back into the cart (request.reorder: Magento's reorderItems, each line with its
 * options, so a sheet cut to size comes back with its cut list). Lines the cart refuses are told by their reasons in
 * a notification that stays; when any line was added the cart is shown.
 */
export function useReorder() {
  const client = useTRPCClient()
  const cartCache = useStoreCart()
  const navigate = useNavigate()
  const locale = useLocale()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const [busy, setBusy] = useState(false)

  const reorder = async (request: { number: string; lines: readonly unknown[] }) => {
    if (busy) return
    setBusy(true)
    try {
      const { cart, refused } = await oneAtATime(() => client.request.reorder.mutate({ number: request.number }))
      await cartCache.cancelReads()
      cartCache.store(cart)
      const added = request.lines.length > refused.length
      if (refused.length > 0) {
        notify({
          type: added ? 'warning' : 'danger',
          title: t`Not put back in your cart`,
          message: [...new Set(refused.map((reason) => cartReasonMessage(i18n, reason)))].join(' · '),
          persist: true,
        })
      }
      if (!added) return
      notify({ type: 'success', message: t`The products of this request are in your cart again.` })
      await navigate({ to: '/$locale/cart', params: { locale } })
    } catch (error) {
      notify({ type: 'danger', message: cartErrorMessage(i18n, error) })
    } finally {
      setBusy(false)
    }
  }
  return { reorder, busy }
}
