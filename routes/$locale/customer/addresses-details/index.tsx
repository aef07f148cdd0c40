import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage } from '../../../../src/features/account/addresses/address-book-page'

export const Route = createFileRoute('/$locale/customer/addresses-details/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.directory.countries.queryOptions())
    return context.queryClient.ensureQueryData(context.trpc.address.list.queryOptions())
  },
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Addresses details`) }] }),
  component: AddressBookPage,
})
