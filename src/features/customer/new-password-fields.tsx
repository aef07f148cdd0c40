import { useLingui } from '@lingui/react/macro'
import { withFieldGroup } from '../../ui/form/form-hook'

/**
 * A new password with its confirmation, the password rule as the hint: the registration, the reset link's form and
 * the account's password change. The form's schema checks both (contract/customer.ts).
 */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', passwordConfirmation: '' },
  props: { passwordLabel: '', confirmationLabel: '' },
  render: function Render({ group, passwordLabel, confirmationLabel }) {
    const { t } = useLingui()
    return (
      <>
        <group.AppField name="password">
          {(field) => (
            <field.TextField
              label={passwordLabel}
              type="password"
              autoComplete="new-password"
              required
              hint={t`At least 8 characters, with a letter and a digit or special character.`}
            />
          )}
        </group.AppField>
        <group.AppField name="passwordConfirmation">
          {(field) => (
            <field.TextField label={confirmationLabel} type="password" autoComplete="new-password" required />
          )}
        </group.AppField>
      </>
    )
  },
})

/** The field names the group takes in the shop's forms, which keep both at their top level. */
export const newPasswordFieldNames = { password: 'password', passwordConfirmation: 'passwordConfirmation' } as const
