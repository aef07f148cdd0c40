import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { errorData } from '../../../trpc/error-data'
import { useTRPC } from '../../../trpc/react'
import { useNotify } from '../../notifications/use-notifications'

/**
 * The buyer's comment in the request's thread: the detail shows it at once; a refusal other than an input issue
 * (which shows under the field) is said in a notification.
 */
export function useRequestComment(number: string) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const { notify } = useNotify()
  const mutation = useMutation(
    trpc.request.comment.mutationOptions({
      onSuccess: (view) => {
        queryClient.setQueryData(trpc.request.detail.queryKey({ number }), view)
      },
      onError: (error) => {
        if (errorData(error)?.reason !== 'INVALID_INPUT') {
          notify({ type: 'danger', message: t`Your message could not be sent. Please try again later.`, persist: true })
        }
      },
    }),
  )
  return {
    /** Sends the comment; rejects with the refusal. */
    comment: async (comment: string): Promise<void> => {
      await mutation.mutateAsync({ number, comment })
    },
  }
}
