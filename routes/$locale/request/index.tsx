import { createFileRoute } from '@tanstack/react-router'
import type { RequestType } from '../../../contract/request'
import { RequestPage } from '../../../src/features/request/request-page'
import { requestTypeLabels } from '../../../src/features/request/request-type-labels'

/**
 * The quote or order request from the cart; `?type=quote` (request for quotation) or `?type=order` (order request)
 * preselects the kind. Personal: not indexed. Guests stay here and are asked to sign in.
 */
export const Route = createFileRoute('/$locale/request/')({
  validateSearch: (search: Record<string, unknown>): { type?: RequestType } =>
    search.type === 'quote' || search.type === 'order' ? { type: search.type } : {},
  // The cart and the addresses are the page itself: awaited, so it renders whole at once (no skeleton to replace).
  loader: async ({ context }) => {
    const { queryClient, trpc } = context
    const cart = queryClient.prefetchQuery(trpc.cart.get.queryOptions())
    const customer = await queryClient.ensureQueryData(trpc.customer.me.queryOptions())
    if (customer) void queryClient.prefetchQuery(trpc.directory.countries.queryOptions())
    await Promise.all([cart, customer ? queryClient.prefetchQuery(trpc.address.list.queryOptions()) : null])
  },
  head: ({ match }) => ({
    meta: [
      { title: match.context.i18n._(requestTypeLabels[match.search.type ?? 'quote']) },
      { name: 'robots', content: 'noindex, follow' },
    ],
  }),
  component: RequestRoute,
})

function RequestRoute() {
  const { type = 'quote' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <RequestPage type={type} onTypeChange={(next) => void navigate({ search: { type: next }, replace: true })} />
}
