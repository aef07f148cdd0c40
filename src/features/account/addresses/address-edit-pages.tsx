import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../../ui/page-heading'
import { AddressForm, addressFormValues, emptyAddress } from './address-form'
import { useAddressBook, useSaveAddress } from './use-address-book'

/** addresses-details/create: the first address is proposed as the default billing and shipping address. */
export function AddressCreatePage() {
  const { t } = useLingui()
  const save = useSaveAddress(undefined)
  const { list } = useAddressBook()
  if (list.isPending) return <Loading />
  const first = list.data?.length === 0
  return (
    <section>
      <PageHeading>
        <Trans>Add new address</Trans>
      </PageHeading>
      <AddressForm
        initial={{ ...emptyAddress, defaultBilling: first, defaultShipping: first }}
        onSave={save}
        submitLabel={t`Save address`}
      />
    </section>
  )
}

/** addresses-details/edit/{addressId}: the saved address, its street split back into the four lines. */
export function AddressEditPage({ addressId }: { addressId: number }) {
  const { t } = useLingui()
  const save = useSaveAddress(addressId)
  const { list } = useAddressBook()
  if (list.isPending) return <Loading />
  const address = list.data?.find((saved) => saved.id === addressId)
  return (
    <section>
      <PageHeading>
        <Trans>Edit address</Trans>
      </PageHeading>
      {address ? (
        <AddressForm initial={addressFormValues(address)} onSave={save} submitLabel={t`Save address`} />
      ) : (
        <p role="alert">
          <Trans>This address is not in your address book.</Trans>
        </p>
      )}
    </section>
  )
}

function Loading() {
  return (
    <p role="status">
      <Trans>Loading addresses…</Trans>
    </p>
  )
}
