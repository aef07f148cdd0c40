import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { canonicalPostcode } from '../../../contract/postcode'
import { withForm } from '../../ui/form/form-hook'
import { useCountries } from '../directory/use-countries'
import { usePostcodeOptional } from '../directory/use-postcode-optional'
import { emptyRegistration } from './registration-values'

/** The registration's optional company address (Magento keeps the company name on addresses). */
export const CompanyAddressFields = withForm({
  defaultValues: emptyRegistration,
  render: function Render({ form }) {
    const { t } = useLingui()
    const countries = useCountries().data ?? []
    const options = countries.map((country) => ({ value: country.id, label: country.name }))
    const postcodeOptional = usePostcodeOptional()
    const countryCode = useStore(form.store, (state) => state.values.companyAddress?.countryCode ?? '')
    return (
      <fieldset className="form">
        <legend>
          <Trans>Company address</Trans>
        </legend>
        <form.AppField name="companyAddress.company">
          {(field) => <field.TextField label={t`Company name`} autoComplete="organization" required />}
        </form.AppField>
        <form.AppField name="companyAddress.countryCode">
          {(field) => <field.SelectField label={t`Country`} options={options} autoComplete="country" required />}
        </form.AppField>
        <form.AppField name="companyAddress.street[0]">
          {(field) => <field.TextField label={t`Street name`} autoComplete="address-line1" required />}
        </form.AppField>
        <form.AppField name="companyAddress.street[1]">
          {(field) => <field.TextField label={t`House/apartment number`} autoComplete="address-line2" />}
        </form.AppField>
        <div className="form__row">
          <form.AppField
            name="companyAddress.postcode"
            listeners={{
              onBlur: ({ value }) =>
                form.setFieldValue('companyAddress.postcode', canonicalPostcode(countryCode, value ?? '')),
            }}
          >
            {(field) => (
              <field.TextField
                label={t`Zip-code`}
                autoComplete="postal-code"
                required={!postcodeOptional(countryCode)}
              />
            )}
          </form.AppField>
          <form.AppField name="companyAddress.city">
            {(field) => <field.TextField label={t`City`} autoComplete="address-level2" required />}
          </form.AppField>
        </div>
        <form.AppField name="companyAddress.region">
          {(field) => <field.TextField label={t`State/Province`} autoComplete="address-level1" />}
        </form.AppField>
        <form.AppField name="companyAddress.telephone">
          {(field) => <field.TextField label={t`Phone number`} type="tel" autoComplete="tel" required />}
        </form.AppField>
      </fieldset>
    )
  },
})
