import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MyNewsletterPage } from '../../../src/features/newsletter/my-newsletter-page'

export const Route = createFileRoute('/$locale/customer/my-newsletter')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.newsletter.status.queryOptions()),
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`My newsletter`) }] }),
  component: MyNewsletterPage,
})
