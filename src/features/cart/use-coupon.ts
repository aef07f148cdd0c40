import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTRPC } from '../../trpc/react'
import { cartErrorMessage } from './cart-messages'
import { useStoreCart } from './use-cart'

/** The coupon form: apply a code (an empty code removes the coupon, as the spec says), remove it. */
export function useCoupon() {
  const trpc = useTRPC()
  const { i18n } = useLingui()
  const cartCache = useStoreCart()
  const [error, setError] = useState<string | null>(null)
  const onSuccess = (cart: Parameters<typeof cartCache.store>[0]) => {
    setError(null)
    cartCache.store(cart)
  }
  const onError = (cause: unknown) => setError(cartErrorMessage(i18n, cause))
  const apply = useMutation(trpc.cart.applyCoupon.mutationOptions({ onSuccess, onError }))
  const remove = useMutation(trpc.cart.removeCoupon.mutationOptions({ onSuccess, onError }))
  return {
    apply: (code: string) => apply.mutate({ code: code.trim() }),
    remove: () => remove.mutate(),
    isPending: apply.isPending || remove.isPending,
    /** The translated refusal, e.g. 'The coupon code isn't valid. Verify the code and try again.' */
    error,
  }
}
