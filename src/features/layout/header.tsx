import { Plural, Trans } from '@lingui/react/macro'
import { CountBadge } from '../../ui/count-badge'
import { Icon } from '../../ui/icon'
import { usePanels } from '../../ui/panels/use-panels'
import { useSignedInCustomer } from '../customer/use-signed-in-customer'
import { useWishlist } from '../wishlist/use-wishlist'
import { CategoryMenu } from './category-menu'
import { CustomerMenu } from './customer-menu'
import { LanguageSwitch } from './language-switch'
import { usePanelTrigger } from './lazy-panels'
import { Logo } from './logo'
import { MainMenu } from './main-menu'
import { useCartItemCount } from './use-cart-item-count'

export function Header() {
  const customer = useSignedInCustomer()
  const cartItemCount = useCartItemCount()
  const panels = usePanels()
  const panelTrigger = usePanelTrigger()
  const wishlist = useWishlist()
  const wishlistCount = wishlist.count

  return (
    <header className="header">
      <div className="header__inner">
        <Logo />
        <MainMenu />
        <CategoryMenu />
        <div className="header__actions">
          <LanguageSwitch />
          {customer ? (
            <CustomerMenu customer={customer} />
          ) : (
            <button
              type="button"
              className="header__account"
              {...panelTrigger('loginModal')}
              onClick={() => panels.open('loginModal')}
            >
              <Icon name="user" />
              <span className="header__action-label">
                <Trans>Login</Trans>
              </span>
            </button>
          )}
          {customer && (
            <button
              type="button"
              className="icon-button header__wishlist"
              aria-expanded={panels.isOpen('wishlistSidebar')}
              {...panelTrigger('wishlistSidebar')}
              onClick={() => panels.toggle('wishlistSidebar')}
            >
              <Icon name="heart" />
              <CountBadge count={wishlistCount} />
              <span className="visually-hidden">
                <Plural value={wishlistCount} _0="Wishlist" one="Wishlist, # item" other="Wishlist, # items" />
              </span>
            </button>
          )}
          <button
            type="button"
            className="icon-button header__cart"
            {...panelTrigger('cartSidebar')}
            onClick={() => panels.open('cartSidebar')}
          >
            <Icon name="cart" />
            <CountBadge count={cartItemCount} />
            <span className="visually-hidden">
              <Plural value={cartItemCount} _0="Cart" one="Cart, # item" other="Cart, # items" />
            </span>
          </button>
        </div>
      </div>
    </header>
  )
}
