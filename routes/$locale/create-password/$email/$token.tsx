import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CreatePasswordPage } from '../../../../src/features/customer/create-password-page'

/** The reset mail's link: create-password/{email}/{token}. */
export const Route = createFileRoute('/$locale/create-password/$email/$token')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.customer.captcha.queryOptions())
  },
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Set a new password`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: CreatePasswordRoute,
})

function CreatePasswordRoute() {
  const { email, token } = Route.useParams()
  return <CreatePasswordPage email={email} token={token} />
}
