import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useTRPCClient } from '../../trpc/react'
import { useNotify } from '../notifications/use-notifications'
import { useAccountFailure } from './use-account-failure'

/** Sends the confirmation mail again (an account that is not confirmed yet cannot sign in). */
export function useResendConfirmation() {
  const { t } = useLingui()
  const client = useTRPCClient()
  const { notify } = useNotify()
  const failed = useAccountFailure('other')
  const [isSending, setSending] = useState(false)
  const resend = async (email: string) => {
    if (isSending) return
    setSending(true)
    try {
      await client.customer.resendConfirmation.mutate({ email })
      notify({ type: 'success', message: t`We have sent the confirmation e-mail to ${email} again.` })
    } catch (error) {
      failed(error)
    } finally {
      setSending(false)
    }
  }
  return { resend, isSending }
}
