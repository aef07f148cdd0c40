import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useMemo } from 'react'
import { registrationInputSchema } from '../../../contract/registration'
import type { RegistrationReturnPage } from '../../../contract/registration-return'
import { useLocale } from '../../i18n/use-locale'
import { checkedBy, useAppForm } from '../../ui/form/form-hook'
import { usePanels } from '../../ui/panels/use-panels'
import { usePostcodeOptional } from '../directory/use-postcode-optional'
import { CompanyAddressFields } from './company-address-fields'
import { NewPasswordFields, newPasswordFieldNames } from './new-password-fields'
import { emptyCompanyAddress, emptyRegistration } from './registration-values'
import { useRegistration } from './use-registration'
import '../../styles/beyond-first-paint.css'

/**
 * The registration page: the customer, their password, the newsletter, and for companies VAT ID and address.
 * `returnTo` is the page the confirmation link leads back to.
 */
export function RegistrationPage({ returnTo }: { returnTo?: RegistrationReturnPage }) {
  const { t } = useLingui()
  const locale = useLocale()
  const panels = usePanels()
  const companyToggleId = useId()
  const { register, captcha, emailExists } = useRegistration()
  const postcodeOptional = usePostcodeOptional()
  const schema = useMemo(() => registrationInputSchema(postcodeOptional), [postcodeOptional])
  const form = useAppForm({
    defaultValues: emptyRegistration,
    ...checkedBy(schema),
    onSubmit: ({ value }) => register({ ...value, returnTo }),
  })

  return (
    <div className="page">
      <h1>
        <Trans>Create an account</Trans>
      </h1>
      <form.AppForm>
        <form.Form className="form">
          <div className="form__row">
            <form.AppField name="firstname">
              {(field) => <field.TextField label={t`First name`} autoComplete="given-name" required />}
            </form.AppField>
            <form.AppField name="lastname">
              {(field) => <field.TextField label={t`Last name`} autoComplete="family-name" required />}
            </form.AppField>
          </div>
          <form.AppField name="email">
            {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="email" required />}
          </form.AppField>
          <NewPasswordFields
            form={form}
            fields={newPasswordFieldNames}
            passwordLabel={t`Password`}
            confirmationLabel={t`Confirm password`}
          />
          <form.AppField name="taxvat">
            {(field) => <field.TextField label={t`VAT ID`} hint={t`For companies, e.g. DE123456789`} />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.companyAddress !== undefined}>
            {(asCompany) => (
              <>
                <div className="field field--checkbox">
                  <input
                    id={companyToggleId}
                    type="checkbox"
                    checked={asCompany}
                    onChange={(event) =>
                      form.setFieldValue('companyAddress', event.target.checked ? emptyCompanyAddress : undefined)
                    }
                  />
                  <label htmlFor={companyToggleId} className="field__label">
                    <Trans>I am registering for a company and enter its address</Trans>
                  </label>
                </div>
                {asCompany ? <CompanyAddressFields form={form} /> : null}
              </>
            )}
          </form.Subscribe>
          <form.AppField name="isSubscribed">
            {(field) => <field.CheckboxField label={t`Sign up for our newsletter`} />}
          </form.AppField>
          {captcha}
          <div className="form__actions">
            <form.SubmitButton>
              <Trans>Create an account</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
      {emailExists ? (
        <p className="form__alert" role="status">
          <Trans>
            This e-mail address already has an account.{' '}
            <button type="button" className="link-button" onClick={() => panels.open('loginModal')}>
              Sign in
            </button>{' '}
            or{' '}
            <Link to="/$locale/reset-password" params={{ locale }}>
              reset your password
            </Link>
            .
          </Trans>
        </p>
      ) : null}
    </div>
  )
}
