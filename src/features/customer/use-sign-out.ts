import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { useTRPC, useTRPCClient } from '../../trpc/react'
import { useAccountFailure } from './use-account-failure'
import { useReloadCustomerSession } from './use-customer-session'

/** Logout (spec §4): the server revokes the token and clears the cookies; the cart and user empty; home. */
export function useSignOut() {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  const reload = useReloadCustomerSession()
  const navigate = useNavigate()
  const locale = useLocale()
  const failed = useAccountFailure('other')
  return async () => {
    try {
      await client.customer.signOut.mutate()
      queryClient.setQueryData(trpc.customer.me.queryKey(), null)
      await navigate({ to: '/$locale', params: { locale } })
      await reload()
    } catch (error) {
      failed(error)
    }
  }
}
