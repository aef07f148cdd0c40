import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { PageHeading } from './page-heading'

/** order-history until requests are stored. */
export function OrderHistoryPage() {
  return (
    <EmptySection title={<Trans>Order history</Trans>}>
      <Trans>You have not sent any quote or order requests yet.</Trans>
    </EmptySection>
  )
}

/** order-history/{orderId}: no request is stored yet, so no order can be shown. */
export function OrderPage() {
  return (
    <EmptySection title={<Trans>Order history</Trans>}>
      <Trans>This order could not be found.</Trans>
    </EmptySection>
  )
}

function EmptySection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const locale = useLocale()
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <div className="panel-empty">
        <p>{children}</p>
        <Link to="/$locale" params={{ locale }} className="button">
          <Trans>Back to stocklist</Trans>
        </Link>
      </div>
    </section>
  )
}
