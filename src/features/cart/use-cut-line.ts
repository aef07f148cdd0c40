import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { CutListInput } from '../../../contract/cut-to-size'
import { useTRPC } from '../../trpc/react'
import type { CutListSent } from '../cut-to-size/cut-list-editor'
import { useSendCutListToCart } from './use-add-cut-list'

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
  const { t } = useLingui()
  const sendToCart = useSendCutListToCart()
  const mutation = useMutation(trpc.cart.updateCutList.mutationOptions())
  const productName = line.name
  return async (cutList: CutListInput): Promise<CutListSent> => {
    const sent = await sendToCart(
      () => mutation.mutateAsync({ uid: line.uid, cutList }),
      t`The cut list of ${productName} was changed.`,
    )
    if (sent === 'sent') onSaved()
    return sent
  }
}
