import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MyReviewsPage } from '../../../src/features/review/my-reviews-page'

export const Route = createFileRoute('/$locale/customer/my-reviews')({
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`My reviews`) }] }),
  component: MyReviewsPage,
})
