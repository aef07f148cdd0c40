/**
 * VAT IDs by country: the format an address's VAT ID must have, checked by the address forms and by commerce
 * (Magento leaves it to VIES; checked on save, a document never carries a paragraph or a link as a VAT ID). Written
 * with or without the country's prefix, spaces, dots and hyphens as the buyer likes (`DE 123 456 789`,
 * `CHE-123.456.789 MWST`); compared without them. An EU member's format is VIES's; a country without a format of
 * its own takes 2 to 20 letters and digits, two of them digits at least.
 */

/** The number after the prefix, per country (ISO 3166-1 alpha-2; Greece's VAT prefix is EL). */
const FORMATS: Readonly<Record<string, { prefix: string; number: RegExp }>> = {
  AT: { prefix: 'AT', number: /^U\d{8}$/ },
  BE: { prefix: 'BE', number: /^[01]\d{9}$/ },
  BG: { prefix: 'BG', number: /^\d{9,10}$/ },
  CY: { prefix: 'CY', number: /^\d{8}[A-Z]$/ },
  CZ: { prefix: 'CZ', number: /^\d{8,10}$/ },
  DE: { prefix: 'DE', number: /^\d{9}$/ },
  DK: { prefix: 'DK', number: /^\d{8}$/ },
  EE: { prefix: 'EE', number: /^\d{9}$/ },
  GR: { prefix: 'EL', number: /^\d{9}$/ },
  ES: { prefix: 'ES', number: /^[A-Z\d]\d{7}[A-Z\d]$/ },
  FI: { prefix: 'FI', number: /^\d{8}$/ },
  FR: { prefix: 'FR', number: /^[A-HJ-NP-Z\d]{2}\d{9}$/ },
  HR: { prefix: 'HR', number: /^\d{11}$/ },
  HU: { prefix: 'HU', number: /^\d{8}$/ },
  IE: { prefix: 'IE', number: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: 'IT', number: /^\d{11}$/ },
  LT: { prefix: 'LT', number: /^(\d{9}|\d{12})$/ },
  LU: { prefix: 'LU', number: /^\d{8}$/ },
  LV: { prefix: 'LV', number: /^\d{11}$/ },
  MT: { prefix: 'MT', number: /^\d{8}$/ },
  NL: { prefix: 'NL', number: /^\d{9}B\d{2}$/ },
  PL: { prefix: 'PL', number: /^\d{10}$/ },
  PT: { prefix: 'PT', number: /^\d{9}$/ },
  RO: { prefix: 'RO', number: /^\d{2,10}$/ },
  SE: { prefix: 'SE', number: /^\d{12}$/ },
  SI: { prefix: 'SI', number: /^\d{8}$/ },
  SK: { prefix: 'SK', number: /^\d{10}$/ },
  CH: { prefix: 'CHE', number: /^\d{9}(MWST|TVA|IVA)?$/ },
  LI: { prefix: 'CHE', number: /^\d{9}(MWST|TVA|IVA)?$/ },
  GB: { prefix: 'GB', number: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/ },
  NO: { prefix: 'NO', number: /^\d{9}(MVA)?$/ },
}

/** 2 to 20 letters and digits, at least two of them digits. */
const ANY_COUNTRY = /^(?=(?:.*\d){2})[A-Z\d]{2,20}$/

/** The VAT ID without separators, in capitals. */
export const compactVatId = (vatId: string) => vatId.replace(/[ \u00a0.\-/]/g, '').toUpperCase()

/**
 * The VAT ID's parts: the country's prefix (VIES's member-state code, EL for Greece; the country code where the shop
 * knows no format) and the number after it, written without separators; the prefix may have been left out.
 */
export function vatIdParts(vatId: string, countryCode: string): { prefix: string; number: string } {
  const compact = compactVatId(vatId)
  const prefix = FORMATS[countryCode.toUpperCase()]?.prefix ?? countryCode.toUpperCase()
  return { prefix, number: compact.startsWith(prefix) ? compact.slice(prefix.length) : compact }
}

/** Whether `vatId` (not empty) is written in the format of `countryCode`; any country's when it is not known. */
export function isVatIdOfCountry(vatId: string, countryCode: string | null | undefined): boolean {
  const format = countryCode ? FORMATS[countryCode.toUpperCase()] : undefined
  if (!countryCode || !format) return ANY_COUNTRY.test(compactVatId(vatId))
  return format.number.test(vatIdParts(vatId, countryCode).number)
}
