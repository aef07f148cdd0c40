import { redirect } from '@tanstack/react-router'
import type { Guard } from './guard'

/** The hash that opens the login modal on the page it lands on (src/features/layout/login-modal.tsx). */
export const LOGIN_HASH = 'login'

/** Account pages need a logged-in customer; anyone else goes to the locale's home page, with the login modal open. */
export const isAuthenticatedGuard: Guard = async ({ context, params }) => {
  const customer = await context.queryClient.ensureQueryData(context.trpc.customer.me.queryOptions())
  if (!customer) throw redirect({ to: '/$locale', params: { locale: params.locale }, hash: LOGIN_HASH })
}
