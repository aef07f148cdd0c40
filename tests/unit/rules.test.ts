/** The input rules the storefront and commerce share (rules/): single lines, web addresses, VAT IDs. */
import { describe, expect, it } from 'vitest'
import { isPlainSingleLine, isSingleLine, readsAsWebAddress } from '../../rules/single-line'
import { isVatIdOfCountry } from '../../rules/vat-id'

describe('a single line', () => {
  it.each(['a\nb', 'a\rb', 'a\tb', 'a\u0000b', 'a\u0007b', 'a\u2028b', 'a\u2029b', 'a\u0085b'])(
    '%j is not one',
    (text) => expect(isSingleLine(text)).toBe(false),
  )
  it.each(['ACME GmbH', 'Müller & Söhne KG', 'Łódź', 'שלום', 'Straße 4 / Halle 2'])('%j is one', (text) =>
    expect(isSingleLine(text)).toBe(true),
  )
})

describe('what reads as a web address', () => {
  it.each([
    'www.acme',
    'https://x',
    'acme.de',
    'evil-.com',
    'evil_.com',
    'Max evil\u0332.com',
    'ｅｖｉｌ．ｃｏｍ',
    'evil。com',
    '10.0.0.1',
    'Max 192.168.1.20',
    'ⓔⓥⓘⓛ.ⓒⓞⓜ',
  ])('%j does', (text) => expect(readsAsWebAddress(text)).toBe(true))
  it.each(['St. Gallen', 'Dr. Ing. Muster', 'J. R. R.', 'PVC 3.0 mm', '1.234,56 €', 'Halle 2.1', 'ACME GmbH & Co. KG'])(
    '%j does not',
    (text) => expect(readsAsWebAddress(text)).toBe(false),
  )
  it('a company or a city is one line without one', () => {
    expect(isPlainSingleLine('Polyplast GmbH')).toBe(true)
    expect(isPlainSingleLine('Polyplast GmbH www.polyplast')).toBe(false)
    expect(isPlainSingleLine('Polyplast\nGmbH')).toBe(false)
  })
})

describe("a VAT ID in its country's format", () => {
  it.each([
    ['DE123456789', 'DE'],
    ['123456789', 'DE'],
    ['de 123.456.789', 'DE'],
    ['PL5260250274', 'PL'],
    ['ATU12345678', 'AT'],
    ['EL123456789', 'GR'],
    ['NL123456789B01', 'NL'],
    ['FRXX123456789', 'FR'],
    ['CHE-123.456.789 MWST', 'CH'],
    ['GB123456789', 'GB'],
    ['SK1234567890', 'SK'],
    ['US12-3456789', 'US'],
    ['DE999', null],
  ] as const)('%s fits %s', (vatId, country) => expect(isVatIdOfCountry(vatId, country)).toBe(true))
  it.each([
    ['DE12345678', 'DE'],
    ['PL5260250274', 'DE'],
    ['ATU1234567', 'AT'],
    ['NL123456789', 'NL'],
    ['CHE-123.456.78', 'CH'],
    ['www.example.com', 'US'],
    ['DE 1\n23', null],
  ] as const)('%s does not fit %s', (vatId, country) => expect(isVatIdOfCountry(vatId, country)).toBe(false))
})
