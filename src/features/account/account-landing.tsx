import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocale } from '../../i18n/use-locale'

const accountPages: readonly { path: string; label: ReactNode }[] = [
  { path: 'my-profile', label: <Trans>My profile</Trans> },
  { path: 'addresses-details', label: <Trans>Addresses details</Trans> },
  { path: 'my-newsletter', label: <Trans>My newsletter</Trans> },
  { path: 'my-wishlist', label: <Trans>My wishlist</Trans> },
  { path: 'order-history', label: <Trans>Order history</Trans> },
  { path: 'my-reviews', label: <Trans>My reviews</Trans> },
]

/** The start page of the account area: its sections. */
export function AccountLanding() {
  const locale = useLocale()
  return (
    <div className="page">
      <h1>
        <Trans>My Account</Trans>
      </h1>
      <nav aria-labelledby="account-sections">
        <h2 id="account-sections" className="visually-hidden">
          <Trans>Account sections</Trans>
        </h2>
        <ul className="link-list">
          {accountPages.map(({ path, label }) => (
            <li key={path}>
              <a href={`/${locale}/customer/${path}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
