import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../../trpc/react'

/** A page of the customer's quote and order requests, newest first, always asked afresh. */
export function useRequestList(page: number) {
  const trpc = useTRPC()
  return useQuery({ ...trpc.request.list.queryOptions({ page }), staleTime: 0 })
}
