import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../../trpc/react'
import { PageHeading } from '../../../ui/page-heading'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'

/** my-profile: the personal data and e-mail, and the password. */
export function ProfilePage() {
  const trpc = useTRPC()
  const profile = useQuery(trpc.customer.profile.get.queryOptions())
  return (
    <section className="profile">
      <PageHeading>
        <Trans>My profile</Trans>
      </PageHeading>
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <p role="alert">
          <Trans>Your profile could not be loaded. Please try again later.</Trans>
        </p>
      ) : (
        <p role="status">
          <Trans>Loading your profile…</Trans>
        </p>
      )}
      <PasswordForm />
    </section>
  )
}
