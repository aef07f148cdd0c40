import type { z } from 'zod'
import { issue, type PostcodeIssueCode } from './input-issue'

/**
 * Postcodes by country: the one rule the address forms, the registration's company address and the address
 * procedures check with. Whether an address needs one is the store view's setting (`PostcodeOptional`). A
 * country's format is a pattern of the trimmed postcode (letters in either case, an optional space or hyphen where
 * the post writes one), the input issue code that names it (src/ui/form/input-issue-messages.ts words it with an
 * example) and, where the post writes it one way, that canonical form, which is what gets saved. A country without
 * a format of its own takes letters, digits, spaces and hyphens, saved as typed.
 */

interface PostcodeFormat {
  pattern: RegExp
  code: PostcodeIssueCode
  /** ISO 3166-1 alpha-2 codes of the countries that write their postcodes so. */
  countries: readonly string[]
  /** The post's way of writing a postcode that fits `pattern`: "1011ab" → "1011 AB". */
  canonical?: (postcode: string) => string
}

/** Letters in capitals, the separator as the post writes it between the first `length` characters and the rest. */
const splitAt =
  (length: number, separator: ' ' | '-') =>
  (postcode: string): string => {
    const compact = postcode.replace(/[ -]/g, '').toUpperCase()
    return `${compact.slice(0, length)}${separator}${compact.slice(length)}`
  }

/** A prefix the post writes before the digits, in capitals: "lv1010" → "LV-1010". */
const prefixed =
  (prefix: string, separator: '' | '-') =>
  (postcode: string): string =>
    `${prefix}${separator}${postcode.replace(/^[a-z]{2}[ -]?/i, '')}`

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
    canonical: splitAt(3, ' '),
  },
  poland: {
    pattern: /^\d{2}-?\d{3}$/,
    code: 'POSTCODE_POLAND',
    countries: ['PL'],
    canonical: splitAt(2, '-'),
  },
  portugal: {
    pattern: /^\d{4}-?\d{3}$/,
    code: 'POSTCODE_PORTUGAL',
    countries: ['PT'],
    canonical: splitAt(4, '-'),
  },
  japan: {
    pattern: /^\d{3}-?\d{4}$/,
    code: 'POSTCODE_JAPAN',
    countries: ['JP'],
    canonical: splitAt(3, '-'),
  },
  brazil: {
    pattern: /^\d{5}-?\d{3}$/,
    code: 'POSTCODE_BRAZIL',
    countries: ['BR'],
    canonical: splitAt(5, '-'),
  },
  netherlands: {
    pattern: /^\d{4} ?[a-z]{2}$/i,
    code: 'POSTCODE_NETHERLANDS',
    countries: ['NL'],
    canonical: splitAt(4, ' '),
  },
  latvia: {
    pattern: /^(LV-)?\d{4}$/i,
    code: 'POSTCODE_LATVIA',
    countries: ['LV'],
    canonical: prefixed('LV', '-'),
  },
  malta: {
    pattern: /^[a-z]{3} ?\d{4}$/i,
    code: 'POSTCODE_MALTA',
    countries: ['MT'],
    canonical: splitAt(3, ' '),
  },
  andorra: {
    pattern: /^AD ?\d{3}$/i,
    code: 'POSTCODE_ANDORRA',
    countries: ['AD'],
    canonical: prefixed('AD', ''),
  },
  unitedKingdom: {
    pattern: /^[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}$/i,
    code: 'POSTCODE_UNITED_KINGDOM',
    countries: ['GB', 'GG', 'JE', 'IM'],
    canonical: (postcode) => splitAt(postcode.replace(/ /g, '').length - 3, ' ')(postcode),
  },
  ireland: {
    pattern: /^[a-z]\d[\dw] ?[a-z\d]{4}$/i,
    code: 'POSTCODE_IRELAND',
    countries: ['IE'],
    canonical: splitAt(3, ' '),
  },
  canada: {
    pattern: /^[a-z]\d[a-z] ?\d[a-z]\d$/i,
    code: 'POSTCODE_CANADA',
    countries: ['CA'],
    canonical: splitAt(3, ' '),
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

const formatOf = (countryCode: string) => formatByCountry.get(countryCode) ?? anyPostcode

/**
 * Whether a country's addresses may go without a postcode in the store view: Magento's
 * general/country/optional_zip_countries (StoreConfig.optional_zip_countries, "HK,IE,MO,PA,GB" by default). Every
 * other country needs one.
 */
export type PostcodeOptional = (countryCode: string) => boolean

/** The countries of the store view's optional_zip_countries, as ISO codes. */
export function postcodeOptionalIn(countryCodes: Iterable<string>): PostcodeOptional {
  const optional = new Set(countryCodes)
  return (countryCode) => optional.has(countryCode)
}

/** The code for a postcode that does not fit its country's format; undefined when it fits or is still empty. */
export function postcodeMismatch(countryCode: string, postcode: string): PostcodeIssueCode | undefined {
  const typed = postcode.trim()
  if (!typed) return undefined
  const format = formatOf(countryCode)
  return format.pattern.test(typed) ? undefined : format.code
}

/**
 * The postcode as the country's post writes it ("1011ab" in NL → "1011 AB"), trimmed; as typed where the country
 * has no canonical form or the postcode does not fit its format.
 */
export function canonicalPostcode(countryCode: string, postcode: string): string {
  const typed = postcode.trim()
  const format = formatOf(countryCode)
  return format.canonical && format.pattern.test(typed) ? format.canonical(typed) : typed
}

/**
 * The address schemas' check of the postcode with the chosen country, as an issue at `postcode`: given where the
 * store view needs one, in the country's format. An object-level check, so a changed country checks it again:
 * `.superRefine(checkPostcode(postcodeOptional))`.
 */
export function checkPostcode(postcodeOptional: PostcodeOptional) {
  return (address: { countryCode: string; postcode: string }, context: z.RefinementCtx): void => {
    const missing = !address.postcode.trim() && !postcodeOptional(address.countryCode)
    const code = missing ? issue.REQUIRED : postcodeMismatch(address.countryCode, address.postcode)
    if (code) context.addIssue({ code: 'custom', message: code, path: ['postcode'], input: address.postcode })
  }
}

/** The address with its postcode in the canonical form of its country, as the procedures save it. */
export function withCanonicalPostcode<Address extends { countryCode: string; postcode: string }>(
  address: Address,
): Address {
  return { ...address, postcode: canonicalPostcode(address.countryCode, address.postcode) }
}
