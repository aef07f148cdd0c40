import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { EmailConfirmationLink } from '../../../contract/customer'
import { errorData } from '../../trpc/error-data'
import { useTRPC, useTRPCClient } from '../../trpc/react'
import { useReloadCustomerSession } from './use-customer-session'

export type ConfirmationState = 'asking' | 'confirming' | 'confirmed' | 'alreadyConfirmed' | 'refused' | 'failed'

/**
 * Confirms the account of a confirmation link with the password the customer types (only who registered the account
 * can confirm it), then the customer is signed in. A second click of the link signs in too (`alreadyConfirmed`: the
 * password proved the account, which was active already). `refused` means commerce said no (already active, a wrong link, a
 * wrong password) and `message` says why, in its words; `failed` is anything else.
 */
export function useConfirmEmail(link: EmailConfirmationLink) {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  const reload = useReloadCustomerSession()
  const [state, setState] = useState<ConfirmationState>('asking')
  const [message, setMessage] = useState<string | undefined>()

  const confirm = async (password: string) => {
    setState('confirming')
    try {
      const { customer, alreadyConfirmed } = await client.customer.confirmEmail.mutate({ ...link, password })
      queryClient.setQueryData(trpc.customer.me.queryKey(), customer)
      setState(alreadyConfirmed ? 'alreadyConfirmed' : 'confirmed')
      await reload()
    } catch (error) {
      const data = errorData(error)
      setMessage(data?.userMessage)
      setState(data?.reason === 'CONFIRMATION_FAILED' ? 'refused' : 'failed')
    }
  }
  return { state, message, confirm }
}
