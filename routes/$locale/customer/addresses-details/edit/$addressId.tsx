import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { AddressEditPage } from '../../../../../src/features/account/addresses/address-edit-pages'

export const Route = createFileRoute('/$locale/customer/addresses-details/edit/$addressId')({
  params: {
    parse: ({ addressId }) => {
      if (!/^[1-9]\d{0,9}$/.test(addressId)) throw notFound()
      return { addressId: Number(addressId) }
    },
    stringify: ({ addressId }) => ({ addressId: String(addressId) }),
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.directory.countries.queryOptions())
    return context.queryClient.ensureQueryData(context.trpc.address.list.queryOptions())
  },
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Edit address`) }] }),
  component: EditAddress,
})

function EditAddress() {
  const { addressId } = Route.useParams()
  return <AddressEditPage addressId={addressId} />
}
