import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import type { AddressView } from '../../../contract/address'
import { Dialog } from '../../ui/dialog'
import { withForm } from '../../ui/form/form-hook'
import { AddressCard, postalLines } from '../account/addresses/address-card'
import { AddressForm, emptyAddress } from '../account/addresses/address-form'
import { useSaveAddress } from '../account/addresses/use-address-book'
import { useCountryName } from '../directory/use-countries'
import { newRequest } from './request-draft'
import { billingAddressMissing, shippingAddressMissing } from './request-messages'
import type { RequestAddressBook } from './use-request-addresses'
import '../../styles/beyond-first-paint.css'

/** The request's fields that name a saved address, with their role's texts and default address. */
const roles = {
  billingAddressId: {
    title: msg`Billing address`,
    defaultLabel: msg`Default billing address`,
    missing: billingAddressMissing,
    defaultOf: (book: RequestAddressBook) => book.billing,
  },
  shippingAddressId: {
    title: msg`Shipping address`,
    defaultLabel: msg`Default shipping address`,
    missing: shippingAddressMissing,
    defaultOf: (book: RequestAddressBook) => book.shipping,
  },
} as const

/** A country's name in the visitor's language, by its code. */
type CountryName = (code: string) => string

/**
 * The request's addresses. A missing default one says so (spec §5) and is added right here, in a dialog with the
 * address book's form: the request form behind it, the cart and what was typed stay as they are. With several
 * saved addresses the buyer chooses one for billing and one for shipping (the defaults are chosen at first); a new
 * address typed in the dialog is chosen for the roles it is saved as the default of.
 */
export const RequestAddresses = withForm({
  defaultValues: newRequest('quote'),
  props: { addresses: {} as RequestAddressBook, addButtonId: '' },
  render: function Render({ form, addresses, addButtonId }) {
    const { t } = useLingui()
    const [adding, setAdding] = useState(false)
    const save = useSaveAddress(undefined, (saved) => {
      setAdding(false)
      if (saved.defaultBilling) form.setFieldValue('billingAddressId', null)
      if (saved.defaultShipping) form.setFieldValue('shippingAddressId', null)
    })
    const countryName = useCountryName()
    const { billing, shipping } = addresses
    const missing = !billing || !shipping
    return (
      <section className="request-section" aria-labelledby="request-addresses-title">
        <h2 id="request-addresses-title" className="request-section__title">
          <Trans>Addresses</Trans>
        </h2>
        {addresses.isPending ? (
          <p role="status" className="request-addresses__loading">
            <Trans>Loading addresses…</Trans>
          </p>
        ) : addresses.isError ? (
          <p role="alert">
            <Trans>Your addresses could not be loaded. Please try again later.</Trans>
          </p>
        ) : (
          <div className="request-addresses">
            <AddressRole form={form} name="billingAddressId" addresses={addresses} countryName={countryName} />
            <AddressRole form={form} name="shippingAddressId" addresses={addresses} countryName={countryName} />
          </div>
        )}
        <button
          id={addButtonId}
          type="button"
          className={missing ? 'button' : 'button button--secondary'}
          onClick={() => setAdding(true)}
          disabled={addresses.isPending}
        >
          {missing ? <Trans>Add address</Trans> : <Trans>Enter a new address</Trans>}
        </button>
        <Dialog
          open={adding}
          onOpenChange={setAdding}
          placement="center"
          className="dialog--wide"
          title={<Trans>Add new address</Trans>}
        >
          <AddressForm
            initial={{ ...emptyAddress, defaultBilling: !billing || !missing, defaultShipping: !shipping || !missing }}
            onSave={save}
            submitLabel={t`Save address`}
          />
        </Dialog>
      </section>
    )
  },
})

/**
 * One role's address: with several saved addresses a radio group of them, each summarised, the default one standing
 * for null (the account's default); else the default address, or the spec's message that it is missing.
 */
const AddressRole = withForm({
  defaultValues: newRequest('quote'),
  props: {
    name: 'billingAddressId' as keyof typeof roles,
    addresses: {} as RequestAddressBook,
    countryName: ((code) => code) as CountryName,
  },
  render: function Render({ form, name, addresses, countryName }) {
    const { i18n } = useLingui()
    const role = roles[name]
    const defaultAddress = role.defaultOf(addresses)
    if (!defaultAddress || addresses.saved.length < 2) {
      return (
        <AddressSlot title={i18n._(role.title)} missing={role.missing}>
          {defaultAddress ? (
            <AddressCard address={defaultAddress} countryName={countryName(defaultAddress.countryCode)} />
          ) : null}
        </AddressSlot>
      )
    }
    const choice = (address: AddressView) => ({
      value: address.id === defaultAddress.id ? null : address.id,
      label: postalLines(address, countryName(address.countryCode)).join(', '),
      description: address.id === defaultAddress.id ? i18n._(role.defaultLabel) : undefined,
    })
    return (
      <div className="request-address">
        <form.AppField name={name}>
          {(field) => <field.RadioGroupField label={i18n._(role.title)} options={addresses.saved.map(choice)} />}
        </form.AppField>
      </div>
    )
  },
})

function AddressSlot({
  title,
  missing,
  children,
}: {
  title: ReactNode
  missing: MessageDescriptor
  children: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <div className="request-address">
      <h3 className="request-address__title">{title}</h3>
      {children ?? <p className="request-address__missing">{i18n._(missing)}</p>}
    </div>
  )
}
