import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { AddressView } from '../../../../contract/address'
import { useLocale } from '../../../i18n/use-locale'
import { PageHeading } from '../../../ui/page-heading'
import { useCountryName } from '../../directory/use-countries'
import { AddressCard } from './address-card'
import { DeleteAddressDialog } from './delete-address-dialog'
import { useAddressBook } from './use-address-book'
import '../../../styles/beyond-first-paint.css'

/**
 * 'Addresses details': every address with its default roles, edit and delete. A default billing or shipping
 * address offers no delete: another address must take that role first (spec §5).
 */
export function AddressBookPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const book = useAddressBook()
  const [deleting, setDeleting] = useState<AddressView | null>(null)
  const addButton = useRef<HTMLAnchorElement>(null)
  const countryName = useCountryName()
  const addresses = book.list.data
  return (
    <section className="address-book">
      <PageHeading>
        <Trans>Addresses details</Trans>
      </PageHeading>
      <Link ref={addButton} to="/$locale/customer/addresses-details/create" params={{ locale }} className="button">
        <Trans>Add new address</Trans>
      </Link>
      {book.list.isPending ? (
        <p role="status">
          <Trans>Loading addresses…</Trans>
        </p>
      ) : book.list.isError ? (
        <p role="alert">
          <Trans>Your addresses could not be loaded. Please try again later.</Trans>
        </p>
      ) : addresses?.length === 0 ? (
        <p className="panel-empty">
          <Trans>You have no saved addresses yet. A request needs a default billing and shipping address.</Trans>
        </p>
      ) : (
        <ul className="address-book__list">
          {addresses?.map((address) => {
            const name = `${address.firstname} ${address.lastname}, ${address.street[0]}, ${address.city}`
            const isDefault = address.defaultBilling || address.defaultShipping
            return (
              <li key={address.id} className="address-card">
                <AddressCard address={address} countryName={countryName(address.countryCode)} />
                <div className="address-card__actions">
                  <Link
                    to="/$locale/customer/addresses-details/edit/$addressId"
                    params={{ locale, addressId: address.id }}
                    className="button button--secondary"
                    aria-label={t`Edit address ${name}`}
                  >
                    <Trans>Edit</Trans>
                  </Link>
                  {isDefault ? null : (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t`Delete address ${name}`}
                      onClick={() => setDeleting(address)}
                      disabled={book.isRemoving}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <DeleteAddressDialog
        address={deleting ? `${deleting.street[0]}, ${deleting.city}` : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          // Its delete button goes with the address: the focus moves to the button that adds one.
          if (deleting) book.remove(deleting.id, () => addButton.current?.focus())
          setDeleting(null)
        }}
      />
    </section>
  )
}
