import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { SignInInput } from '../../../contract/customer'
import { useTRPC, useTRPCClient } from '../../trpc/react'
import { withCaptcha } from './captcha/captcha'
import { useCaptcha } from './captcha/use-captcha'
import { useAccountFailure } from './use-account-failure'
import { useReloadCustomerSession } from './use-customer-session'

/**
 * Signing in (spec §4): the token is stored by the server, which also merges a guest cart into the customer's;
 * the browser then loads the customer and the cart again. A refusal is a persistent notification; the address of a
 * refused sign-in is kept, so the form can offer to send the confirmation mail again.
 */
export function useSignIn(onSignedIn: () => void) {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  const captcha = useCaptcha()
  const reload = useReloadCustomerSession()
  const failed = useAccountFailure('signIn')
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null)

  const signIn = async (input: SignInInput) => {
    try {
      const customer = await client.customer.signIn.mutate(input, await withCaptcha(captcha))
      queryClient.setQueryData(trpc.customer.me.queryKey(), customer)
      setRefusedEmail(null)
      onSignedIn()
      await reload()
    } catch (error) {
      setRefusedEmail(input.email)
      failed(error)
    }
  }
  return { signIn, captcha: captcha.widget, refusedEmail }
}
