import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { CountBadge } from '../../ui/count-badge'
import { Icon, type IconName } from '../../ui/icon'
import type { DialogPanel } from '../../ui/panels/panels'
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
        <SidebarItem
          panel="wishlistSidebar"
          icon="heart"
          count={wishlistCount}
          open={bar.wishlistOpen}
          onToggle={bar.toggleWishlist}
          label={<Trans>Wishlist</Trans>}
          countLabel={<Plural value={wishlistCount} _0="Wishlist" one="Wishlist, # item" other="Wishlist, # items" />}
        />
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
      <SidebarItem
        panel="cartSidebar"
        icon="cart"
        count={cartItemCount}
        open={bar.cartOpen}
        onToggle={bar.toggleCart}
        label={<Trans>Cart</Trans>}
        countLabel={<Plural value={cartItemCount} _0="Cart" one="Cart, # item" other="Cart, # items" />}
      />
    </nav>
  )
}

interface SidebarItemProps {
  panel: DialogPanel
  icon: IconName
  /** What the sidebar holds, on a badge at the icon. */
  count: number
  open: boolean
  onToggle: () => void
  /** Shown under the icon. */
  label: ReactNode
  /** What a screen reader says instead: the label with the count. */
  countLabel: ReactNode
}

/** An item that opens and closes a sidebar (wishlist, cart), with the count of what it holds. */
function SidebarItem({ panel, icon, count, open, onToggle, label, countLabel }: SidebarItemProps) {
  const panelTrigger = usePanelTrigger()
  return (
    <button type="button" className="bottom-bar__item" aria-expanded={open} {...panelTrigger(panel)} onClick={onToggle}>
      <span className="bottom-bar__icon">
        <Icon name={icon} />
        <CountBadge count={count} />
      </span>
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">{countLabel}</span>
    </button>
  )
}
