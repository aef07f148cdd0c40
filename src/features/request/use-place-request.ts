import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { RequestInput } from '../../../contract/request'
import { useLocale } from '../../i18n/use-locale'
import { errorData } from '../../trpc/error-data'
import { useTRPC } from '../../trpc/react'
import { useNotify } from '../notifications/use-notifications'
import { forgetRequestDraft } from './request-draft'
import { placeErrorMessage, proposeFailed } from './request-messages'

/**
 * Sends the cart as a request. On success the thank-you page replaces the request page and the cart is read again
 * (commerce started a new, empty one); a retried submit is answered by the procedure with the same request. On a
 * refusal the cart stays and the form keeps what was typed: 'Propose failed!' with the reason, which the page also
 * keeps in its alert.
 */
export function usePlaceRequest() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const locale = useLocale()
  const { i18n } = useLingui()
  const { notify } = useNotify()
  const place = useMutation(trpc.request.place.mutationOptions())

  /** Resolves with the refusal's message, or null once the thank-you page is shown. */
  return async (input: RequestInput): Promise<string | null> => {
    try {
      const placed = await place.mutateAsync(input)
      forgetRequestDraft()
      await navigate({
        to: '/$locale/request/thank-you/$number',
        params: { locale, number: placed.number },
        replace: true,
      })
      await Promise.all([
        queryClient.invalidateQueries(trpc.cart.pathFilter()),
        queryClient.invalidateQueries(trpc.request.list.pathFilter()),
      ])
      return null
    } catch (error) {
      const message = placeErrorMessage(i18n, error)
      const failed = i18n._(proposeFailed)
      const reason = errorData(error)?.reason
      notify({ type: 'danger', message, title: message === failed ? undefined : failed })
      if (reason === 'CART_NOT_FOUND') await queryClient.invalidateQueries(trpc.cart.pathFilter())
      if (reason === 'ADDRESS_NOT_FOUND') await queryClient.invalidateQueries(trpc.address.list.pathFilter())
      return message
    }
  }
}
