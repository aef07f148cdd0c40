import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'
import { useSignedInCustomer } from '../customer/use-signed-in-customer'
import { useStoreConfig } from '../store/use-store-config'

/**
 * What the review form needs before its fields: whether the visitor must sign in first (a guest, where the shop
 * takes no guests' reviews), and the shop's ratings, asked for once the form comes near the viewport.
 */
export function useReviewForm(isNear: boolean) {
  const trpc = useTRPC()
  const customer = useSignedInCustomer()
  const guestsMayReview = useStoreConfig()?.guestsMayReview ?? true
  const ratings = useQuery({ ...trpc.review.ratings.queryOptions(), enabled: isNear })
  return { mustSignIn: !customer && !guestsMayReview, ratings }
}
