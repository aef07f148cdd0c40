import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { RequestDetailView, RequestReorderView } from '../../../../contract/request'
import { useLocale } from '../../../i18n/use-locale'
import { useTRPCClient } from '../../../trpc/react'
import { cartErrorMessage, cartReasonMessage } from '../../cart/cart-messages'
import { oneAtATime } from '../../cart/use-add-to-cart'
import { useStoreCart } from '../../cart/use-cart'
import { useNotify } from '../../notifications/use-notifications'

/**
 * 'Reorder': a request's lines back into the cart in one call (request.reorder), each as it was requested — a sheet
 * with its cut list, edge and offcut. Lines the cart refuses (sold out, no longer sold) are named in a notification
 * that stays; when any line was added the cart is shown.
 */
export function useReorder() {
  const client = useTRPCClient()
  const cartCache = useStoreCart()
  const navigate = useNavigate()
  const locale = useLocale()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const [busy, setBusy] = useState(false)

  const reorder = async (request: Pick<RequestDetailView, 'number' | 'lines'>) => {
    if (busy) return
    setBusy(true)
    let answer: RequestReorderView
    try {
      answer = await oneAtATime(() => client.request.reorder.mutate({ number: request.number }))
    } catch (error) {
      notify({
        type: 'danger',
        title: t`Not put back in your cart`,
        message: cartErrorMessage(i18n, error),
        persist: true,
      })
      return
    } finally {
      setBusy(false)
    }
    const { cart, refused } = answer
    const added = refused.length < request.lines.length
    if (refused.length > 0) {
      notify({
        type: added ? 'warning' : 'danger',
        title: t`Not put back in your cart`,
        message: refused.map((line) => line.message || cartReasonMessage(i18n, line.reason)).join(' · '),
        persist: true,
      })
    }
    if (!added) return
    await cartCache.cancelReads()
    cartCache.store(cart)
    notify({ type: 'success', message: t`The products of this request are in your cart again.` })
    await navigate({ to: '/$locale/cart', params: { locale } })
  }
  return { reorder, busy }
}
