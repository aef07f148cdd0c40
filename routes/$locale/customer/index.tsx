import { createFileRoute } from '@tanstack/react-router'
import { AccountLanding } from '../../../src/features/account/account-landing'

export const Route = createFileRoute('/$locale/customer/')({
  component: AccountLanding,
})
