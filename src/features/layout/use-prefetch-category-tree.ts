import { useQueryClient } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/**
 * Starts loading the category tree ahead of a likely first open of the menu that shows it. Apart from
 * ./use-category-tree.ts, which comes with the menu's code when it opens.
 */
export function usePrefetchCategoryTree() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return () => void queryClient.prefetchQuery(trpc.catalog.menu.queryOptions())
}
