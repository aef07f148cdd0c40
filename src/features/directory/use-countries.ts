import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** The store view's countries, with their names in the visitor's language. */
export function useCountries() {
  const trpc = useTRPC()
  return useQuery(trpc.directory.countries.queryOptions())
}

/** A country's name by its code; the code itself until the countries have come. */
export function useCountryName(): (code: string) => string {
  const countries = useCountries().data
  return (code) => countries?.find((country) => country.id === code)?.name ?? code
}
