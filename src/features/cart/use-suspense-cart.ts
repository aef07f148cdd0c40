import { useSuspenseQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'
import { type CartView, cartQuery } from './use-cart'

/** The cart page's cart: the page suspends (its skeleton shows) until it is there. */
export function useSuspenseCart(): CartView {
  const trpc = useTRPC()
  return useSuspenseQuery(cartQuery(trpc)).data
}
