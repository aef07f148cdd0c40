import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmailPage } from '../../../../src/features/customer/confirm-email-page'
import { returnPathOf } from '../../../../src/features/customer/registration-return'

/** The confirmation mail's link: confirm-email/{id}/{key}?email=…(&back_url=…, where the customer goes once signed in) */
export const Route = createFileRoute('/$locale/confirm-email/$id/$key')({
  validateSearch: (search: Record<string, unknown>) => ({
    email: typeof search.email === 'string' ? search.email : '',
    ...(typeof search.back_url === 'string' ? { back_url: search.back_url } : {}),
  }),
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Confirm your account`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: ConfirmEmailRoute,
})

function ConfirmEmailRoute() {
  const { id, key } = Route.useParams()
  const { email, back_url } = Route.useSearch()
  return <ConfirmEmailPage link={{ id, key, email }} returnPath={returnPathOf(back_url)} />
}
