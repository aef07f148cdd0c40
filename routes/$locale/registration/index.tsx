import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { RegistrationReturnPage } from '../../../contract/registration-return'
import { RegistrationPage } from '../../../src/features/customer/registration-page'
import { returnPageOf } from '../../../src/features/customer/registration-return'

/** `?returnTo=request`: once the account is confirmed, the customer goes back there (the request page's link). */
export const Route = createFileRoute('/$locale/registration/')({
  validateSearch: (search: Record<string, unknown>): { returnTo?: RegistrationReturnPage } => {
    const returnTo = returnPageOf(search.returnTo)
    return returnTo ? { returnTo } : {}
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.customer.captcha.queryOptions())
    void context.queryClient.prefetchQuery(context.trpc.directory.countries.queryOptions())
  },
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Create an account`) }, { name: 'robots', content: 'noindex, follow' }],
  }),
  component: RegistrationRoute,
})

function RegistrationRoute() {
  return <RegistrationPage returnTo={Route.useSearch().returnTo} />
}
