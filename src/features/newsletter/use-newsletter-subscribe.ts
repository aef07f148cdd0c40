import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { NewsletterStatus } from '../../../contract/newsletter'
import { useTRPC } from '../../trpc/react'
import { accountErrorMessages } from '../account/account-messages'

/**
 * Subscribes an address to the newsletter (a guest's or the customer's own). Resolves with the new status
 * (UNCONFIRMED: the confirmation mail is on its way) or with the refusal's messages.
 */
export function useNewsletterSubscribe() {
  const trpc = useTRPC()
  const { i18n } = useLingui()
  const subscribe = useMutation(trpc.newsletter.subscribe.mutationOptions())
  return async (email: string): Promise<{ status: NewsletterStatus } | { errors: string[] }> => {
    try {
      return await subscribe.mutateAsync({ email })
    } catch (error) {
      return { errors: accountErrorMessages(i18n, error) }
    }
  }
}
