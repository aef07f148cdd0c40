import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { isRequestNumber } from '../../../../contract/request-number'
import { runGuards } from '../../../../src/features/guards/registry'
import { RequestThankYouPage } from '../../../../src/features/request/thank-you-page'
import { errorData } from '../../../../src/trpc/error-data'

/** After a request was sent: its number in the address, so a reload shows the same page. */
export const Route = createFileRoute('/$locale/request/thank-you/$number')({
  beforeLoad: async (args) => {
    if (!isRequestNumber(args.params.number)) throw notFound()
    await runGuards(['is-authenticated'], args)
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(context.trpc.request.detail.queryOptions({ number: params.number }))
    } catch (error) {
      if (errorData(error)?.reason === 'NOT_FOUND') throw notFound()
      throw error
    }
  },
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Thank you for your request`) }, { name: 'robots', content: 'noindex' }],
  }),
  component: ThankYouRoute,
})

function ThankYouRoute() {
  return <RequestThankYouPage number={Route.useParams().number} />
}
