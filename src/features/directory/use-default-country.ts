import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** The store view's country (Magento's general/country/default), where a new address starts; '' while unknown. */
export function useDefaultCountry(): string {
  const trpc = useTRPC()
  return useQuery(trpc.store.config.queryOptions()).data?.defaultCountry ?? ''
}
