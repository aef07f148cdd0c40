import { useQuery } from '@tanstack/react-query'
import type { CustomerView } from '../../../contract/customer'
import { useTRPC } from '../../trpc/react'

/** The signed-in customer (name for the header); null for a guest, undefined while unknown. */
export function useSignedInCustomer(): CustomerView | null | undefined {
  const trpc = useTRPC()
  return useQuery(trpc.customer.me.queryOptions()).data
}

/** Whether the visitor has a customer session; false while unknown. */
export function useIsLoggedIn(): boolean {
  return !!useSignedInCustomer()
}
