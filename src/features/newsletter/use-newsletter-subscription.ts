import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTRPC } from '../../trpc/react'

/**
 * The customer's own subscription (my-newsletter): whether their address is subscribed, and unsubscribing it.
 * `onUnsubscribed` and `onRefused` answer the unsubscribe; the status shows the answer right after `onUnsubscribed`.
 */
export function useNewsletterSubscription({
  onUnsubscribed,
  onRefused,
}: {
  onUnsubscribed: () => void
  onRefused: (cause: unknown) => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const statusKey = trpc.newsletter.status.queryKey()
  const subscription = useQuery(trpc.newsletter.status.queryOptions())
  const unsubscribe = useMutation(
    trpc.newsletter.unsubscribe.mutationOptions({
      onSuccess: (answer) => {
        onUnsubscribed()
        queryClient.setQueryData(statusKey, answer)
      },
      onError: onRefused,
    }),
  )
  return {
    subscription,
    unsubscribe: () => unsubscribe.mutate(),
    isUnsubscribing: unsubscribe.isPending,
    /** Reads the status again (after a subscription that needed no confirmation). */
    reload: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  }
}
