import { useSuspenseQuery } from '@tanstack/react-query'
import type { RequestDetailView } from '../../../contract/request'
import { useTRPC } from '../../trpc/react'

/** The request just sent, by its number (the thank-you page suspends until it is there). */
export function useSentRequest(number: string): RequestDetailView {
  const trpc = useTRPC()
  return useSuspenseQuery(trpc.request.detail.queryOptions({ number })).data
}
