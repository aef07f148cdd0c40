import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReviewInput } from '../../../contract/review'
import { useTRPC } from '../../trpc/react'

/** Sends a review (it waits for the shop's approval); then the customer's own reviews are read again. */
export function useCreateReview() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const create = useMutation(trpc.review.create.mutationOptions())
  return {
    create: (review: ReviewInput) => create.mutateAsync(review),
    /** my-reviews lists the new review. */
    reloadMine: () => queryClient.invalidateQueries(trpc.review.mine.pathFilter()),
  }
}
