import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** The category tree (four levels), loaded the first time the category sidebar opens and cached afterwards. */
export function useCategoryTree() {
  const trpc = useTRPC()
  const menu = useQuery(trpc.catalog.menu.queryOptions())
  return {
    categories: menu.data ?? [],
    isLoading: menu.isPending,
    isError: menu.isError,
    retry: () => void menu.refetch(),
  }
}
