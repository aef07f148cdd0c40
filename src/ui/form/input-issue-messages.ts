import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { appConfig } from '../../../app.config'
import { QUICK_ORDER_MAX_LINES } from '../../../contract/add-to-cart-rules'
import { type InputIssueCode, inputIssueCode } from '../../../contract/input-issue'
import { FILTER_MAX_VALUES, maxPage } from '../../../contract/stock-list-values'
import { quantityIssueMessages } from './quantity-issue-messages'

/**
 * Why an input was refused, in the visitor's language: the message of each input issue code (contract/input-issue.ts),
 * whether the form's own check found it under a field or a procedure answered it in `data.inputIssues`.
 */
export const inputIssueMessages: Record<InputIssueCode, MessageDescriptor> = {
  REQUIRED: msg({ id: 'This field is required', message: 'This field is required' }),
  MIN_2_CHARACTERS: msg({
    id: 'The field should have at least 2 characters',
    message: 'The field should have at least 2 characters',
  }),
  MIN_4_CHARACTERS: msg({
    id: 'The field should have at least 4 characters',
    message: 'The field should have at least 4 characters',
  }),
  MIN_8_CHARACTERS: msg({
    id: 'The field should have at least 8 characters',
    message: 'The field should have at least 8 characters',
  }),
  TOO_LONG: msg({ id: 'This entry is too long', message: 'This entry is too long' }),
  EMAIL_INVALID: msg({ id: 'The email field must be a valid email', message: 'The email field must be a valid email' }),
  EMAIL_TOO_LONG: msg({ id: 'Invalid email', message: 'Invalid email' }),
  PASSWORD_RULE: msg({
    id: 'The password needs a letter and a digit or special character',
    message: 'The password needs a letter and a digit or special character',
  }),
  PASSWORDS_DONT_MATCH: msg({ id: "Passwords don't match", message: "Passwords don't match" }),
  NAME_INVALID: msg({
    id: "Use only letters, digits, spaces and - _ . , ' & here, on one line and without web addresses",
    message: "Use only letters, digits, spaces and - _ . , ' & here, on one line and without web addresses",
  }),
  DEFAULT_ADDRESS_TYPE_REQUIRED: msg({
    id: 'Select at least one default address type',
    message: 'Select at least one default address type',
  }),
  DATE_INVALID: msg({ id: 'Enter the date as YYYY-MM-DD', message: 'Enter the date as YYYY-MM-DD' }),
  ...quantityIssueMessages,
  POSTCODE_3_DIGITS: msg({ id: 'The postcode has 3 digits, e.g. 101', message: 'The postcode has 3 digits, e.g. 101' }),
  POSTCODE_4_DIGITS: msg({
    id: 'The postcode has 4 digits, e.g. 1010',
    message: 'The postcode has 4 digits, e.g. 1010',
  }),
  POSTCODE_5_DIGITS: msg({
    id: 'The postcode has 5 digits, e.g. 10115',
    message: 'The postcode has 5 digits, e.g. 10115',
  }),
  POSTCODE_6_DIGITS: msg({
    id: 'The postcode has 6 digits, e.g. 110001',
    message: 'The postcode has 6 digits, e.g. 110001',
  }),
  POSTCODE_7_DIGITS: msg({
    id: 'The postcode has 7 digits, e.g. 6100000',
    message: 'The postcode has 7 digits, e.g. 6100000',
  }),
  POSTCODE_3_AND_2_DIGITS: msg({
    id: 'The postcode has 5 digits, e.g. 113 51',
    message: 'The postcode has 5 digits, e.g. 113 51',
  }),
  POSTCODE_POLAND: msg({
    id: 'The postcode has 5 digits with a hyphen, e.g. 00-950',
    message: 'The postcode has 5 digits with a hyphen, e.g. 00-950',
  }),
  POSTCODE_PORTUGAL: msg({
    id: 'The postcode has 7 digits with a hyphen, e.g. 1000-001',
    message: 'The postcode has 7 digits with a hyphen, e.g. 1000-001',
  }),
  POSTCODE_JAPAN: msg({
    id: 'The postcode has 7 digits with a hyphen, e.g. 100-0001',
    message: 'The postcode has 7 digits with a hyphen, e.g. 100-0001',
  }),
  POSTCODE_BRAZIL: msg({
    id: 'The postcode has 8 digits with a hyphen, e.g. 01310-100',
    message: 'The postcode has 8 digits with a hyphen, e.g. 01310-100',
  }),
  POSTCODE_NETHERLANDS: msg({
    id: 'The postcode has 4 digits and 2 letters, e.g. 1011 AB',
    message: 'The postcode has 4 digits and 2 letters, e.g. 1011 AB',
  }),
  POSTCODE_LATVIA: msg({
    id: 'The postcode has 4 digits, e.g. LV-1010',
    message: 'The postcode has 4 digits, e.g. LV-1010',
  }),
  POSTCODE_MALTA: msg({
    id: 'The postcode has 3 letters and 4 digits, e.g. VLT 1117',
    message: 'The postcode has 3 letters and 4 digits, e.g. VLT 1117',
  }),
  POSTCODE_ANDORRA: msg({
    id: 'The postcode is AD and 3 digits, e.g. AD500',
    message: 'The postcode is AD and 3 digits, e.g. AD500',
  }),
  POSTCODE_UNITED_KINGDOM: msg({
    id: 'Enter a UK postcode, e.g. SW1A 1AA',
    message: 'Enter a UK postcode, e.g. SW1A 1AA',
  }),
  POSTCODE_IRELAND: msg({ id: 'Enter an Eircode, e.g. D02 X285', message: 'Enter an Eircode, e.g. D02 X285' }),
  POSTCODE_CANADA: msg({
    id: 'Enter a Canadian postal code, e.g. K1A 0B1',
    message: 'Enter a Canadian postal code, e.g. K1A 0B1',
  }),
  POSTCODE_ZIP_CODE: msg({
    id: 'Enter a ZIP code of 5 or 9 digits, e.g. 10001 or 10001-1234',
    message: 'Enter a ZIP code of 5 or 9 digits, e.g. 10001 or 10001-1234',
  }),
  POSTCODE_CHARACTERS: msg({
    id: 'Use only letters, digits, spaces and hyphens in the postcode',
    message: 'Use only letters, digits, spaces and hyphens in the postcode',
  }),
  ORDER_LINES_MISSING: msg({
    id: 'Enter at least one line with an item number and a quantity',
    message: 'Enter at least one line with an item number and a quantity',
  }),
  ORDER_LINES_TOO_MANY: {
    ...msg({ id: 'At most {max} lines at a time', message: 'At most {max} lines at a time' }),
    values: { max: QUICK_ORDER_MAX_LINES },
  },
  PAGE_INVALID: {
    ...msg({
      id: 'The page is a whole number from 1 to {max, number}',
      message: 'The page is a whole number from 1 to {max, number}',
    }),
    values: { max: maxPage },
  },
  ITEMS_PER_PAGE_INVALID: {
    ...msg({ id: 'Per page, choose one of {options}', message: 'Per page, choose one of {options}' }),
    values: { options: appConfig.itemsPerPageOptions.join(', ') },
  },
  SORT_INVALID: msg({
    id: 'Choose one of the sort orders offered',
    message: 'Choose one of the sort orders offered',
  }),
  FILTER_UNKNOWN: msg({ id: 'The stock list has no such filter', message: 'The stock list has no such filter' }),
  FILTER_VALUE_INVALID: msg({
    id: 'Choose one of the values the filter offers',
    message: 'Choose one of the values the filter offers',
  }),
  FILTER_VALUES_TOO_MANY: {
    ...msg({ id: 'Choose at most {max} values per filter', message: 'Choose at most {max} values per filter' }),
    values: { max: FILTER_MAX_VALUES },
  },
  RANGE_INVALID: msg({
    id: 'Enter a range with a lower or an upper bound, e.g. 10_50, _50 or 100_',
    message: 'Enter a range with a lower or an upper bound, e.g. 10_50, _50 or 100_',
  }),
  CATEGORY_UID_INVALID: msg({ id: 'This category does not exist', message: 'This category does not exist' }),
  URL_KEY_INVALID: msg({
    id: 'A product address has only lower-case letters, digits and hyphens',
    message: 'A product address has only lower-case letters, digits and hyphens',
  }),
  SKU_OR_URL_KEY_REQUIRED: msg({
    id: 'Name the product by its item number or by its address',
    message: 'Name the product by its item number or by its address',
  }),
  PATH_INVALID: msg({
    id: 'A page address is a plain path such as platten.html',
    message: 'A page address is a plain path such as platten.html',
  }),
  INVALID: msg({ id: 'Please check your input.', message: 'Please check your input.' }),
}

/** The message of an input issue code; a code this build does not know reads as INVALID. */
export function inputIssueMessage(i18n: I18n, code: string): string {
  return i18n._(inputIssueMessages[inputIssueCode(code)])
}
