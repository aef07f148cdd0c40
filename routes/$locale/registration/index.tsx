import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { RegistrationPage } from '../../../src/features/customer/registration-page'

export const Route = createFileRoute('/$locale/registration/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.customer.captcha.queryOptions())
    void context.queryClient.prefetchQuery(context.trpc.directory.countries.queryOptions())
  },
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Create an account`) }, { name: 'robots', content: 'noindex, follow' }],
  }),
  component: RegistrationPage,
})
