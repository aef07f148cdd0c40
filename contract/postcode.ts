import type { z } from 'zod'
import type { PostcodeIssueCode } from './input-issue'

/**
 * Postcodes by country: the one rule the address forms, the registration's company address and the address
 * procedures check with. A country's format is a pattern of the trimmed postcode (letters in either case, an
 * optional space or hyphen where the post writes one) and the input issue code that names it
 * (src/ui/form/input-issue-messages.ts words it with an example). A country without a format of its own takes
 * letters, digits, spaces and hyphens.
 */

interface PostcodeFormat {
  pattern: RegExp
  code: PostcodeIssueCode
  /** ISO 3166-1 alpha-2 codes of the countries that write their postcodes so. */
  countries: readonly string[]
}

/** The US and the territories that use its ZIP codes. */
const zipCodeCountries = ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'MH', 'FM', 'PW', 'UM']

export const postcodeFormats = {
  digits3: {
    pattern: /^\d{3}$/,
    code: 'POSTCODE_3_DIGITS',
    countries: ['IS', 'FO', 'MG', 'LS', 'GN'],
  },
  digits4: {
    pattern: /^\d{4}$/,
    code: 'POSTCODE_4_DIGITS',
    countries: [
      ...['AT', 'CH', 'LI', 'BE', 'LU', 'DK', 'GL', 'NO', 'SJ', 'HU', 'BG', 'SI', 'MK', 'AL', 'CY', 'MD', 'GE', 'AM'],
      ...['AU', 'NZ', 'CX', 'CC', 'NF', 'ZA', 'PH', 'BD', 'TN', 'VE', 'MZ', 'LR', 'ET', 'NE', 'AF'],
    ],
  },
  digits5: {
    pattern: /^\d{5}$/,
    code: 'POSTCODE_5_DIGITS',
    countries: [
      ...['DE', 'FR', 'IT', 'ES', 'FI', 'EE', 'HR', 'LT', 'MC', 'SM', 'VA', 'TR', 'RS', 'BA', 'ME', 'UA', 'XK'],
      ...['GP', 'GF', 'MQ', 'RE', 'YT', 'PM', 'BL', 'MF', 'NC', 'PF', 'WF'],
      ...['DZ', 'MA', 'EG', 'SD', 'SN', 'KE', 'ZM', 'TZ', 'KW', 'SA', 'IQ', 'JO', 'PK', 'LK', 'NP', 'BT', 'MV'],
      ...['TH', 'MY', 'ID', 'VN', 'LA', 'MM', 'MN', 'KR', 'MX', 'GT', 'CR', 'DO', 'CU', 'UY', 'PE', 'NI'],
    ],
  },
  digits6: {
    pattern: /^\d{6}$/,
    code: 'POSTCODE_6_DIGITS',
    countries: ['RO', 'RU', 'BY', 'KG', 'TJ', 'TM', 'UZ', 'CN', 'IN', 'SG', 'NG', 'CO', 'EC', 'TT'],
  },
  digits7: {
    pattern: /^\d{7}$/,
    code: 'POSTCODE_7_DIGITS',
    countries: ['IL', 'CL'],
  },
  threeAndTwoDigits: {
    pattern: /^\d{3} ?\d{2}$/,
    code: 'POSTCODE_3_AND_2_DIGITS',
    countries: ['CZ', 'SK', 'SE', 'GR'],
  },
  poland: {
    pattern: /^\d{2}-?\d{3}$/,
    code: 'POSTCODE_POLAND',
    countries: ['PL'],
  },
  portugal: {
    pattern: /^\d{4}-?\d{3}$/,
    code: 'POSTCODE_PORTUGAL',
    countries: ['PT'],
  },
  japan: {
    pattern: /^\d{3}-?\d{4}$/,
    code: 'POSTCODE_JAPAN',
    countries: ['JP'],
  },
  brazil: {
    pattern: /^\d{5}-?\d{3}$/,
    code: 'POSTCODE_BRAZIL',
    countries: ['BR'],
  },
  netherlands: {
    pattern: /^\d{4} ?[a-z]{2}$/i,
    code: 'POSTCODE_NETHERLANDS',
    countries: ['NL'],
  },
  latvia: {
    pattern: /^(LV-)?\d{4}$/i,
    code: 'POSTCODE_LATVIA',
    countries: ['LV'],
  },
  malta: {
    pattern: /^[a-z]{3} ?\d{4}$/i,
    code: 'POSTCODE_MALTA',
    countries: ['MT'],
  },
  andorra: {
    pattern: /^AD ?\d{3}$/i,
    code: 'POSTCODE_ANDORRA',
    countries: ['AD'],
  },
  unitedKingdom: {
    pattern: /^[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}$/i,
    code: 'POSTCODE_UNITED_KINGDOM',
    countries: ['GB', 'GG', 'JE', 'IM'],
  },
  ireland: {
    pattern: /^[a-z]\d[\dw] ?[a-z\d]{4}$/i,
    code: 'POSTCODE_IRELAND',
    countries: ['IE'],
  },
  canada: {
    pattern: /^[a-z]\d[a-z] ?\d[a-z]\d$/i,
    code: 'POSTCODE_CANADA',
    countries: ['CA'],
  },
  zipCode: {
    pattern: /^\d{5}(-\d{4})?$/,
    code: 'POSTCODE_ZIP_CODE',
    countries: zipCodeCountries,
  },
} satisfies Record<string, PostcodeFormat>

/** The countries without a format of their own. */
const anyPostcode: PostcodeFormat = {
  pattern: /^[\p{L}\d]+([ -][\p{L}\d]+)*$/u,
  code: 'POSTCODE_CHARACTERS',
  countries: [],
}

const formats: readonly PostcodeFormat[] = [...Object.values(postcodeFormats), anyPostcode]

const formatByCountry = new Map(formats.flatMap((format) => format.countries.map((country) => [country, format])))

/** The code for a postcode that does not fit its country's format; undefined when it fits or is still empty. */
export function postcodeMismatch(countryCode: string, postcode: string): PostcodeIssueCode | undefined {
  const typed = postcode.trim()
  if (!typed) return undefined
  const format = formatByCountry.get(countryCode) ?? anyPostcode
  return format.pattern.test(typed) ? undefined : format.code
}

/**
 * The address schemas' check that the postcode fits the chosen country, as an issue at `postcode`:
 * `.superRefine(checkPostcode)`. An object-level check, so a changed country checks the postcode again.
 */
export function checkPostcode(address: { countryCode: string; postcode: string }, context: z.RefinementCtx): void {
  const code = postcodeMismatch(address.countryCode, address.postcode)
  if (code) context.addIssue({ code: 'custom', message: code, path: ['postcode'], input: address.postcode })
}
