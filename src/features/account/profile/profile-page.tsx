import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../ui/page-heading'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'
import { useProfile } from './use-profile'

/** my-profile: the personal data and e-mail, and the password. */
export function ProfilePage() {
  const profile = useProfile()
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
