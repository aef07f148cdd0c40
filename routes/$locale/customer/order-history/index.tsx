import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { purchaseOrderNumberSearch } from '../../../../contract/purchase-order-number'
import { OrderHistoryPage } from '../../../../src/features/request/history/order-history-page'

export const Route = createFileRoute('/$locale/customer/order-history/')({
  validateSearch: (search: Record<string, unknown>): { page?: number; po?: string } => {
    const page = Number(search.page)
    const po = purchaseOrderNumberSearch(search.po)
    return {
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
      ...(po ? { po } : {}),
    }
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, po: search.po ?? '' }),
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(
      context.trpc.request.list.queryOptions({ page: deps.page, purchaseOrderNumber: deps.po }),
    ),
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Order history`) }] }),
  component: OrderHistoryRoute,
})

function OrderHistoryRoute() {
  const { page, po } = Route.useSearch()
  return <OrderHistoryPage page={page ?? 1} purchaseOrderNumber={po ?? ''} />
}
