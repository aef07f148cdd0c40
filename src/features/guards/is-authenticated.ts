import { redirect } from '@tanstack/react-router'
import type { Guard } from './guard'

/** Account pages need a logged-in customer; anyone else goes to the locale's home page. */
export const isAuthenticatedGuard: Guard = async ({ context, params }) => {
  const session = await context.queryClient.ensureQueryData(context.trpc.session.state.queryOptions())
  if (!session.isLoggedIn) throw redirect({ to: '/$locale', params: { locale: params.locale } })
}
