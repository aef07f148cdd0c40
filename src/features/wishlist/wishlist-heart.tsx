import { useLingui } from '@lingui/react/macro'
import { Icon } from '../../ui/icon'
import { useWishlist, type WishlistProduct } from './use-wishlist'

/**
 * The heart that puts a product on the wishlist or takes it off (add-or-toggle, spec §4). Pressed while the
 * product is on the wishlist; a guest is asked to sign in first. Always the same size, so it never moves the page.
 */
export function WishlistHeart({ product, className }: { product: WishlistProduct; className?: string }) {
  const { t } = useLingui()
  const wishlist = useWishlist()
  const { name } = product
  return (
    <button
      type="button"
      className={className ? `wishlist-heart ${className}` : 'wishlist-heart'}
      aria-pressed={wishlist.isOnWishlist(product.sku)}
      onClick={() => void wishlist.toggle(product)}
    >
      <Icon name="heart" />
      <span className="visually-hidden">{t`Wishlist: ${name}`}</span>
    </button>
  )
}
