import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { CutListInput } from '../../../contract/cut-to-size'
import type { PieceIssue } from '../../../rules/cut-list'
import { errorData } from '../../trpc/error-data'
import { useTRPC } from '../../trpc/react'
import { cartErrorMessage } from '../cart/cart-messages'
import { oneAtATime, type SelectedVariant } from '../cart/use-add-to-cart'
import { useStoreCart } from '../cart/use-cart'
import { useNotify } from '../notifications/use-notifications'

/**
 * Adds a sheet cut to size through cart.add: commerce nests and prices the pieces and answers the line (its quantity
 * the sheets needed), of a configurable sheet its chosen variant. A cut list it refuses comes back with its rows' issues, which `onRefused` shows at the rows.
 */
export function useAddCutList(
  product: { sku: string; name: string },
  variant: SelectedVariant | null,
  onRefused: (issues: PieceIssue[]) => void,
) {
  const trpc = useTRPC()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const cartCache = useStoreCart()
  const mutation = useMutation(trpc.cart.add.mutationOptions())

  async function add(cutList: CutListInput, sheets: number): Promise<boolean> {
    try {
      const sheet = variant
        ? { sku: variant.sku, parentSku: product.sku, selectedOptions: [...variant.optionValueUids] }
        : { sku: product.sku }
      const cart = await oneAtATime(() => mutation.mutateAsync({ ...sheet, quantity: sheets, cutList }))
      await cartCache.cancelReads()
      cartCache.store(cart)
      const productName = product.name
      notify({ type: 'success', message: t`You added ${productName} to your shopping cart.` })
      return true
    } catch (cause) {
      const issues = errorData(cause)?.cutListIssues
      if (issues) onRefused(issues)
      notify({ type: 'danger', message: cartErrorMessage(i18n, cause) })
      return false
    }
  }

  return { add, isAdding: mutation.isPending }
}
