import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { CountBadge } from '../../ui/count-badge'
import { Icon } from '../../ui/icon'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { MainMenu } from './main-menu'
import { useCartItemCount } from './use-cart-item-count'
import { useIsLoggedIn } from './use-is-logged-in'
import { usePanels } from './use-panels'

export function Header() {
  const locale = useLocale()
  const isLoggedIn = useIsLoggedIn()
  const cartItemCount = useCartItemCount()
  const panels = usePanels()

  return (
    <header className="header">
      <div className="header__inner">
        <Logo />
        <MainMenu />
        <div className="header__actions">
          <LanguageSwitch />
          {isLoggedIn ? (
            <Link to="/$locale/customer" params={{ locale }} className="header__account">
              <Icon name="user" />
              <span className="header__action-label">
                <Trans>Account</Trans>
              </span>
            </Link>
          ) : (
            <button type="button" className="header__account" onClick={() => panels.open('loginModal')}>
              <Icon name="user" />
              <span className="header__action-label">
                <Trans>Login</Trans>
              </span>
            </button>
          )}
          <button type="button" className="icon-button header__cart" onClick={() => panels.open('cartSidebar')}>
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
