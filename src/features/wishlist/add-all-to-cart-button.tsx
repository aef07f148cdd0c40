import { Trans } from '@lingui/react/macro'
import { useWishlist } from './use-wishlist'
import '../../styles/beyond-first-paint.css'

/** The wishlist as an order template: every item to the cart with its quantity. Focusable while it runs. */
export function AddAllToCartButton() {
  const wishlist = useWishlist()
  const busy = wishlist.isMovingAll
  return (
    <button
      type="button"
      className="button"
      aria-disabled={busy || undefined}
      onClick={() => busy || void wishlist.addAllToCart()}
    >
      <Trans>Add all to cart</Trans>
    </button>
  )
}
