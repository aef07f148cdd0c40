import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../../trpc/react'

/**
 * A page of the customer's quote and order requests, newest first, always asked afresh; with a purchase order
 * number only the requests whose order number contains it.
 */
export function useRequestList(page: number, purchaseOrderNumber = '') {
  const trpc = useTRPC()
  return useQuery({ ...trpc.request.list.queryOptions({ page, purchaseOrderNumber }), staleTime: 0 })
}
