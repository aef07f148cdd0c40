import { describe, expect, it } from 'vitest'
import type { AddressInput, AddressView } from '../../../contract/address'
import { signedInVisitor } from './signed-in'
import { data, error } from './trpc'
import { Visitor } from './visitor'

const office: AddressInput = {
  firstname: 'Erika',
  lastname: 'Muster',
  company: 'Muster Kunststoff GmbH',
  street: ['Industriestraße 4', 'Halle 2', '', 'Tor B'],
  postcode: '80331',
  city: 'München',
  countryCode: 'DE',
  regionId: null,
  region: '',
  telephone: '089 123456',
  vatId: 'DE123456789',
  defaultBilling: true,
  defaultShipping: true,
}

describe('the address book', () => {
  it('keeps four street lines, drops the empty ones and splits them back', async () => {
    const { visitor } = await signedInVisitor()
    const bavaria = (
      await data<{ id: number; name: string }[]>(await visitor.query('directory.regions', { id: 'DE' }))
    ).find((region) => region.name === 'Bayern')
    expect(bavaria).toBeDefined()

    const saved = await data<AddressView>(
      await visitor.mutate('address.create', { ...office, regionId: bavaria?.id ?? null }),
    )
    expect(saved).toMatchObject({
      street: ['Industriestraße 4', 'Halle 2', 'Tor B', ''],
      company: 'Muster Kunststoff GmbH',
      vatId: 'DE123456789',
      regionId: bavaria?.id,
      region: 'Bayern',
      defaultBilling: true,
      defaultShipping: true,
    })
    expect(await data<AddressView[]>(await visitor.query('address.list'))).toEqual([saved])

    const changed = await data<AddressView>(
      await visitor.mutate('address.update', {
        id: saved.id,
        address: {
          ...office,
          street: ['Hafenweg 1', '', '', ''],
          postcode: '1011 AB',
          countryCode: 'NL',
          region: 'Noord-Holland',
          vatId: 'NL123456789B01',
        },
      }),
    )
    expect(changed).toMatchObject({
      street: ['Hafenweg 1', '', '', ''],
      postcode: '1011 AB',
      countryCode: 'NL',
      regionId: null,
    })
    expect(changed.region).toBe('Noord-Holland')
  })

  it('deletes only an address that is no default, and needs a default type', async () => {
    const { visitor } = await signedInVisitor('en')
    const first = await data<AddressView>(await visitor.mutate('address.create', office))
    const refused = await visitor.mutate('address.delete', { id: first.id })
    expect(refused.status).toBe(400)
    expect((await error(refused)).data.reason).toBe('ADDRESS_IS_DEFAULT')

    // A second address takes both roles: the first is no default any more and may go.
    const second = await data<AddressView>(await visitor.mutate('address.create', { ...office, city: 'Augsburg' }))
    expect(second).toMatchObject({ defaultBilling: true, defaultShipping: true })
    expect(await data(await visitor.mutate('address.delete', { id: first.id }))).toEqual({ deleted: first.id })
    expect((await error(await visitor.mutate('address.delete', { id: second.id }))).data.reason).toBe(
      'ADDRESS_IS_DEFAULT',
    )
    expect((await data<AddressView[]>(await visitor.query('address.list'))).map((a) => a.id)).toEqual([second.id])

    const noDefault = await error(
      await visitor.mutate('address.create', { ...office, defaultBilling: false, defaultShipping: false }),
    )
    expect(noDefault.data).toMatchObject({
      reason: 'INVALID_INPUT',
      inputIssues: [{ path: 'defaultBilling', code: 'DEFAULT_ADDRESS_TYPE_REQUIRED' }],
    })
  })

  it('answers NOT_FOUND for an address not in the book and NOT_AUTHORIZED for a guest', async () => {
    const { visitor } = await signedInVisitor()
    expect((await error(await visitor.mutate('address.delete', { id: 999_999 }))).data.reason).toBe('NOT_FOUND')
    const guest = await new Visitor().query('address.list')
    expect(guest.status).toBe(401)
    expect((await error(guest)).data.reason).toBe('NOT_AUTHORIZED')
  })

  it("refuses someone else's address without ending the session of the customer who asked", async () => {
    const owner = (await signedInVisitor()).visitor
    const saved = await data<AddressView>(await owner.mutate('address.create', office))
    const { visitor } = await signedInVisitor()
    // Magento answers graphql-authorization here too; the token is still good, so nobody is logged out.
    const refusal = await visitor.mutate('address.update', { id: saved.id, address: office })
    expect(refusal.status).toBe(401)
    const refused = (await error(refusal)).data
    expect(refused.reason).toBe('NOT_AUTHORIZED')
    expect(refused.redirectTo).toBeUndefined()
    // No cookie of the session is touched (the database bookmark may move on: read-replication.test.ts).
    expect(refusal.headers.getSetCookie().filter((line) => !line.startsWith('vsf-d1-bookmark='))).toEqual([])
    expect(await data<{ firstname: string } | null>(await visitor.query('customer.me'))).toMatchObject({
      firstname: 'Erika',
    })
    expect(await data<AddressView[]>(await owner.query('address.list'))).toEqual([saved])
  })

  it("refuses a postcode that does not fit the country, by the country's format, and saves nothing", async () => {
    const { visitor } = await signedInVisitor('en')
    const german = await visitor.mutate('address.create', { ...office, postcode: '123' })
    expect(german.status).toBe(400)
    expect((await error(german)).data).toMatchObject({
      reason: 'INVALID_INPUT',
      inputIssues: [{ path: 'postcode', code: 'POSTCODE_5_DIGITS' }],
    })
    // The same postcode in another country is measured by that country's format.
    const swiss = await error(
      await visitor.mutate('address.create', { ...office, postcode: '80331', countryCode: 'CH', vatId: '' }),
    )
    expect(swiss.data.inputIssues).toEqual([{ path: 'postcode', code: 'POSTCODE_4_DIGITS' }])
    expect(await data<AddressView[]>(await visitor.query('address.list'))).toEqual([])

    const saved = await data<AddressView>(await visitor.mutate('address.create', office))
    const dutch = await error(
      await visitor.mutate('address.update', { id: saved.id, address: { ...office, countryCode: 'NL', vatId: '' } }),
    )
    expect(dutch.data.inputIssues).toEqual([{ path: 'address.postcode', code: 'POSTCODE_NETHERLANDS' }])
    expect(await data<AddressView[]>(await visitor.query('address.list'))).toEqual([saved])
  })

  it('refuses line breaks and control characters in every field, web addresses in company and city, at the field', async () => {
    const { visitor } = await signedInVisitor('en')
    const refusals: [Partial<AddressInput>, string, string][] = [
      [{ company: 'ACME GmbH\n\nWICHTIG: Bankverbindung geändert' }, 'company', 'ONE_LINE'],
      [{ company: 'ACME https://bank.example/neu' }, 'company', 'ONE_LINE_NO_WEB_ADDRESS'],
      [{ company: 'Max evil\u0332.com' }, 'company', 'ONE_LINE_NO_WEB_ADDRESS'],
      [{ street: ['Industriestraße 4', 'Halle\r2'] }, 'street.1', 'ONE_LINE'],
      [{ city: 'München\u2028Tor 3' }, 'city', 'ONE_LINE'],
      [{ city: 'www.muenchen' }, 'city', 'ONE_LINE_NO_WEB_ADDRESS'],
      [{ region: 'Ober\u0007bayern' }, 'region', 'ONE_LINE'],
      [{ telephone: '089\n123456' }, 'telephone', 'ONE_LINE'],
      [{ vatId: 'DE123456789\nhttps://bank.example' }, 'vatId', 'ONE_LINE'],
      [{ vatId: 'DE12345678' }, 'vatId', 'VAT_ID_INVALID'],
      [{ vatId: 'PL5260250274' }, 'vatId', 'VAT_ID_INVALID'],
    ]
    for (const [change, path, code] of refusals) {
      const refused = await error(await visitor.mutate('address.create', { ...office, ...change }))
      expect(refused.data.inputIssues, JSON.stringify(change)).toContainEqual({ path, code })
    }
    expect(await data<AddressView[]>(await visitor.query('address.list'))).toEqual([])
    const polish = { ...office, countryCode: 'PL', postcode: '90-001', vatId: 'PL 526-025-02-74' }
    expect(await data<AddressView>(await visitor.mutate('address.create', polish))).toMatchObject({
      vatId: 'PL 526-025-02-74',
    })
  })

  it("takes an address without a postcode only where the store's optional_zip_countries name the country", async () => {
    const { visitor } = await signedInVisitor('en')
    const countries = await data<{ id: string; postcodeOptional: boolean }[]>(
      await visitor.query('directory.countries'),
    )
    expect(countries.filter((country) => country.postcodeOptional).map((country) => country.id)).toEqual(
      expect.arrayContaining(['HK', 'IE', 'GB']),
    )
    expect(countries.find((country) => country.id === 'DE')?.postcodeOptional).toBe(false)

    const refused = await error(await visitor.mutate('address.create', { ...office, postcode: ' ' }))
    expect(refused.data).toMatchObject({
      reason: 'INVALID_INPUT',
      inputIssues: [{ path: 'postcode', code: 'REQUIRED' }],
    })
    const hongKong = await data<AddressView>(
      await visitor.mutate('address.create', { ...office, countryCode: 'HK', postcode: '', vatId: '' }),
    )
    expect(hongKong).toMatchObject({ countryCode: 'HK', postcode: '' })
    const emirates = await error(
      await visitor.mutate('address.update', {
        id: hongKong.id,
        address: { ...office, countryCode: 'AE', postcode: '', vatId: '' },
      }),
    )
    expect(emirates.data.inputIssues).toEqual([{ path: 'address.postcode', code: 'REQUIRED' }])
  })

  it('saves the postcode as the country writes it', async () => {
    const { visitor } = await signedInVisitor('en')
    const british = await data<AddressView>(
      await visitor.mutate('address.create', { ...office, countryCode: 'GB', postcode: 'sw1a1aa', vatId: '' }),
    )
    expect(british.postcode).toBe('SW1A 1AA')
    const canadian = await data<AddressView>(
      await visitor.mutate('address.update', {
        id: british.id,
        address: { ...office, countryCode: 'CA', postcode: 'k1a0b1', vatId: '' },
      }),
    )
    expect(canadian.postcode).toBe('K1A 0B1')
  })

  it('refuses an unknown region of a country with regions, with the shop text', async () => {
    const { visitor } = await signedInVisitor('en')
    const refused = await error(await visitor.mutate('address.create', { ...office, regionId: 99_999 }))
    expect(refused.data.reason).toBe('INVALID_INPUT')
    expect(refused.data.userMessage).toBe('Invalid value of "99999" provided for the region_id field.')
  })
})
