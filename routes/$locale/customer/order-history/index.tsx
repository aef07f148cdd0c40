import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OrderHistoryPage } from '../../../../src/features/request/history/order-history-page'

export const Route = createFileRoute('/$locale/customer/order-history/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page)
    return Number.isInteger(page) && page > 1 ? { page } : {}
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(context.trpc.request.list.queryOptions({ page: deps.page })),
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Order history`) }] }),
  component: OrderHistoryRoute,
})

function OrderHistoryRoute() {
  return <OrderHistoryPage page={Route.useSearch().page ?? 1} />
}
