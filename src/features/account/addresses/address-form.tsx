import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useId, useMemo, useState } from 'react'
import { type AddressInput, type AddressView, addressInputSchema, STREET_LINES } from '../../../../contract/address'
import { canonicalPostcode } from '../../../../contract/postcode'
import { checkedBy, useAppForm } from '../../../ui/form/form-hook'
import { showIssuesAtFields } from '../../../ui/form/server-issues'
import { useCountries } from '../../directory/use-countries'
import { useDefaultCountry } from '../../directory/use-default-country'
import { usePostcodeOptional } from '../../directory/use-postcode-optional'
import { useRegions } from '../../directory/use-regions'
import '../../../styles/beyond-first-paint.css'

export const emptyAddress: AddressInput = {
  firstname: '',
  lastname: '',
  company: '',
  street: ['', '', '', ''],
  postcode: '',
  city: '',
  countryCode: '',
  regionId: null,
  region: '',
  telephone: '',
  vatId: '',
  defaultBilling: false,
  defaultShipping: false,
}

/** A saved address in the form: its four street lines each in their own field. */
export function addressFormValues({ id: _id, street, ...address }: AddressView): AddressInput {
  const [first = '', ...rest] = street
  return { ...address, street: [first, ...rest] }
}

interface AddressFormProps {
  initial: AddressInput
  /**
   * Resolves with the refusal's messages; an empty list when saved. `atFields` shows the refusal's input issues
   * under their fields and answers what is left to say.
   */
  onSave: (address: AddressInput, atFields: (refusal: unknown) => unknown) => Promise<string[]>
  submitLabel: string
}

/**
 * The address form of spec §3: the country first, its regions as a select when it has any (else free text), the
 * four street lines, company and VAT ID, the default flags (spec §5: at least one, as the form says). The postcode
 * is checked with the country (contract/postcode.ts), again whenever the country changes: required unless the store
 * view takes the country without one, and written as the country's post writes it once the visitor leaves the field.
 * A new address starts in the store view's country. What was typed stays after a refusal.
 */
export function AddressForm({ initial, onSave, submitLabel }: AddressFormProps) {
  const { t } = useLingui()
  const [refusal, setRefusal] = useState('')
  const defaultTypeHintId = useId()
  const countries = useCountries()
  const defaultCountry = useDefaultCountry()
  const postcodeOptional = usePostcodeOptional()
  const schema = useMemo(() => addressInputSchema(postcodeOptional), [postcodeOptional])
  const form = useAppForm({
    defaultValues: { ...initial, countryCode: initial.countryCode || defaultCountry },
    ...checkedBy(schema),
    onSubmit: async ({ value, formApi }) => {
      const refusals = await onSave(value, (refusal) => showIssuesAtFields(formApi, refusal))
      setRefusal(refusals.join(', '))
    },
  })
  const countryCode = useStore(form.store, (state) => state.values.countryCode)
  const regions = useRegions(countryCode)
  const streetLabels = [t`Street name`, t`House/apartment number`, t`Neighborhood`, t`Additional address line`]
  return (
    <form.AppForm>
      <form.Form className="form address-form">
        <p className="form__alert" role="alert" tabIndex={-1}>
          {refusal}
        </p>
        <form.AppField
          name="countryCode"
          listeners={{
            onChange: () => {
              form.setFieldValue('regionId', null)
              form.setFieldValue('region', '')
            },
          }}
        >
          {(field) => (
            <field.SelectField
              label={t`Country`}
              required
              autoComplete="country"
              placeholder={countries.isPending ? t`Loading…` : t`Please choose`}
              options={(countries.data ?? []).map((country) => ({ value: country.id, label: country.name }))}
            />
          )}
        </form.AppField>
        <div className="form__row">
          <form.AppField name="firstname">
            {(field) => <field.TextField label={t`First name`} required autoComplete="given-name" />}
          </form.AppField>
          <form.AppField name="lastname">
            {(field) => <field.TextField label={t`Last name`} required autoComplete="family-name" />}
          </form.AppField>
        </div>
        <form.AppField name="company">
          {(field) => <field.TextField label={t`Company`} autoComplete="organization" />}
        </form.AppField>
        {Array.from({ length: STREET_LINES }, (_, line) => (
          <form.AppField key={streetLabels[line]} name={`street[${line}]`}>
            {(field) => (
              <field.TextField
                label={streetLabels[line]}
                required={line === 0}
                autoComplete={`address-line${Math.min(line + 1, 3)}`}
              />
            )}
          </form.AppField>
        ))}
        <div className="form__row">
          <form.AppField
            name="postcode"
            listeners={{
              onBlur: ({ value }) => form.setFieldValue('postcode', canonicalPostcode(countryCode, value)),
            }}
          >
            {(field) => (
              <field.TextField
                label={t`Zip-code`}
                required={!postcodeOptional(countryCode)}
                autoComplete="postal-code"
              />
            )}
          </form.AppField>
          <form.AppField name="city">
            {(field) => <field.TextField label={t`City`} required autoComplete="address-level2" />}
          </form.AppField>
        </div>
        {regions.data?.length ? (
          <form.AppField name="regionId">
            {(field) => (
              <field.SelectField
                label={t`State/Province`}
                placeholder={t`Please choose`}
                autoComplete="address-level1"
                options={regions.data.map((region) => ({ value: region.id, label: region.name }))}
                numeric
              />
            )}
          </form.AppField>
        ) : (
          <form.AppField name="region">
            {(field) => <field.TextField label={t`State/Province`} autoComplete="address-level1" />}
          </form.AppField>
        )}
        <form.AppField name="telephone">
          {(field) => <field.TextField label={t`Phone number`} type="tel" required autoComplete="tel" />}
        </form.AppField>
        <form.AppField name="vatId">{(field) => <field.TextField label={t`VAT ID`} />}</form.AppField>
        <fieldset className="form__group" aria-describedby={defaultTypeHintId}>
          <legend>
            <Trans>Use as</Trans>
          </legend>
          <p id={defaultTypeHintId} className="field__hint">
            <Trans>
              Choose at least one: the address is saved as your default billing address, your default shipping address
              or both.
            </Trans>
          </p>
          <form.AppField name="defaultBilling">
            {(field) => <field.CheckboxField label={t`Default billing address`} />}
          </form.AppField>
          <form.AppField name="defaultShipping">
            {(field) => <field.CheckboxField label={t`Default shipping address`} />}
          </form.AppField>
        </fieldset>
        <div className="form__actions">
          <form.SubmitButton>{submitLabel}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
