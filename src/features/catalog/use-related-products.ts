import { useSuspenseQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** A product's related products and up-sells (suspends until they are there). */
export function useRelatedProducts(sku: string) {
  const trpc = useTRPC()
  return useSuspenseQuery(trpc.catalog.related.queryOptions({ sku })).data
}
