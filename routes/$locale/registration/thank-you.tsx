import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { RegistrationThankYouPage } from '../../../src/features/customer/registration-thank-you-page'

/** After registration; `email` names the address the confirmation mail went to. */
export const Route = createFileRoute('/$locale/registration/thank-you')({
  validateSearch: (search: Record<string, unknown>) => ({
    email: typeof search.email === 'string' ? search.email : '',
  }),
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Thank you for registering`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: ThankYouRoute,
})

function ThankYouRoute() {
  return <RegistrationThankYouPage email={Route.useSearch().email} />
}
