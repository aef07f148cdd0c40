import { msg } from '@lingui/core/macro'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { runGuards } from '../../../src/features/guards/registry'

/** The account area: logged-in customers only. */
export const Route = createFileRoute('/$locale/customer')({
  beforeLoad: (args) => runGuards(['is-authenticated'], args),
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`My Account`) }] }),
  component: Outlet,
})
