import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from '../../../src/features/account/account-layout'
import { runGuards } from '../../../src/features/guards/registry'

/** The account area: logged-in customers only. */
export const Route = createFileRoute('/$locale/customer')({
  beforeLoad: (args) => runGuards(['is-authenticated'], args),
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`My Account`) }] }),
  component: AccountLayout,
})
