import { useQuery } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { createContext, type ReactNode, useContext } from 'react'
import type { AppRouter } from '../../trpc/app-router'
import { useTRPC } from '../../trpc/react'

type StoreConfig = inferRouterOutputs<AppRouter>['store']['config']

const StoreConfigContext = createContext<StoreConfig | undefined>(undefined)

/**
 * The store view's configuration (the layout loads it), read once for the whole layout: the cards of a listing take
 * it from here, not each from a query subscription of its own that hydration would set up two dozen times.
 */
export function StoreConfigProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC()
  const config = useQuery(trpc.store.config.queryOptions()).data
  return <StoreConfigContext.Provider value={config}>{children}</StoreConfigContext.Provider>
}

/** The store view's configuration; undefined while it is unknown (it failed or is late: the page renders without). */
export function useStoreConfig(): StoreConfig | undefined {
  return useContext(StoreConfigContext)
}
