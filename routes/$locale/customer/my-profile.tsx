import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../src/features/account/profile/profile-page'

export const Route = createFileRoute('/$locale/customer/my-profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.customer.profile.get.queryOptions()),
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`My profile`) }] }),
  component: ProfilePage,
})
