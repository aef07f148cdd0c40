import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { CountBadge } from '../../ui/count-badge'
import { Icon } from '../../ui/icon'
import { usePanelTrigger } from './lazy-panels'
import { useBottomBar } from './use-bottom-bar'

/** Shortcuts at the bottom of smartphone screens; hidden from the md breakpoint up. */
export function BottomBar() {
  const { t } = useLingui()
  const locale = useLocale()
  const bar = useBottomBar()
  const panelTrigger = usePanelTrigger()
  const { cartItemCount, wishlistCount } = bar

  return (
    <nav className="bottom-bar" aria-label={t`Shortcuts`}>
      <Link
        to="/$locale"
        params={{ locale }}
        activeOptions={{ exact: true, includeSearch: false }}
        className="bottom-bar__item"
        onClick={bar.closeMobileMenu}
      >
        <Icon name="home" />
        <Trans>Home</Trans>
      </Link>
      <button
        type="button"
        className="bottom-bar__item"
        aria-expanded={bar.categoriesOpen}
        {...panelTrigger('categorySidebar')}
        onClick={bar.toggleCategories}
      >
        <Icon name="categories" />
        <Trans>Menu</Trans>
      </button>
      {bar.showWishlist && (
        <button
          type="button"
          className="bottom-bar__item"
          aria-expanded={bar.wishlistOpen}
          {...panelTrigger('wishlistSidebar')}
          onClick={bar.toggleWishlist}
        >
          <span className="bottom-bar__icon">
            <Icon name="heart" />
            <CountBadge count={wishlistCount} />
          </span>
          <span aria-hidden="true">
            <Trans>Wishlist</Trans>
          </span>
          <span className="visually-hidden">
            <Plural value={wishlistCount} _0="Wishlist" one="Wishlist, # item" other="Wishlist, # items" />
          </span>
        </button>
      )}
      {bar.isLoggedIn ? (
        <Link to="/$locale/customer" params={{ locale }} className="bottom-bar__item">
          <Icon name="user" />
          <Trans>Account</Trans>
        </Link>
      ) : (
        <button type="button" className="bottom-bar__item" {...panelTrigger('loginModal')} onClick={bar.openLogin}>
          <Icon name="user" />
          <Trans>Account</Trans>
        </button>
      )}
      <button
        type="button"
        className="bottom-bar__item"
        aria-expanded={bar.cartOpen}
        {...panelTrigger('cartSidebar')}
        onClick={bar.toggleCart}
      >
        <span className="bottom-bar__icon">
          <Icon name="cart" />
          <CountBadge count={cartItemCount} />
        </span>
        <span aria-hidden="true">
          <Trans>Cart</Trans>
        </span>
        <span className="visually-hidden">
          <Plural value={cartItemCount} _0="Cart" one="Cart, # item" other="Cart, # items" />
        </span>
      </button>
    </nav>
  )
}
