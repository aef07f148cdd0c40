import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** Whether the visitor has a customer session; false while unknown. */
export function useIsLoggedIn(): boolean {
  const trpc = useTRPC()
  const { data } = useQuery(trpc.session.state.queryOptions())
  return data?.isLoggedIn ?? false
}
