import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type AddressInput, addressInputSchema } from '../../../contract/address'
import { postcodeIssueCodes } from '../../../contract/input-issue'
import { postcodeMismatch } from '../../../contract/postcode'
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

  it('words each format in its own message, each with a German translation', () => {
    const german = readdirSync('locales/de')
      .filter((file) => file.endsWith('.po'))
      .map((file) => readFileSync(`locales/de/${file}`, 'utf8'))
      .join('\n')
    const ids = postcodeIssueCodes.map((code) => inputIssueMessages[code].id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) {
      const entry = german.match(new RegExp(`^msgid ${JSON.stringify(id)}\\nmsgstr "(.+)"$`, 'm'))
      expect(entry?.[1], id).toBeTruthy()
    }
  })
})

describe('the address inputs check the postcode with the country', () => {
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
    expect(addressInputSchema.safeParse(address).success).toBe(true)
    expect(issues(addressInputSchema.safeParse({ ...address, countryCode: 'AT' }))).toEqual([['postcode', fourDigits]])
    expect(issues(addressInputSchema.safeParse({ ...address, postcode: '123', city: '' }))).toEqual([
      ['city', 'REQUIRED'],
      ['postcode', fiveDigits],
    ])
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
    expect(issues(registrationInputSchema.safeParse(registration))).toEqual([['companyAddress.postcode', fiveDigits]])
  })
})
