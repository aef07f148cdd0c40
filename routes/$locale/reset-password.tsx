import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../src/features/customer/reset-password-page'

/** Asks for a reset mail; `token` comes with Magento's own link (/customer/account/createPassword). */
export const Route = createFileRoute('/$locale/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
  }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.customer.captcha.queryOptions())
  },
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Reset your password`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return <ResetPasswordPage token={Route.useSearch().token} />
}
