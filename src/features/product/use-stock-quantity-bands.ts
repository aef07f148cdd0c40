import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** The store view's stock quantity bands (`stock_quantity_bands`); none while its configuration is unknown. */
export function useStockQuantityBands(): readonly number[] {
  const trpc = useTRPC()
  return useQuery(trpc.store.config.queryOptions()).data?.stockQuantityBands ?? []
}
