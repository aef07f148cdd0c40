import { usePanels } from '../../ui/panels/use-panels'
import { useIsLoggedIn } from '../customer/use-signed-in-customer'
import { useWishlist } from '../wishlist/use-wishlist'
import { useCartItemCount } from './use-cart-item-count'

/** The smartphone bottom bar: Home, Menu (categories), Wishlist (logged in only), Account and Cart. */
export function useBottomBar() {
  const panels = usePanels()
  const isLoggedIn = useIsLoggedIn()
  const cartItemCount = useCartItemCount()
  const wishlist = useWishlist()
  return {
    closeMobileMenu: () => panels.close('mobileMenu'),
    categoriesOpen: panels.isOpen('categorySidebar'),
    toggleCategories: () => panels.toggle('categorySidebar'),
    showWishlist: isLoggedIn,
    wishlistOpen: panels.isOpen('wishlistSidebar'),
    toggleWishlist: () => panels.toggle('wishlistSidebar'),
    wishlistCount: wishlist.count,
    isLoggedIn,
    openLogin: () => panels.open('loginModal'),
    cartOpen: panels.isOpen('cartSidebar'),
    toggleCart: () => panels.toggle('cartSidebar'),
    cartItemCount,
  }
}
