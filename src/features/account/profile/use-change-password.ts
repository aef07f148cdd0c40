import { useMutation } from '@tanstack/react-query'
import type { PasswordChangeInput } from '../../../../contract/customer-profile'
import { useTRPC } from '../../../trpc/react'

/** Changes the customer's password; rejects with the refusal. */
export function useChangePassword(): (change: PasswordChangeInput) => Promise<unknown> {
  const trpc = useTRPC()
  const change = useMutation(trpc.customer.profile.changePassword.mutationOptions())
  return change.mutateAsync
}
