import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { useAccountReview } from './use-account-review'

/**
 * Once after a password reset: the addresses and the wishlist the account holds, named, for its owner to check
 * that each is theirs (whoever held the account before the reset may have left them), with the way to remove them.
 */
export function AccountReview() {
  const locale = useLocale()
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
      {review.addresses.length > 0 ? (
        <>
          <h3>
            <Link to="/$locale/customer/addresses-details" params={{ locale }}>
              <Trans>Addresses</Trans>
            </Link>
          </h3>
          <ul>
            {review.addresses.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        </>
      ) : null}
      {review.wishlist.length > 0 ? (
        <>
          <h3>
            <Link to="/$locale/customer/my-wishlist" params={{ locale }}>
              <Trans>Wishlist</Trans>
            </Link>
          </h3>
          <ul>
            {review.wishlist.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
