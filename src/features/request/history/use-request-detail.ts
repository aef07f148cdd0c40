import { useQuery } from '@tanstack/react-query'
import { requestNumberSchema } from '../../../../contract/request'
import { errorData } from '../../../trpc/error-data'
import { useTRPC } from '../../../trpc/react'

/**
 * One of the customer's requests by its number, always asked afresh. `notFound` when the number is none of theirs
 * (or no request number at all, which is not asked for).
 */
export function useRequestDetail(number: string) {
  const trpc = useTRPC()
  const valid = requestNumberSchema.safeParse({ number }).success
  const query = useQuery({ ...trpc.request.detail.queryOptions({ number }), enabled: valid, staleTime: 0 })
  return { query, notFound: !valid || errorData(query.error)?.reason === 'NOT_FOUND' }
}
