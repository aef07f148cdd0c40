import type { z } from 'zod'

/**
 * Postcodes by country: the one rule the address forms, the registration's company address and the address
 * procedures check with. A country's format is a pattern of the trimmed postcode (letters in either case, an
 * optional space or hyphen where the post writes one) and the message that names it with an example; the messages
 * are English ids of the catalogs. A country without a format of its own takes letters, digits, spaces and hyphens.
 */

interface PostcodeFormat {
  pattern: RegExp
  message: string
  /** ISO 3166-1 alpha-2 codes of the countries that write their postcodes so. */
  countries: readonly string[]
}

/** The US and the territories that use its ZIP codes. */
const zipCodeCountries = ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'MH', 'FM', 'PW', 'UM']

export const postcodeFormats = {
  digits3: {
    pattern: /^\d{3}$/,
    message: 'The postcode has 3 digits, e.g. 101',
    countries: ['IS', 'FO', 'MG', 'LS', 'GN'],
  },
  digits4: {
    pattern: /^\d{4}$/,
    message: 'The postcode has 4 digits, e.g. 1010',
    countries: [
      ...['AT', 'CH', 'LI', 'BE', 'LU', 'DK', 'GL', 'NO', 'SJ', 'HU', 'BG', 'SI', 'MK', 'AL', 'CY', 'MD', 'GE', 'AM'],
      ...['AU', 'NZ', 'CX', 'CC', 'NF', 'ZA', 'PH', 'BD', 'TN', 'VE', 'MZ', 'LR', 'ET', 'NE', 'AF'],
    ],
  },
  digits5: {
    pattern: /^\d{5}$/,
    message: 'The postcode has 5 digits, e.g. 10115',
    countries: [
      ...['DE', 'FR', 'IT', 'ES', 'FI', 'EE', 'HR', 'LT', 'MC', 'SM', 'VA', 'TR', 'RS', 'BA', 'ME', 'UA', 'XK'],
      ...['GP', 'GF', 'MQ', 'RE', 'YT', 'PM', 'BL', 'MF', 'NC', 'PF', 'WF'],
      ...['DZ', 'MA', 'EG', 'SD', 'SN', 'KE', 'ZM', 'TZ', 'KW', 'SA', 'IQ', 'JO', 'PK', 'LK', 'NP', 'BT', 'MV'],
      ...['TH', 'MY', 'ID', 'VN', 'LA', 'MM', 'MN', 'KR', 'MX', 'GT', 'CR', 'DO', 'CU', 'UY', 'PE', 'NI'],
    ],
  },
  digits6: {
    pattern: /^\d{6}$/,
    message: 'The postcode has 6 digits, e.g. 110001',
    countries: ['RO', 'RU', 'BY', 'KG', 'TJ', 'TM', 'UZ', 'CN', 'IN', 'SG', 'NG', 'CO', 'EC', 'TT'],
  },
  digits7: {
    pattern: /^\d{7}$/,
    message: 'The postcode has 7 digits, e.g. 6100000',
    countries: ['IL', 'CL'],
  },
  threeAndTwoDigits: {
    pattern: /^\d{3} ?\d{2}$/,
    message: 'The postcode has 5 digits, e.g. 113 51',
    countries: ['CZ', 'SK', 'SE', 'GR'],
  },
  poland: {
    pattern: /^\d{2}-?\d{3}$/,
    message: 'The postcode has 5 digits with a hyphen, e.g. 00-950',
    countries: ['PL'],
  },
  portugal: {
    pattern: /^\d{4}-?\d{3}$/,
    message: 'The postcode has 7 digits with a hyphen, e.g. 1000-001',
    countries: ['PT'],
  },
  japan: {
    pattern: /^\d{3}-?\d{4}$/,
    message: 'The postcode has 7 digits with a hyphen, e.g. 100-0001',
    countries: ['JP'],
  },
  brazil: {
    pattern: /^\d{5}-?\d{3}$/,
    message: 'The postcode has 8 digits with a hyphen, e.g. 01310-100',
    countries: ['BR'],
  },
  netherlands: {
    pattern: /^\d{4} ?[a-z]{2}$/i,
    message: 'The postcode has 4 digits and 2 letters, e.g. 1011 AB',
    countries: ['NL'],
  },
  latvia: {
    pattern: /^(LV-)?\d{4}$/i,
    message: 'The postcode has 4 digits, e.g. LV-1010',
    countries: ['LV'],
  },
  malta: {
    pattern: /^[a-z]{3} ?\d{4}$/i,
    message: 'The postcode has 3 letters and 4 digits, e.g. VLT 1117',
    countries: ['MT'],
  },
  andorra: {
    pattern: /^AD ?\d{3}$/i,
    message: 'The postcode is AD and 3 digits, e.g. AD500',
    countries: ['AD'],
  },
  unitedKingdom: {
    pattern: /^[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}$/i,
    message: 'Enter a UK postcode, e.g. SW1A 1AA',
    countries: ['GB', 'GG', 'JE', 'IM'],
  },
  ireland: {
    pattern: /^[a-z]\d[\dw] ?[a-z\d]{4}$/i,
    message: 'Enter an Eircode, e.g. D02 X285',
    countries: ['IE'],
  },
  canada: {
    pattern: /^[a-z]\d[a-z] ?\d[a-z]\d$/i,
    message: 'Enter a Canadian postal code, e.g. K1A 0B1',
    countries: ['CA'],
  },
  zipCode: {
    pattern: /^\d{5}(-\d{4})?$/,
    message: 'Enter a ZIP code of 5 or 9 digits, e.g. 10001 or 10001-1234',
    countries: zipCodeCountries,
  },
} satisfies Record<string, PostcodeFormat>

/** The countries without a format of their own. */
const anyPostcode: PostcodeFormat = {
  pattern: /^[\p{L}\d]+([ -][\p{L}\d]+)*$/u,
  message: 'Use only letters, digits, spaces and hyphens in the postcode',
  countries: [],
}

const formats: readonly PostcodeFormat[] = [...Object.values(postcodeFormats), anyPostcode]

/** Every message a postcode check can give (the catalogs translate each). */
export const postcodeMessages: readonly string[] = formats.map((format) => format.message)

const formatByCountry = new Map(formats.flatMap((format) => format.countries.map((country) => [country, format])))

/** The message for a postcode that does not fit its country's format; undefined when it fits or is still empty. */
export function postcodeMismatch(countryCode: string, postcode: string): string | undefined {
  const typed = postcode.trim()
  if (!typed) return undefined
  const format = formatByCountry.get(countryCode) ?? anyPostcode
  return format.pattern.test(typed) ? undefined : format.message
}

/**
 * The address schemas' check that the postcode fits the chosen country, as an issue at `postcode`:
 * `.superRefine(checkPostcode)`. An object-level check, so a changed country checks the postcode again.
 */
export function checkPostcode(address: { countryCode: string; postcode: string }, context: z.RefinementCtx): void {
  const message = postcodeMismatch(address.countryCode, address.postcode)
  if (message) context.addIssue({ code: 'custom', message, path: ['postcode'], input: address.postcode })
}
