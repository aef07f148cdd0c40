import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { CutListInput } from '../../../contract/cut-to-size'
import { errorData } from '../../trpc/error-data'
import { useTRPC } from '../../trpc/react'
import type { CutListSent } from '../cut-to-size/cut-list-editor'
import { useNotify } from '../notifications/use-notifications'
import { cartErrorMessage } from './cart-messages'
import { useStoreCart } from './use-cart'

/** The sheet a cut line was cut from, with its cut-to-size offer and prices (the product page's data). */
export function useCutLineSheet(productSku: string) {
  const trpc = useTRPC()
  return useQuery(trpc.catalog.product.queryOptions({ sku: productSku }))
}

/**
 * Sends a cut line's new cut list through cart.updateCutList: the cart it answers is shown at once and `onSaved`
 * runs; a list commerce refuses answers its rows' issues, for the editor to show at the rows.
 */
export function useSaveCutList(line: { uid: string; name: string }, onSaved: () => void) {
  const trpc = useTRPC()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const cartCache = useStoreCart()
  const mutation = useMutation(trpc.cart.updateCutList.mutationOptions())
  return async (cutList: CutListInput): Promise<CutListSent> => {
    try {
      const cart = await mutation.mutateAsync({ uid: line.uid, cutList })
      await cartCache.cancelReads()
      cartCache.store(cart)
      const productName = line.name
      notify({ type: 'success', message: t`The cut list of ${productName} was changed.` })
      onSaved()
      return 'sent'
    } catch (cause) {
      notify({ type: 'danger', message: cartErrorMessage(i18n, cause) })
      return errorData(cause)?.cutListIssues ?? 'failed'
    }
  }
}
