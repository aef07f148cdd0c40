import { Trans, useLingui } from '@lingui/react/macro'
import { isRequestable } from '../../../contract/add-to-cart-rules'
import type { WishlistItemView } from '../../../contract/wishlist'
import { useWishlist } from './use-wishlist'
import { WishlistQuantity } from './wishlist-quantity'
import '../../styles/beyond-first-paint.css'

/**
 * The quantity the item keeps for the next order, 'Add to cart' (moves the item with that quantity; a saved cut list
 * goes as a cut line and stays) and 'Remove' for one wishlist item, named with the product for screen readers.
 * While one runs, both stay focusable (a disabled button would drop the keyboard focus) and ignore presses. An item
 * that cannot be requested (discontinued) cannot go to the cart: its button says so and does nothing (the item shows its availability).
 */
export function WishlistItemActions({ item }: { item: WishlistItemView }) {
  const { t } = useLingui()
  const wishlist = useWishlist()
  const busy = wishlist.isBusy(item.id)
  const name = item.product.name
  const orderable = isRequestable(item.product)
  return (
    <div className="wishlist-actions" aria-busy={busy || undefined}>
      {/* A saved cut list's quantity is the sheets its pieces need: the cart counts them. */}
      {!item.cutList && <WishlistQuantity item={item} />}
      <button
        type="button"
        className="button"
        aria-disabled={busy || !orderable || undefined}
        aria-label={orderable ? t`Add ${name} to cart` : t`${name} cannot be requested`}
        onClick={() => busy || !orderable || void wishlist.addToCart(item)}
      >
        <Trans>Add to cart</Trans>
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        aria-label={t`Remove ${name} from the wishlist`}
        onClick={() => busy || void wishlist.remove(item)}
      >
        <Trans>Remove</Trans>
      </button>
    </div>
  )
}
