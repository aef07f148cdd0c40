import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import type { RegistrationReturnPage } from '../../../contract/registration-return'
import { RegistrationPage } from '../../../src/features/customer/registration-page'
import { returnPageOf } from '../../../src/features/customer/registration-return'
import { signedInCustomer } from '../../../src/features/guards/is-authenticated'

/**
 * `?returnTo=request`: once the account is confirmed, the customer goes back there (the request page's link). A
 * signed-in customer has an account: they go to the account area, as Magento's customer/account/create sends them.
 */
export const Route = createFileRoute('/$locale/registration/')({
  beforeLoad: async ({ context, params }) => {
    if (await signedInCustomer(context)) throw redirect({ to: '/$locale/customer', params })
  },
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
