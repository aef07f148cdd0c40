import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { useAccountReview } from './use-account-review'

/**
 * Once after a password reset: the addresses and the wishlist the account holds, named, for its owner to check
 * that each is theirs (whoever held the account before the reset may have left them), with the way to remove them.
 */
export function AccountReview() {
  const review = useAccountReview()
  if (!review) return null
  return (
    <section className="account-review" role="status" aria-labelledby="account-review-title">
      <h2 id="account-review-title">
        <Trans>Please check what your account holds</Trans>
      </h2>
      <p>
        <Trans>
          Your password has been reset. Check that these addresses and wishlist items are yours, and remove any that are
          not.
        </Trans>
      </p>
      <Holdings to="/$locale/customer/addresses-details" title={<Trans>Addresses</Trans>} items={review.addresses} />
      <Holdings to="/$locale/customer/my-wishlist" title={<Trans>Wishlist</Trans>} items={review.wishlist} />
    </section>
  )
}

/** One kind of what the account holds, headed by a link to the page that removes it; nothing when it holds none. */
function Holdings({
  to,
  title,
  items,
}: {
  to: '/$locale/customer/addresses-details' | '/$locale/customer/my-wishlist'
  title: ReactNode
  items: string[]
}) {
  const locale = useLocale()
  if (items.length === 0) return null
  return (
    <>
      <h3>
        <Link to={to} params={{ locale }}>
          {title}
        </Link>
      </h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  )
}
