import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { isRequestNumber } from '../../../../contract/request-number'
import { OrderPage } from '../../../../src/features/request/history/order-page'

/** One request by its number (`orderId` in the spec's path); the page says so when the number is unknown. */
export const Route = createFileRoute('/$locale/customer/order-history/$orderId')({
  loader: ({ context, params }) => {
    const input = { number: params.orderId }
    if (!isRequestNumber(input.number)) return
    void context.queryClient.prefetchQuery(context.trpc.directory.countries.queryOptions())
    return context.queryClient.prefetchQuery(context.trpc.request.detail.queryOptions(input))
  },
  head: ({ match }) => {
    const number = match.params.orderId
    return { meta: [{ title: match.context.i18n._(msg`Request ${number}`) }] }
  },
  component: OrderRoute,
})

function OrderRoute() {
  return <OrderPage number={Route.useParams().orderId} />
}
