import { useSuspenseQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** What a catalogue path names: a product, a category, or null (suspends until the backend has said). */
export function useCatalogueRoute(path: string) {
  const trpc = useTRPC()
  return useSuspenseQuery(trpc.catalog.route.queryOptions({ path })).data
}
