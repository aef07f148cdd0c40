import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { CartView } from '../../../contract/cart'
import type { CutListInput } from '../../../contract/cut-to-size'
import { errorData } from '../../trpc/error-data'
import { useTRPC } from '../../trpc/react'
import type { CutListSent } from '../cut-to-size/cut-list-editor'
import { useNotify } from '../notifications/use-notifications'
import { cartErrorMessage } from './cart-messages'
import { oneAtATime, type SelectedVariant } from './use-add-to-cart'
import { useStoreCart } from './use-cart'

/**
 * Sends a cut list through a cart procedure: the cart it answers is shown at once and the buyer told `success`; a
 * list commerce refuses answers its rows' issues, for the editor to show at the rows.
 */
export function useSendCutListToCart() {
  const { i18n } = useLingui()
  const { notify } = useNotify()
  const cartCache = useStoreCart()
  return async function send(change: () => Promise<CartView>, success: string): Promise<CutListSent> {
    try {
      const cart = await change()
      await cartCache.cancelReads()
      cartCache.store(cart)
      notify({ type: 'success', message: success })
      return 'sent'
    } catch (cause) {
      notify({ type: 'danger', message: cartErrorMessage(i18n, cause) })
      return errorData(cause)?.cutListIssues ?? 'failed'
    }
  }
}

/**
 * Adds a sheet cut to size through cart.add: commerce nests and prices the pieces and answers the line (its quantity
 * the sheets needed), of a configurable sheet its chosen variant.
 */
export function useAddCutList(product: { sku: string; name: string }, variant: SelectedVariant | null) {
  const trpc = useTRPC()
  const { t } = useLingui()
  const sendToCart = useSendCutListToCart()
  const mutation = useMutation(trpc.cart.add.mutationOptions())
  const productName = product.name

  return function add(cutList: CutListInput, sheets: number): Promise<CutListSent> {
    const sheet = variant
      ? { sku: variant.sku, parentSku: product.sku, selectedOptions: [...variant.optionValueUids] }
      : { sku: product.sku }
    return sendToCart(
      () => oneAtATime(() => mutation.mutateAsync({ ...sheet, quantity: sheets, cutList })),
      t`You added ${productName} to your shopping cart.`,
    )
  }
}
