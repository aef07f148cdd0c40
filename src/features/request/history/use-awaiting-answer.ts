import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../../trpc/react'

/** The customer's requests whose offer or order confirmation waits for their answer, always asked afresh. */
export function useAwaitingAnswer() {
  const trpc = useTRPC()
  return useQuery({ ...trpc.request.awaitingAnswer.queryOptions(), staleTime: 0 })
}
