import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/** The account's saved addresses and its default billing and shipping addresses, which a request needs (spec §5). */
export function useRequestAddresses() {
  const trpc = useTRPC()
  const list = useQuery(trpc.address.list.queryOptions())
  const saved = list.data ?? []
  return {
    isPending: list.isPending,
    isError: list.isError,
    saved,
    billing: saved.find((address) => address.defaultBilling) ?? null,
    shipping: saved.find((address) => address.defaultShipping) ?? null,
  }
}

export type RequestAddressBook = ReturnType<typeof useRequestAddresses>
