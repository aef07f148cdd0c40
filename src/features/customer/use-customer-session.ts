import { useQueryClient } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** After sign-in or sign-out the customer, the (merged or emptied) cart and the wishlist are loaded again. */
export function useReloadCustomerSession() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.customer.me.pathFilter()),
      queryClient.invalidateQueries(trpc.cart.pathFilter()),
      queryClient.invalidateQueries(trpc.wishlist.pathFilter()),
    ])
}
