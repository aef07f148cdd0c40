import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { usePanels } from '../../ui/panels/use-panels'
import { AvailabilityBadge } from '../product/availability-badge'
import { PriceTag } from '../product/price-tag'
import { AddAllToCartButton } from './add-all-to-cart-button'
import { useWishlist } from './use-wishlist'
import { WishlistItemActions } from './wishlist-item-actions'
import { WishlistStatus } from './wishlist-status'
import '../../styles/beyond-first-paint.css'

/**
 * Inside the wishlist sidebar: the items, each with its quantity, add to cart and remove; add all to cart, and the way
 * to the wishlist page.
 */
export function WishlistSidebarContent() {
  const wishlist = useWishlist()
  const locale = useLocale()
  const panels = usePanels()
  const close = () => panels.close('wishlistSidebar')
  return (
    <div className="wishlist-sidebar">
      <WishlistStatus
        wishlist={wishlist}
        empty={
          <p className="panel-empty">
            <Trans>Your wishlist is empty. Tap the heart of a product to keep it here.</Trans>
          </p>
        }
      />
      {wishlist.items.length > 0 && (
        <ul className="wishlist-sidebar__items">
          {wishlist.items.map((item) => (
            <li key={item.id} className="wishlist-sidebar__item">
              {item.product.image && (
                <img src={item.product.image.url} alt="" width={64} height={80} loading="lazy" decoding="async" />
              )}
              <div className="wishlist-sidebar__details">
                <Link to="/$locale/$" params={{ locale, _splat: item.product.path }} onClick={close}>
                  {item.product.name}
                </Link>
                <PriceTag price={item.product.price} unit={item.product.salesUnit} />
                <AvailabilityBadge
                  availability={item.product.availability}
                  quantityInStock={item.product.quantityInStock}
                  unit={item.product.salesUnit}
                />
                <WishlistItemActions item={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {wishlist.items.length > 0 && <AddAllToCartButton />}
      <Link to="/$locale/customer/my-wishlist" params={{ locale }} className="button button--secondary" onClick={close}>
        <Trans>Go to my wishlist</Trans>
      </Link>
    </div>
  )
}
