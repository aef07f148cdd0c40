/** Why a postcode does not fit its country, by format: the formats of contract/postcode.ts. */
export const postcodeIssueCodes = [
  'POSTCODE_3_DIGITS',
  'POSTCODE_4_DIGITS',
  'POSTCODE_5_DIGITS',
  'POSTCODE_6_DIGITS',
  'POSTCODE_7_DIGITS',
  'POSTCODE_3_AND_2_DIGITS',
  'POSTCODE_POLAND',
  'POSTCODE_PORTUGAL',
  'POSTCODE_JAPAN',
  'POSTCODE_BRAZIL',
  'POSTCODE_NETHERLANDS',
  'POSTCODE_LATVIA',
  'POSTCODE_MALTA',
  'POSTCODE_ANDORRA',
  'POSTCODE_UNITED_KINGDOM',
  'POSTCODE_IRELAND',
  'POSTCODE_CANADA',
  'POSTCODE_ZIP_CODE',
  'POSTCODE_CHARACTERS',
] as const

export type PostcodeIssueCode = (typeof postcodeIssueCodes)[number]

/**
 * Why an input was refused, as a code. The contract's zod schemas give these codes as their messages, so a form in
 * the browser and a procedure refuse the same input with the same code; a procedure answers them in
 * `data.inputIssues` with each field's path, and the browser words them in the visitor's language
 * (src/ui/form/input-issue-messages.ts). Never a text, so nothing is matched against a catalog.
 */
export const inputIssueCodes = [
  'REQUIRED',
  'MIN_2_CHARACTERS',
  'MIN_4_CHARACTERS',
  'MIN_8_CHARACTERS',
  'TOO_LONG',
  /** Not an e-mail address. */
  'EMAIL_INVALID',
  /** An e-mail address longer than one may be (254 characters). */
  'EMAIL_TOO_LONG',
  /** A new password needs a letter and a digit or special character. */
  'PASSWORD_RULE',
  'PASSWORDS_DONT_MATCH',
  /**
   * A name with other characters than Magento's (letters, digits, spaces and , - _ . ' ’ ` &), a line break or
   * something that reads as a web address (contract/customer.ts, nameSchema).
   */
  'NAME_INVALID',
  /** A line break or control character in a single-line field (contract/single-line.ts). */
  'ONE_LINE',
  /** A company's name or a city with a line break, a control character or a web address. */
  'ONE_LINE_NO_WEB_ADDRESS',
  /** A VAT ID not in the format of the address's country (contract/vat-id.ts). */
  'VAT_ID_INVALID',
  /** An address must be the default billing or the default shipping address, or both. */
  'DEFAULT_ADDRESS_TYPE_REQUIRED',
  /** Not a past calendar date as YYYY-MM-DD. */
  'DATE_INVALID',
  'QUANTITY_NOT_A_NUMBER',
  'QUANTITY_NOT_WHOLE',
  'QUANTITY_NOT_POSITIVE',
  'QUANTITY_TOO_LARGE',
  /** A postcode that does not fit its country's format, by format (contract/postcode.ts). */
  ...postcodeIssueCodes,
  /** A quick order without a line. */
  'ORDER_LINES_MISSING',
  /** A quick order above QUICK_ORDER_MAX_LINES. */
  'ORDER_LINES_TOO_MANY',
  /** A stock-list page outside 1 … maxPage, or not a whole number. */
  'PAGE_INVALID',
  /** Items per page other than the stock list offers (appConfig.itemsPerPageOptions). */
  'ITEMS_PER_PAGE_INVALID',
  /** A sort order the stock list does not offer. */
  'SORT_INVALID',
  /** A filter the stock list does not have (its path names it: `filters.foo`). */
  'FILTER_UNKNOWN',
  /** A filter value that is not an option code such as 1001. */
  'FILTER_VALUE_INVALID',
  /** More values for one filter than FILTER_MAX_VALUES. */
  'FILTER_VALUES_TOO_MANY',
  /** A range filter not written from_to with at least one bound ("10_50", "_50", "100_"). */
  'RANGE_INVALID',
  /** Not a category uid (a short base64 code such as Mw==). */
  'CATEGORY_UID_INVALID',
  /** A product url key with other characters than lower-case letters, digits and hyphens. */
  'URL_KEY_INVALID',
  /** A product named neither by its sku nor by its url key, or by both. */
  'SKU_OR_URL_KEY_REQUIRED',
  /** A catalogue path with blanks, a query, a fragment, backslashes or `..`: not a plain url path such as platten.html. */
  'PATH_INVALID',
  /** Anything the shop never sends (a wrong type): zod's own message, no code of ours. */
  'INVALID',
] as const

export type InputIssueCode = (typeof inputIssueCodes)[number]

/** The codes by name, as the schemas give them: `z.string(issue.REQUIRED)`. */
export const issue = Object.fromEntries(inputIssueCodes.map((code) => [code, code])) as {
  readonly [Code in InputIssueCode]: Code
}

/** One refused field: its path in the input (`lines.3.quantity`; '' for the input as a whole) and why. */
export interface InputIssue {
  path: string
  code: InputIssueCode
}

export function isInputIssueCode(value: unknown): value is InputIssueCode {
  return inputIssueCodes.includes(value as InputIssueCode)
}

/** A schema's message as a code; INVALID for zod's own messages. */
export function inputIssueCode(message: string): InputIssueCode {
  return isInputIssueCode(message) ? message : 'INVALID'
}
