import { Trans, useLingui } from '@lingui/react/macro'
import type { WishlistItemView } from '../../../contract/wishlist'
import { useWishlist } from './use-wishlist'

/** 'Add to cart' (moves the item) and 'Remove' for one wishlist item, named with the product for screen readers. */
export function WishlistItemActions({ item }: { item: WishlistItemView }) {
  const { t } = useLingui()
  const wishlist = useWishlist()
  const busy = wishlist.isBusy(item.id)
  const name = item.product.name
  return (
    <div className="wishlist-actions" aria-busy={busy || undefined}>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-label={t`Add ${name} to cart`}
        onClick={() => void wishlist.addToCart(item)}
      >
        <Trans>Add to cart</Trans>
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        aria-label={t`Remove ${name} from the wishlist`}
        onClick={() => void wishlist.remove(item)}
      >
        <Trans>Remove</Trans>
      </button>
    </div>
  )
}
