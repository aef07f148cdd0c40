import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OrderPage } from '../../../../src/features/account/empty-sections'

export const Route = createFileRoute('/$locale/customer/order-history/$orderId')({
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Order history`) }] }),
  component: OrderPage,
})
