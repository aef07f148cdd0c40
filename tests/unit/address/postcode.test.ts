import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type AddressInput, addressInputSchema, addressUpdateInputSchema } from '../../../contract/address'
import { postcodeIssueCodes } from '../../../contract/input-issue'
import { canonicalPostcode, postcodeMismatch, postcodeOptionalIn } from '../../../contract/postcode'
import { registrationInputSchema } from '../../../contract/registration'
import { inputIssueMessages } from '../../../src/ui/form/input-issue-messages'

const fiveDigits = 'POSTCODE_5_DIGITS'
const fourDigits = 'POSTCODE_4_DIGITS'
const dutch = 'POSTCODE_NETHERLANDS'

describe('postcodes by country', () => {
  it.each([
    ['DE', '80331'],
    ['DE', ' 01067 '],
    ['AT', '1010'],
    ['CH', '8001'],
    ['NL', '1011 AB'],
    ['NL', '1011ab'],
    ['PL', '00-950'],
    ['CZ', '110 00'],
    ['SE', '11351'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'm1 1ae'],
    ['IE', 'D02 X285'],
    ['CA', 'K1A 0B1'],
    ['US', '10001-1234'],
    ['PT', '1000-001'],
    ['MT', 'VLT 1117'],
    ['LV', 'LV-1010'],
    ['AE', 'PO Box 12'],
  ])('%s takes "%s"', (country, postcode) => {
    expect(postcodeMismatch(country, postcode)).toBeUndefined()
  })

  it.each([
    ['DE', '123', fiveDigits],
    ['DE', 'ABCDE', fiveDigits],
    ['DE', '803311', fiveDigits],
    ['AT', '10100', fourDigits],
    ['CH', '800', fourDigits],
    ['NL', '1011', dutch],
    ['NL', 'AB 1011', dutch],
    ['PL', '00 950', 'POSTCODE_POLAND'],
    ['GB', '12345', 'POSTCODE_UNITED_KINGDOM'],
    ['US', '1000', 'POSTCODE_ZIP_CODE'],
    ['AE', '12#4', 'POSTCODE_CHARACTERS'],
  ])('%s refuses "%s", naming the format', (country, postcode, code) => {
    expect(postcodeMismatch(country, postcode)).toBe(code)
  })

  it('leaves an empty postcode to the required check', () => {
    expect(postcodeMismatch('DE', '  ')).toBeUndefined()
  })

  it.each([
    ['NL', '1011ab', '1011 AB'],
    ['NL', ' 1011 ab ', '1011 AB'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'm1 1ae', 'M1 1AE'],
    ['GB', 'M11AE', 'M1 1AE'],
    ['IE', 'd02x285', 'D02 X285'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['PL', '00950', '00-950'],
    ['PT', '1000001', '1000-001'],
    ['JP', '1000001', '100-0001'],
    ['BR', '01310100', '01310-100'],
    ['CZ', '11000', '110 00'],
    ['SE', '11351', '113 51'],
    ['MT', 'vlt1117', 'VLT 1117'],
    ['LV', '1010', 'LV-1010'],
    ['LV', 'lv-1010', 'LV-1010'],
    ['AD', 'ad 500', 'AD500'],
    ['DE', ' 80331 ', '80331'],
    ['US', '10001-1234', '10001-1234'],
    ['AE', 'PO Box 12', 'PO Box 12'],
  ])('%s writes "%s" as "%s"', (country, typed, canonical) => {
    expect(canonicalPostcode(country, typed)).toBe(canonical)
  })

  it('leaves a postcode that does not fit its format as typed, for the visitor to correct', () => {
    expect(canonicalPostcode('NL', '1011a')).toBe('1011a')
    expect(canonicalPostcode('PL', '00 950')).toBe('00 950')
  })

  it('words each format in its own message, each with a German translation', () => {
    const german = readdirSync('locales/de')
      .filter((file) => file.endsWith('.po'))
      .map((file) => readFileSync(`locales/de/${file}`, 'utf8'))
      .join('\n')
    // The source texts: the Lingui macro keeps them beside the ids outside production builds.
    const texts = postcodeIssueCodes.map((code) => inputIssueMessages[code].message ?? '')
    expect(new Set(texts).size).toBe(texts.length)
    for (const text of texts) {
      const entry = german.match(new RegExp(`^msgid ${JSON.stringify(text)}\\nmsgstr "(.+)"$`, 'm'))
      expect(entry?.[1], text).toBeTruthy()
    }
  })
})

describe('the address inputs check the postcode with the country', () => {
  /** Magento's default optional_zip_countries. */
  const postcodeOptional = postcodeOptionalIn(['HK', 'IE', 'MO', 'PA', 'GB'])
  const addressInput = addressInputSchema(postcodeOptional)
  const address: AddressInput = {
    firstname: 'Erika',
    lastname: 'Muster',
    street: ['Industriestraße 4'],
    postcode: '80331',
    city: 'München',
    countryCode: 'DE',
    telephone: '089 123456',
    defaultBilling: true,
  }
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it('an address of the address book, beside the other fields’ messages', () => {
    expect(addressInput.safeParse(address).success).toBe(true)
    expect(issues(addressInput.safeParse({ ...address, countryCode: 'AT' }))).toEqual([['postcode', fourDigits]])
    expect(issues(addressInput.safeParse({ ...address, postcode: '123', city: '' }))).toEqual([
      ['city', 'REQUIRED'],
      ['postcode', fiveDigits],
    ])
  })

  it("needs a postcode unless the store view's optional_zip_countries name the country", () => {
    expect(issues(addressInput.safeParse({ ...address, postcode: ' ' }))).toEqual([['postcode', 'REQUIRED']])
    expect(issues(addressInput.safeParse({ ...address, postcode: '', countryCode: 'AE' }))).toEqual([
      ['postcode', 'REQUIRED'],
    ])
    expect(addressInput.safeParse({ ...address, postcode: '', countryCode: 'HK' }).data?.postcode).toBe('')
    expect(
      addressInputSchema(postcodeOptionalIn(['AE'])).safeParse({ ...address, postcode: '', countryCode: 'AE' }),
    ).toMatchObject({ success: true })
    // Optional is not anything goes: a postcode given is checked by the country's format.
    expect(issues(addressInput.safeParse({ ...address, postcode: '12345', countryCode: 'GB' }))).toEqual([
      ['postcode', 'POSTCODE_UNITED_KINGDOM'],
    ])
  })

  it('saves the postcode as the country writes it', () => {
    const dutch = addressInput.safeParse({ ...address, countryCode: 'NL', postcode: '1011ab' })
    expect(dutch.data?.postcode).toBe('1011 AB')
    const update = addressUpdateInputSchema(postcodeOptional).safeParse({
      id: 3,
      address: { ...address, postcode: ' 80331' },
    })
    expect(update.data?.address.postcode).toBe('80331')
  })

  it('the company address of a registration', () => {
    const registration = {
      firstname: 'Erika',
      lastname: 'Muster',
      email: 'erika@example.com',
      password: 'Kunststoff-2024',
      passwordConfirmation: 'Kunststoff-2024',
      companyAddress: { ...address, company: 'Muster GmbH', postcode: 'ABCDE' },
    }
    const registrationInput = registrationInputSchema(postcodeOptional)
    expect(issues(registrationInput.safeParse(registration))).toEqual([['companyAddress.postcode', fiveDigits]])
    const canadian = {
      ...registration,
      companyAddress: { ...registration.companyAddress, countryCode: 'CA', postcode: 'k1a0b1' },
    }
    expect(registrationInput.safeParse(canadian).data?.companyAddress?.postcode).toBe('K1A 0B1')
    const irish = {
      ...registration,
      companyAddress: { ...registration.companyAddress, countryCode: 'IE', postcode: '' },
    }
    expect(registrationInput.safeParse(irish).success).toBe(true)
  })
})
