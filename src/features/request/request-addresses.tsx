import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTRPC } from '../../trpc/react'
import { Dialog } from '../../ui/dialog'
import { AddressCard } from '../account/addresses/address-card'
import { AddressForm, emptyAddress } from '../account/addresses/address-form'
import { useSaveAddress } from '../account/addresses/use-address-book'
import { billingAddressMissing, shippingAddressMissing } from './request-messages'
import '../../styles/beyond-first-paint.css'

/** The account's default billing and shipping addresses: what a request is sent with. */
export function useDefaultAddresses() {
  const trpc = useTRPC()
  const list = useQuery(trpc.address.list.queryOptions())
  const addresses = list.data ?? []
  return {
    isPending: list.isPending,
    isError: list.isError,
    billing: addresses.find((address) => address.defaultBilling) ?? null,
    shipping: addresses.find((address) => address.defaultShipping) ?? null,
  }
}

type DefaultAddresses = ReturnType<typeof useDefaultAddresses>

/**
 * The request's addresses. A missing one says so (spec §5) and is added right here, in a dialog with the address
 * book's form: the request form behind it, the cart and what was typed stay as they are.
 */
export function RequestAddresses({ addresses, addButtonId }: { addresses: DefaultAddresses; addButtonId: string }) {
  const { t } = useLingui()
  const trpc = useTRPC()
  const countries = useQuery(trpc.directory.countries.queryOptions())
  const [adding, setAdding] = useState(false)
  const save = useSaveAddress(undefined, () => setAdding(false))
  const countryName = (code: string) => countries.data?.find((country) => country.id === code)?.name ?? code
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
          <AddressSlot title={<Trans>Billing address</Trans>} missing={billingAddressMissing}>
            {billing ? <AddressCard address={billing} countryName={countryName(billing.countryCode)} /> : null}
          </AddressSlot>
          <AddressSlot title={<Trans>Shipping address</Trans>} missing={shippingAddressMissing}>
            {shipping ? <AddressCard address={shipping} countryName={countryName(shipping.countryCode)} /> : null}
          </AddressSlot>
        </div>
      )}
      <button
        id={addButtonId}
        type="button"
        className={missing ? 'button' : 'button button--secondary'}
        onClick={() => setAdding(true)}
        disabled={addresses.isPending}
      >
        {missing ? <Trans>Add address</Trans> : <Trans>Use another address</Trans>}
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
}

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
