import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '../../i18n/use-locale'

/** The child pages of 'My Account' (spec §2), in the order the navigation shows them. */
const accountPages = [
  { to: '/$locale/customer/my-profile', label: <Trans>My profile</Trans> },
  { to: '/$locale/customer/addresses-details', label: <Trans>Addresses details</Trans> },
  { to: '/$locale/customer/my-newsletter', label: <Trans>My newsletter</Trans> },
  { to: '/$locale/customer/my-wishlist', label: <Trans>My wishlist</Trans> },
  { to: '/$locale/customer/order-history', label: <Trans>Order history</Trans> },
  { to: '/$locale/customer/my-reviews', label: <Trans>My reviews</Trans> },
] as const satisfies readonly { to: string; label: ReactNode }[]

/** The account's sections as a list of links; the current one is marked for sight and for screen readers. */
export function AccountSections({ labelId }: { labelId: string }) {
  const locale = useLocale()
  return (
    <ul className="link-list account-sections" aria-labelledby={labelId}>
      {accountPages.map(({ to, label }) => (
        <li key={to}>
          <Link to={to} params={{ locale }} activeProps={{ 'aria-current': 'page' }}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
