import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { EmailConfirmationInput } from '../../../contract/customer'
import { errorData } from '../../trpc/error-data'
import { useTRPC } from '../../trpc/react'

export type ConfirmationState = 'confirming' | 'confirmed' | 'refused' | 'failed'

/**
 * Confirms the account of a confirmation link once the page has loaded (a mutation: never during server
 * rendering). `refused` means commerce said no (already active, or a wrong link) and `message` says why, in its
 * words; `failed` is anything else.
 */
export function useConfirmEmail(link: EmailConfirmationInput) {
  const trpc = useTRPC()
  const confirmation = useMutation(trpc.customer.confirmEmail.mutationOptions())
  const { mutate } = confirmation
  const { id, key, email } = link
  useEffect(() => {
    mutate({ id, key, email })
  }, [mutate, id, key, email])

  const data = errorData(confirmation.error)
  const state: ConfirmationState = confirmation.isSuccess
    ? 'confirmed'
    : confirmation.isError
      ? data?.reason === 'CONFIRMATION_FAILED'
        ? 'refused'
        : 'failed'
      : 'confirming'
  return { state, message: data?.userMessage }
}
