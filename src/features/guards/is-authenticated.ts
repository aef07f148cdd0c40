import { redirect } from '@tanstack/react-router'
import type { Guard, GuardArgs } from './guard'

/** The hash that opens the login modal on the page it lands on (src/features/layout/login-modal.tsx). */
const LOGIN_HASH = 'login'

/** The login hash with the page to go back to once signed in: `login=/de/customer/order-history/000000012`. */
export function loginHash(returnTo: string): string {
  return `${LOGIN_HASH}=${returnTo}`
}

/** Whether a hash opens the login modal, and the page it names to go back to (a path of this site only). */
export function parseLoginHash(hash: string): { isLogin: boolean; returnTo: string | null } {
  if (hash !== LOGIN_HASH && !hash.startsWith(`${LOGIN_HASH}=`)) return { isLogin: false, returnTo: null }
  const returnTo = decoded(hash.slice(LOGIN_HASH.length + 1))
  return { isLogin: true, returnTo: returnTo && /^\/(?![/\\])/.test(returnTo) ? returnTo : null }
}

/** A typed-in hash may hold a broken escape ("%E0"): that names no page, it must not break the modal. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/** The signed-in customer, or null for a guest: asked once, then kept in the query cache. */
export function signedInCustomer(context: GuardArgs['context']) {
  return context.queryClient.ensureQueryData(context.trpc.customer.me.queryOptions())
}

/**
 * Account pages need a logged-in customer; anyone else goes to the locale's home page, with the login modal open,
 * and comes back to the page they asked for once signed in (a request's mail links to its page).
 */
export const isAuthenticatedGuard: Guard = async ({ context, params, location }) => {
  if (!(await signedInCustomer(context))) {
    throw redirect({ to: '/$locale', params: { locale: params.locale }, hash: loginHash(location.pathname) })
  }
}
