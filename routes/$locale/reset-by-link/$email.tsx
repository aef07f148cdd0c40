import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ResetByLinkPage } from '../../../src/features/customer/reset-by-link-page'

export const Route = createFileRoute('/$locale/reset-by-link/$email')({
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Check your e-mail`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: ResetByLinkRoute,
})

function ResetByLinkRoute() {
  return <ResetByLinkPage email={Route.useParams().email} />
}
