import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { RequestAnswer, RequestAnswerInput } from '../../../../contract/request'
import { errorData } from '../../../trpc/error-data'
import { useTRPC } from '../../../trpc/react'
import { useNotify } from '../../notifications/use-notifications'
import { answerErrorMessage } from '../request-messages'

/**
 * The customer's answer to the version of the document the page shows: accept the offer, ask for a revision,
 * approve the order confirmation, or decline. The detail shows the answered request at once. A refused answer is
 * said in a notification (an input issue under its field instead) and reloads the detail, so a page that showed an
 * outdated version shows the new figures.
 */
export function useRequestAnswer(number: string) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const detailKey = trpc.request.detail.queryKey({ number })
  const done: Record<RequestAnswer, string> = {
    acceptOffer: t`You accepted the offer. We will send you an order confirmation.`,
    requestRevision: t`Your request for a revised offer has been sent. We will send you a new version.`,
    approveConfirmation: t`You approved the order confirmation. Thank you for your order.`,
    decline: t`You declined. The request is closed.`,
  }
  const mutation = useMutation(
    trpc.request.answer.mutationOptions({
      onSuccess: (view, { answer }) => {
        queryClient.setQueryData(detailKey, view)
        notify({ type: 'success', message: done[answer] })
        return queryClient.invalidateQueries(trpc.request.pathFilter())
      },
      onError: (error) => {
        if (errorData(error)?.reason !== 'INVALID_INPUT') {
          notify({ type: 'danger', message: answerErrorMessage(i18n, error), persist: true })
        }
        return queryClient.invalidateQueries(trpc.request.pathFilter())
      },
    }),
  )
  // A double click comes before React renders the first click's pending state: the ref knows at once.
  const onItsWay = useRef(false)
  return {
    /** Sends the answer; rejects with the refusal. Ignored while an answer is on its way (a double click sends one). */
    answer: async (input: Omit<RequestAnswerInput, 'number'>): Promise<void> => {
      if (onItsWay.current) return
      onItsWay.current = true
      try {
        await mutation.mutateAsync({ number, ...input })
      } finally {
        onItsWay.current = false
      }
    },
    sending: mutation.isPending ? (mutation.variables?.answer ?? null) : null,
  }
}
