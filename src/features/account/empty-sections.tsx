import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { PageHeading } from './page-heading'

/** my-wishlist until the wishlist comes to the account: what it will hold, and where to start. */
export function MyWishlistPage() {
  return (
    <EmptySection title={<Trans>My wishlist</Trans>}>
      <Trans>Your wishlist is empty. Products you note on the stock list will appear here.</Trans>
    </EmptySection>
  )
}

/** my-reviews until customers write reviews. */
export function MyReviewsPage() {
  return (
    <EmptySection title={<Trans>My reviews</Trans>}>
      <Trans>You have not written any reviews yet.</Trans>
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
