import { useSuspenseQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'
import { REVIEWS_PAGE_SIZE } from './review-paging'

/** A page of the product's approved reviews with the average over all of them (suspends until it is there). */
export function useProductReviews(sku: string, page: number) {
  const trpc = useTRPC()
  return useSuspenseQuery(trpc.review.list.queryOptions({ sku, page, pageSize: REVIEWS_PAGE_SIZE })).data
}
