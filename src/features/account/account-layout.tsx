import { Trans } from '@lingui/react/macro'
import { Link, Outlet, useMatchRoute } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { AccountSections } from './account-sections'
import '../../styles/beyond-first-paint.css'

/**
 * 'My Account': the section navigation beside the page on wide screens. On phones the start page is the list of
 * sections and each section page leads back to it.
 */
export function AccountLayout() {
  const locale = useLocale()
  const onStartPage = useMatchRoute()({ to: '/$locale/customer', params: { locale } })
  return (
    <div className="page account">
      <nav className="account__nav" aria-labelledby="account-nav-title">
        <p id="account-nav-title" className="account__nav-title">
          <Trans>My Account</Trans>
        </p>
        <AccountSections labelId="account-nav-title" />
      </nav>
      <div className="account__page">
        {onStartPage ? null : (
          <Link to="/$locale/customer" params={{ locale }} className="account__back">
            <Trans>Back to My Account</Trans>
          </Link>
        )}
        <Outlet />
      </div>
    </div>
  )
}
