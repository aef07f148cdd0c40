import { createFileRoute } from '@tanstack/react-router'
import { AccountLanding } from '../../../src/features/account/account-landing'
import { AwaitingAnswer } from '../../../src/features/request/history/awaiting-answer'

/** The account's first page, with the offers and order confirmations waiting for the buyer's answer. */
export const Route = createFileRoute('/$locale/customer/')({
  // Awaited, so that the block is in the first paint and nothing below it moves.
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.request.awaitingAnswer.queryOptions()),
  component: AccountLandingRoute,
})

function AccountLandingRoute() {
  return (
    <AccountLanding>
      <AwaitingAnswer />
    </AccountLanding>
  )
}
