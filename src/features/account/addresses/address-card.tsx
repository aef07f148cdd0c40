import { Trans } from '@lingui/react/macro'
import type { AddressView } from '../../../../contract/address'
import '../../../styles/beyond-first-paint.css'

/** Postcode and city as one line; an address without a postcode (optional in some countries) starts with the city. */
export const cityLine = (address: { postcode?: string | null; city: string }) =>
  [address.postcode, address.city].filter(Boolean).join(' ')

/** The lines a letter to the address carries: company, name, street, postcode and city, region, country. */
export function postalLines(address: AddressView, countryName: string): string[] {
  return [
    address.company,
    `${address.firstname} ${address.lastname}`,
    ...address.street,
    cityLine(address),
    address.region,
    countryName,
  ].filter((line) => line.trim() !== '')
}

/** A saved address as the address book shows it, with its default roles. */
export function AddressCard({ address, countryName }: { address: AddressView; countryName: string }) {
  const { vatId } = address
  const lines = [...postalLines(address, countryName), address.telephone].filter((line) => line.trim() !== '')
  return (
    <div className="address-card__body">
      {address.defaultBilling || address.defaultShipping ? (
        <ul className="address-card__roles">
          {address.defaultBilling ? (
            <li className="badge">
              <Trans>Default billing address</Trans>
            </li>
          ) : null}
          {address.defaultShipping ? (
            <li className="badge">
              <Trans>Default shipping address</Trans>
            </li>
          ) : null}
        </ul>
      ) : null}
      <address className="address-card__lines">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never move.
          <span key={index}>{line}</span>
        ))}
      </address>
      {vatId ? (
        <p className="address-card__vat">
          <Trans>VAT ID: {vatId}</Trans>
        </p>
      ) : null}
    </div>
  )
}
