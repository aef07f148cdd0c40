import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmailPage } from '../../../../src/features/customer/confirm-email-page'

/** The confirmation mail's link: confirm-email/{id}/{key}?email=… */
export const Route = createFileRoute('/$locale/confirm-email/$id/$key')({
  validateSearch: (search: Record<string, unknown>) => ({
    email: typeof search.email === 'string' ? search.email : '',
  }),
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Confirm your account`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: ConfirmEmailRoute,
})

function ConfirmEmailRoute() {
  const { id, key } = Route.useParams()
  const { email } = Route.useSearch()
  return <ConfirmEmailPage link={{ id, key, email }} />
}
