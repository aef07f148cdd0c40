import { createFileRoute } from '@tanstack/react-router'
import { AccountLanding } from '../../../src/features/account/account-landing'
import { AccountReview } from '../../../src/features/account/account-review'
import { AwaitingAnswer } from '../../../src/features/request/history/awaiting-answer'

/**
 * The account's first page, with the offers and order confirmations waiting for the buyer's answer, and once after a
 * password reset what the account holds.
 */
export const Route = createFileRoute('/$locale/customer/')({
  // Awaited, so that the block is in the first paint and nothing below it moves.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(context.trpc.request.awaitingAnswer.queryOptions()),
      context.queryClient.prefetchQuery(context.trpc.customer.accountReview.get.queryOptions()),
    ]),
  component: AccountLandingRoute,
})

function AccountLandingRoute() {
  return (
    <AccountLanding>
      <AccountReview />
      <AwaitingAnswer />
    </AccountLanding>
  )
}
