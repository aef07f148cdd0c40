import { useQuery } from '@tanstack/react-query'
import type { CustomerView } from '../../../contract/customer'
import { useTRPC } from '../../trpc/react'

/**
 * The signed-in customer (name for the header); null for a guest, undefined while unknown. With `enabled: false` it
 * reads only what the page knows already, without asking the server.
 */
export function useSignedInCustomer({ enabled = true } = {}): CustomerView | null | undefined {
  const trpc = useTRPC()
  return useQuery({ ...trpc.customer.me.queryOptions(), enabled }).data
}

/** Whether the visitor has a customer session; false while unknown. */
export function useIsLoggedIn(): boolean {
  return !!useSignedInCustomer()
}
