import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTRPC } from '../../trpc/react'

/**
 * What the account holds, after a password reset in this browser (null otherwise); once it has been shown, the
 * review is closed, so the next visit to the page no longer shows it.
 */
export function useAccountReview() {
  const trpc = useTRPC()
  const { data: review } = useQuery(trpc.customer.accountReview.get.queryOptions())
  const { mutate: close } = useMutation(trpc.customer.accountReview.close.mutationOptions())
  const shown = review != null
  useEffect(() => {
    if (shown) close()
  }, [shown, close])
  return review ?? null
}
