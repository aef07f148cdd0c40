import type { QueryClient } from '@tanstack/react-query'
import type { TrpcOptions } from '../../trpc/app-router'

/** What a guard sees of the route being entered: a subset of TanStack Router's `beforeLoad` arguments. */
export interface GuardArgs {
  context: { queryClient: QueryClient; trpc: TrpcOptions }
  params: { locale: string }
  location: { pathname: string }
}

/** Lets the navigation go on by returning, or stops it by throwing a redirect, notFound() or an error. */
export type Guard = (args: GuardArgs) => void | Promise<void>
