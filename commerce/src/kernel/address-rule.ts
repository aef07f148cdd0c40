/**
 * The rule of an address's fields, for the customer's address book and a cart's addresses alike: Magento's name
 * rule for the names, one line without control characters for every other text (rules/single-line.ts), no web
 * address in the company or the city, and the VAT ID in its country's format (rules/vat-id.ts). Narrower than
 * Magento, because addresses are written into mails, documents and the sales desk.
 */
import { isSingleLine, readsAsWebAddress } from '../../../rules/single-line'
import { isVatIdOfCountry } from '../../../rules/vat-id'
import { GraphQlInputException } from './errors'
import { assertValidNames } from './name-rule'
import { __ } from './phrase'

type Text = string | null | undefined

/** An address's texts by Magento's attribute codes, as given (a change may give only some). */
export type AddressTexts = {
  firstname?: Text
  middlename?: Text
  lastname?: Text
  prefix?: Text
  suffix?: Text
  company?: Text
  street?: readonly Text[] | null
  city?: Text
  region?: Text
  postcode?: Text
  telephone?: Text
  fax?: Text
  vat_id?: Text
}

const WITHOUT_WEB_ADDRESS = ['company', 'city'] as const

/** Magento's input error for the first text (by attribute code) that is not a single line. */
export function assertSingleLine(texts: Iterable<readonly [string, unknown]>): void {
  for (const [field, value] of texts) {
    if (typeof value === 'string' && !isSingleLine(value)) {
      throw new GraphQlInputException(__('"%1" must be a single line.', field))
    }
  }
}

/** Magento's input error for a VAT ID not in the format of `country` (any country's when none is known). */
export function assertVatIdFormat(vatId: Text, country: string | null | undefined): void {
  const given = vatId?.trim()
  if (given && !isVatIdOfCountry(given, country)) {
    throw new GraphQlInputException(__('The VAT number is not in the format of the country "%1".', country ?? ''))
  }
}

/**
 * Magento's input errors for the first field that breaks the rule; `country` is the address's country as it will
 * be, which the VAT ID's format follows.
 */
export function assertValidAddressTexts(address: AddressTexts, country: string | null | undefined): void {
  assertValidNames({ Firstname: address.firstname, Lastname: address.lastname, Middlename: address.middlename })
  const { street, ...single } = address
  assertSingleLine([...Object.entries(single), ...(street ?? []).map((line) => ['street', line] as const)])
  for (const field of WITHOUT_WEB_ADDRESS) {
    if (readsAsWebAddress(address[field] ?? '')) {
      throw new GraphQlInputException(__('"%1" must not contain a web address.', field))
    }
  }
  assertVatIdFormat(address.vat_id, country)
}
