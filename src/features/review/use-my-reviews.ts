import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'
import { REVIEWS_PAGE_SIZE } from './review-paging'

/** A page of the customer's own reviews in every status; the page shown stays while the next one loads. */
export function useMyReviews(page: number) {
  const trpc = useTRPC()
  return useQuery({
    ...trpc.review.mine.queryOptions({ page, pageSize: REVIEWS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
}
