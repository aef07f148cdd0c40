import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** The regions of a country (none asked for before a country is chosen). */
export function useRegions(countryCode: string) {
  const trpc = useTRPC()
  return useQuery({ ...trpc.directory.regions.queryOptions({ id: countryCode }), enabled: !!countryCode })
}
