import { useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import { type ProfileInput, type ProfileView, profileInputSchema } from '../../../../contract/customer-profile'
import { errorData } from '../../../trpc/error-data'
import { checkedBy, useAppForm } from '../../../ui/form/form-hook'
import { showIssuesAtFields } from '../../../ui/form/server-issues'
import { useNotify } from '../../notifications/use-notifications'
import { joinedErrorMessage } from '../account-messages'
import { useProfileFields, useSaveProfile } from './use-profile'
import '../../../styles/beyond-first-paint.css'

/**
 * Names, date of birth and gender where the shop asks for them (Magento's customer configuration), VAT ID and e-mail. A changed e-mail asks for the current password (spec §5); a
 * refusal's messages are joined with commas and kept in the form (spec §8), and what was typed stays.
 */
export function ProfileForm({ profile }: { profile: ProfileView }) {
  const { t, i18n } = useLingui()
  const { save, reload } = useSaveProfile()
  const fields = useProfileFields()
  const { notify } = useNotify()
  const [error, setError] = useState('')
  // The server saw a changed e-mail the form did not (it was changed in another tab): the password is asked here too.
  const [passwordAsked, setPasswordAsked] = useState(false)
  const defaultValues: ProfileInput = { ...profile, currentPassword: '' }
  const form = useAppForm({
    defaultValues,
    ...checkedBy(profileInputSchema),
    onSubmit: async ({ value, formApi }) => {
      setError('')
      try {
        const toConfirm = await save(value, (saved) =>
          formApi.reset({ ...saved, currentPassword: '' } satisfies ProfileInput),
        )
        notify({
          type: 'success',
          message: toConfirm
            ? t`Your profile has been saved. We have sent a link to ${toConfirm}: your email address changes when you open it.`
            : t`Your profile has been saved.`,
        })
      } catch (cause) {
        const rest = showIssuesAtFields(formApi, cause)
        if (asksForCurrentPassword(rest)) {
          setPasswordAsked(true)
          setError(t`Changing your email address needs your current password.`)
          await reload()
          return
        }
        setError(rest ? joinedErrorMessage(i18n, rest) : '')
      }
    },
  })
  const email = useStore(form.store, (state) => state.values.email)
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase()
  return (
    <form.AppForm>
      <form.Form className="form" aria-labelledby="profile-form-title">
        <h2 id="profile-form-title">{t`Personal data`}</h2>
        <p className="form__alert" role="alert" tabIndex={-1}>
          {error}
        </p>
        <div className="form__row">
          <form.AppField name="firstname">
            {(field) => <field.TextField label={t`First name`} required autoComplete="given-name" />}
          </form.AppField>
          <form.AppField name="lastname">
            {(field) => <field.TextField label={t`Last name`} required autoComplete="family-name" />}
          </form.AppField>
        </div>
        {(fields.dateOfBirth || fields.gender) && (
          <div className="form__row">
            {fields.dateOfBirth && (
              <form.AppField name="dateOfBirth">
                {(field) => <field.TextField label={t`Date of birth`} type="date" autoComplete="bday" />}
              </form.AppField>
            )}
            {fields.gender && (
              <form.AppField name="gender">
                {(field) => (
                  <field.SelectField
                    label={t`Gender`}
                    placeholder={t`Please choose`}
                    autoComplete="sex"
                    options={[
                      { value: '1', label: t`Male` },
                      { value: '2', label: t`Female` },
                      { value: '3', label: t`Not specified` },
                    ]}
                  />
                )}
              </form.AppField>
            )}
          </div>
        )}
        <form.AppField name="taxvat">{(field) => <field.TextField label={t`VAT ID`} />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" required autoComplete="email" inputMode="email" />}
        </form.AppField>
        {emailChanged || passwordAsked ? (
          <form.AppField name="currentPassword">
            {(field) => (
              <field.TextField
                label={t`Current password`}
                type="password"
                required
                autoComplete="current-password"
                hint={t`Changing your email address needs your current password.`}
              />
            )}
          </form.AppField>
        ) : null}
        <div className="form__actions">
          <form.SubmitButton>{t`Save profile`}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

/** A refusal the form's fields could not show that asks for the current password. */
const asksForCurrentPassword = (refusal: unknown) =>
  errorData(refusal)?.inputIssues?.some((issue) => issue.path === 'currentPassword') ?? false
