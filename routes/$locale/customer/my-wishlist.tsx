import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MyWishlistPage } from '../../../src/features/wishlist/my-wishlist-page'

export const Route = createFileRoute('/$locale/customer/my-wishlist')({
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`My wishlist`) }] }),
  component: MyWishlistPage,
})
