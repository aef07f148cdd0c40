import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/$locale/')({
  component: StockListPage,
})

function StockListPage() {
  return (
    <h1>
      <Trans>Stock list</Trans>
    </h1>
  )
}
