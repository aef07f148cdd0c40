import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Wishlist } from './use-wishlist'
import '../../styles/beyond-first-paint.css'

/** Loading, a failed load (with another try) or an empty wishlist; null when there are items to show. */
export function WishlistStatus({ wishlist, empty }: { wishlist: Wishlist; empty: ReactNode }): ReactNode {
  if (wishlist.isLoading) {
    return (
      <p className="wishlist-status" role="status">
        <Trans>Loading your wishlist…</Trans>
      </p>
    )
  }
  if (!wishlist.wishlist && wishlist.failures.load) {
    return (
      <div className="wishlist-status" role="alert">
        <p>
          <Trans>Your wishlist could not be loaded.</Trans>
        </p>
        <button type="button" className="button button--secondary" onClick={() => void wishlist.reload()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  return wishlist.items.length === 0 ? empty : null
}
