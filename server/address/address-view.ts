import { type AddressOutput, type AddressView, STREET_LINES } from '../../contract/address'
import type { ResultOf, VariablesOf } from '../commerce/graphql'
import type { CreateCustomerAddressMutation, CustomerAddressFields } from './operations'

type CommerceAddress = ResultOf<typeof CustomerAddressFields>
type CommerceAddressInput = VariablesOf<typeof CreateCustomerAddressMutation>['input']

/** A saved address for the address book: the street split back into its four lines (spec §3). */
export function addressView(address: CommerceAddress): AddressView {
  const street = (address.street ?? []).map((line) => line ?? '').slice(0, STREET_LINES)
  return {
    id: address.id ?? 0,
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    company: address.company ?? '',
    street: [...street, ...Array<string>(STREET_LINES - street.length).fill('')],
    postcode: address.postcode ?? '',
    city: address.city ?? '',
    countryCode: address.country_code ?? '',
    regionId: address.region?.region_id || null,
    region: address.region?.region ?? '',
    telephone: address.telephone ?? '',
    vatId: address.vat_id ?? '',
    defaultBilling: address.default_billing ?? false,
    defaultShipping: address.default_shipping ?? false,
  }
}

/** Magento's CustomerAddressInput: empty street lines dropped, a region by id when the country lists regions. */
export function commerceAddressInput(address: AddressOutput): CommerceAddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street.filter((line) => line !== ''),
    postcode: address.postcode,
    city: address.city,
    country_code: address.countryCode as CommerceAddressInput['country_code'],
    region: address.regionId ? { region_id: address.regionId } : { region: address.region, region_id: null },
    telephone: address.telephone,
    vat_id: address.vatId,
    default_billing: address.defaultBilling,
    default_shipping: address.defaultShipping,
  }
}
