import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PageHeading } from '../../ui/page-heading'
import { useSignedInCustomer } from '../customer/use-signed-in-customer'
import { AccountSections } from './account-sections'
import '../../styles/beyond-first-paint.css'

/**
 * The start page of the account area: a greeting, what the route puts beside it (what waits for the buyer's answer),
 * and, on phones, the list of its sections.
 */
export function AccountLanding({ children }: { children?: ReactNode }) {
  const customer = useSignedInCustomer()
  return (
    <section className="account-landing">
      <PageHeading>
        <Trans>My Account</Trans>
      </PageHeading>
      {customer ? <Welcome firstname={customer.firstname} lastname={customer.lastname} /> : null}
      {children}
      <h2 id="account-sections" className="visually-hidden">
        <Trans>Account sections</Trans>
      </h2>
      <div className="account-landing__sections">
        <AccountSections labelId="account-sections" />
      </div>
    </section>
  )
}

function Welcome({ firstname, lastname }: { firstname: string; lastname: string }) {
  return (
    <p>
      <Trans>
        Welcome, {firstname} {lastname}. Here you manage your addresses, your profile and your newsletter.
      </Trans>
    </p>
  )
}
