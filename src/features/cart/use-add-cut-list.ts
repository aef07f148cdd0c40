import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { CutListInput } from '../../../contract/cut-to-size'
import { errorData } from '../../trpc/error-data'
import { useTRPC } from '../../trpc/react'
import type { CutListSent } from '../cut-to-size/cut-list-editor'
import { useNotify } from '../notifications/use-notifications'
import { cartErrorMessage } from './cart-messages'
import { oneAtATime, type SelectedVariant } from './use-add-to-cart'
import { useStoreCart } from './use-cart'

/**
 * Adds a sheet cut to size through cart.add: commerce nests and prices the pieces and answers the line (its quantity
 * the sheets needed), of a configurable sheet its chosen variant. A cut list it refuses comes back with its rows'
 * issues, for the editor to show at the rows.
 */
export function useAddCutList(product: { sku: string; name: string }, variant: SelectedVariant | null) {
  const trpc = useTRPC()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const cartCache = useStoreCart()
  const mutation = useMutation(trpc.cart.add.mutationOptions())

  return async function add(cutList: CutListInput, sheets: number): Promise<CutListSent> {
    try {
      const sheet = variant
        ? { sku: variant.sku, parentSku: product.sku, selectedOptions: [...variant.optionValueUids] }
        : { sku: product.sku }
      const cart = await oneAtATime(() => mutation.mutateAsync({ ...sheet, quantity: sheets, cutList }))
      await cartCache.cancelReads()
      cartCache.store(cart)
      const productName = product.name
      notify({ type: 'success', message: t`You added ${productName} to your shopping cart.` })
      return 'sent'
    } catch (cause) {
      notify({ type: 'danger', message: cartErrorMessage(i18n, cause) })
      return errorData(cause)?.cutListIssues ?? 'failed'
    }
  }
}
