import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { QuickOrderPage } from '../../src/features/quick-order/quick-order-page'

/** Quick order by item number: pasted lines or a CSV file, checked, then added to the cart at once. */
export const Route = createFileRoute('/$locale/quick-order')({
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Quick order`) }],
  }),
  component: QuickOrderPage,
})
