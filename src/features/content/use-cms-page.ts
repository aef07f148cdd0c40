import { useSuspenseQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** A CMS page of the store view by its identifier (suspends until it is there). */
export function useCmsPage(identifier: string) {
  const trpc = useTRPC()
  return useSuspenseQuery(trpc.content.cmsPage.queryOptions({ identifier })).data
}
