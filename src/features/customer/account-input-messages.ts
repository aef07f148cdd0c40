import { msg } from '@lingui/core/macro'

/**
 * Our own messages of the account inputs (contract/customer.ts, registration.ts, address.ts, postcode.ts,
 * customer-profile.ts), by their id: the forms show them under a field, and they may come back from a procedure in
 * `data.inputIssues`.
 */
export const accountInputMessageIds: ReadonlySet<string> = new Set(
  [
    msg({ id: 'This field is required', message: 'This field is required' }),
    msg({ id: 'The field should have at least 2 characters', message: 'The field should have at least 2 characters' }),
    msg({ id: 'The field should have at least 4 characters', message: 'The field should have at least 4 characters' }),
    msg({ id: 'The field should have at least 8 characters', message: 'The field should have at least 8 characters' }),
    msg({ id: 'The email field must be a valid email', message: 'The email field must be a valid email' }),
    msg({ id: 'Invalid email', message: 'Invalid email' }),
    msg({ id: "Passwords don't match", message: "Passwords don't match" }),
    msg({
      id: 'The password needs a letter and a digit or special character',
      message: 'The password needs a letter and a digit or special character',
    }),
    msg({ id: 'Select at least one default address type', message: 'Select at least one default address type' }),
    msg({ id: 'The postcode has 3 digits, e.g. 101', message: 'The postcode has 3 digits, e.g. 101' }),
    msg({ id: 'The postcode has 4 digits, e.g. 1010', message: 'The postcode has 4 digits, e.g. 1010' }),
    msg({ id: 'The postcode has 5 digits, e.g. 10115', message: 'The postcode has 5 digits, e.g. 10115' }),
    msg({ id: 'The postcode has 6 digits, e.g. 110001', message: 'The postcode has 6 digits, e.g. 110001' }),
    msg({ id: 'The postcode has 7 digits, e.g. 6100000', message: 'The postcode has 7 digits, e.g. 6100000' }),
    msg({ id: 'The postcode has 5 digits, e.g. 113 51', message: 'The postcode has 5 digits, e.g. 113 51' }),
    msg({
      id: 'The postcode has 5 digits with a hyphen, e.g. 00-950',
      message: 'The postcode has 5 digits with a hyphen, e.g. 00-950',
    }),
    msg({
      id: 'The postcode has 7 digits with a hyphen, e.g. 1000-001',
      message: 'The postcode has 7 digits with a hyphen, e.g. 1000-001',
    }),
    msg({
      id: 'The postcode has 7 digits with a hyphen, e.g. 100-0001',
      message: 'The postcode has 7 digits with a hyphen, e.g. 100-0001',
    }),
    msg({
      id: 'The postcode has 8 digits with a hyphen, e.g. 01310-100',
      message: 'The postcode has 8 digits with a hyphen, e.g. 01310-100',
    }),
    msg({
      id: 'The postcode has 4 digits and 2 letters, e.g. 1011 AB',
      message: 'The postcode has 4 digits and 2 letters, e.g. 1011 AB',
    }),
    msg({ id: 'The postcode has 4 digits, e.g. LV-1010', message: 'The postcode has 4 digits, e.g. LV-1010' }),
    msg({
      id: 'The postcode has 3 letters and 4 digits, e.g. VLT 1117',
      message: 'The postcode has 3 letters and 4 digits, e.g. VLT 1117',
    }),
    msg({
      id: 'The postcode is AD and 3 digits, e.g. AD500',
      message: 'The postcode is AD and 3 digits, e.g. AD500',
    }),
    msg({ id: 'Enter a UK postcode, e.g. SW1A 1AA', message: 'Enter a UK postcode, e.g. SW1A 1AA' }),
    msg({ id: 'Enter an Eircode, e.g. D02 X285', message: 'Enter an Eircode, e.g. D02 X285' }),
    msg({ id: 'Enter a Canadian postal code, e.g. K1A 0B1', message: 'Enter a Canadian postal code, e.g. K1A 0B1' }),
    msg({
      id: 'Enter a ZIP code of 5 or 9 digits, e.g. 10001 or 10001-1234',
      message: 'Enter a ZIP code of 5 or 9 digits, e.g. 10001 or 10001-1234',
    }),
    msg({
      id: 'Use only letters, digits, spaces and hyphens in the postcode',
      message: 'Use only letters, digits, spaces and hyphens in the postcode',
    }),
    msg({ id: 'Enter the date as YYYY-MM-DD', message: 'Enter the date as YYYY-MM-DD' }),
    msg({ id: 'This entry is too long', message: 'This entry is too long' }),
  ].map((descriptor) => descriptor.id),
)
