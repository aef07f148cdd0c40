import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { requestSearchSchema } from '../../../../contract/request'
import { OrderHistoryPage } from '../../../../src/features/request/history/order-history-page'

export const Route = createFileRoute('/$locale/customer/order-history/')({
  validateSearch: (search: Record<string, unknown>): { page?: number; po?: string } => {
    const page = Number(search.page)
    const po = requestSearchSchema.safeParse({ purchaseOrderNumber: search.po })
    return {
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
      ...(po.success && po.data.purchaseOrderNumber ? { po: po.data.purchaseOrderNumber } : {}),
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
