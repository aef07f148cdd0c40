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
  REQUIRED: msg`This field is required`,
  MIN_2_CHARACTERS: msg`The field should have at least 2 characters`,
  MIN_4_CHARACTERS: msg`The field should have at least 4 characters`,
  MIN_8_CHARACTERS: msg`The field should have at least 8 characters`,
  TOO_LONG: msg`This entry is too long`,
  EMAIL_INVALID: msg`The email field must be a valid email`,
  EMAIL_TOO_LONG: msg`Invalid email`,
  PASSWORD_RULE: msg`The password needs a letter and a digit or special character`,
  PASSWORDS_DONT_MATCH: msg`Passwords don't match`,
  NAME_INVALID: msg`Use only letters, digits, spaces and - _ . , ' & here, on one line and without web addresses`,
  ONE_LINE: msg`Write this on one line, without line breaks or control characters`,
  ONE_LINE_NO_WEB_ADDRESS: msg`Write this on one line, without web addresses`,
  VAT_ID_INVALID: msg`Enter the VAT ID in the format of the address's country, e.g. DE123456789`,
  DEFAULT_ADDRESS_TYPE_REQUIRED: msg`Select at least one default address type`,
  DATE_INVALID: msg`Enter the date as YYYY-MM-DD`,
  ...quantityIssueMessages,
  POSTCODE_3_DIGITS: msg`The postcode has 3 digits, e.g. 101`,
  POSTCODE_4_DIGITS: msg`The postcode has 4 digits, e.g. 1010`,
  POSTCODE_5_DIGITS: msg`The postcode has 5 digits, e.g. 10115`,
  POSTCODE_6_DIGITS: msg`The postcode has 6 digits, e.g. 110001`,
  POSTCODE_7_DIGITS: msg`The postcode has 7 digits, e.g. 6100000`,
  POSTCODE_3_AND_2_DIGITS: msg`The postcode has 5 digits, e.g. 113 51`,
  POSTCODE_POLAND: msg`The postcode has 5 digits with a hyphen, e.g. 00-950`,
  POSTCODE_PORTUGAL: msg`The postcode has 7 digits with a hyphen, e.g. 1000-001`,
  POSTCODE_JAPAN: msg`The postcode has 7 digits with a hyphen, e.g. 100-0001`,
  POSTCODE_BRAZIL: msg`The postcode has 8 digits with a hyphen, e.g. 01310-100`,
  POSTCODE_NETHERLANDS: msg`The postcode has 4 digits and 2 letters, e.g. 1011 AB`,
  POSTCODE_LATVIA: msg`The postcode has 4 digits, e.g. LV-1010`,
  POSTCODE_MALTA: msg`The postcode has 3 letters and 4 digits, e.g. VLT 1117`,
  POSTCODE_ANDORRA: msg`The postcode is AD and 3 digits, e.g. AD500`,
  POSTCODE_UNITED_KINGDOM: msg`Enter a UK postcode, e.g. SW1A 1AA`,
  POSTCODE_IRELAND: msg`Enter an Eircode, e.g. D02 X285`,
  POSTCODE_CANADA: msg`Enter a Canadian postal code, e.g. K1A 0B1`,
  POSTCODE_ZIP_CODE: msg`Enter a ZIP code of 5 or 9 digits, e.g. 10001 or 10001-1234`,
  POSTCODE_CHARACTERS: msg`Use only letters, digits, spaces and hyphens in the postcode`,
  ORDER_LINES_MISSING: msg`Enter at least one line with an item number and a quantity`,
  ORDER_LINES_TOO_MANY: {
    ...msg`At most {max} lines at a time`,
    values: { max: QUICK_ORDER_MAX_LINES },
  },
  PAGE_INVALID: {
    ...msg`The page is a whole number from 1 to {max, number}`,
    values: { max: maxPage },
  },
  ITEMS_PER_PAGE_INVALID: {
    ...msg`Per page, choose one of {options}`,
    values: { options: appConfig.itemsPerPageOptions.join(', ') },
  },
  SORT_INVALID: msg`Choose one of the sort orders offered`,
  FILTER_UNKNOWN: msg`The stock list has no such filter`,
  FILTER_VALUE_INVALID: msg`Choose one of the values the filter offers`,
  FILTER_VALUES_TOO_MANY: {
    ...msg`Choose at most {max} values per filter`,
    values: { max: FILTER_MAX_VALUES },
  },
  RANGE_INVALID: msg`Enter a range with a lower or an upper bound, e.g. 10_50, _50 or 100_`,
  CATEGORY_UID_INVALID: msg`This category does not exist`,
  URL_KEY_INVALID: msg`A product address has only lower-case letters, digits and hyphens`,
  SKU_OR_URL_KEY_REQUIRED: msg`Name the product by its item number or by its address`,
  PATH_INVALID: msg`A page address is a plain path such as platten.html`,
  INVALID: msg`Please check your input.`,
}

/** The message of an input issue code; a code this build does not know reads as INVALID. */
export function inputIssueMessage(i18n: I18n, code: string): string {
  return i18n._(inputIssueMessages[inputIssueCode(code)])
}
