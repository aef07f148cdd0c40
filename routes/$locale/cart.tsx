import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../src/features/cart/cart-page'

/** The cart. Personal: not indexed; the cart streams in (the shell has started loading it already). */
export const Route = createFileRoute('/$locale/cart')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.cart.get.queryOptions())
  },
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Cart`) }, { name: 'robots', content: 'noindex, follow' }],
  }),
  component: CartPage,
})
