import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { RequestAnswer } from '../../../../contract/request'
import { useTRPC } from '../../../trpc/react'
import { useNotify } from '../../notifications/use-notifications'
import { answerErrorMessage } from '../request-messages'

/**
 * The customer's answer to the company: accept the offer, approve the order confirmation, or decline. The detail
 * shows the answered request at once; a refused answer (the status moved on) reloads it.
 */
export function useRequestAnswer(number: string) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const detailKey = trpc.request.detail.queryKey({ number })
  const done: Record<RequestAnswer, string> = {
    acceptOffer: t`You accepted the offer. We will send you an order confirmation.`,
    approveConfirmation: t`You approved the order confirmation. Thank you for your order.`,
    decline: t`You declined. The request is closed.`,
  }
  const mutation = useMutation(
    trpc.request.answer.mutationOptions({
      onSuccess: (view, { answer }) => {
        queryClient.setQueryData(detailKey, view)
        notify({ type: 'success', message: done[answer] })
        return queryClient.invalidateQueries(trpc.request.list.pathFilter())
      },
      onError: (error) => {
        notify({ type: 'danger', message: answerErrorMessage(i18n, error) })
        return queryClient.invalidateQueries({ queryKey: detailKey })
      },
    }),
  )
  // A double click comes before React renders the first click's pending state: the ref knows at once.
  const onItsWay = useRef(false)
  return {
    /** Ignored while an answer is on its way (a double click sends one). */
    answer: (answer: RequestAnswer) => {
      if (onItsWay.current) return
      onItsWay.current = true
      mutation.mutate(
        { number, answer },
        {
          onSettled: () => {
            onItsWay.current = false
          },
        },
      )
    },
    sending: mutation.isPending ? (mutation.variables?.answer ?? null) : null,
  }
}
