/**
 * One rule for an address's single-line fields (issue 39): no line break or control character in any of them, no
 * web address in the company or the city, the VAT ID in its country's format; in the address book and in a cart's
 * addresses, refused in the store view's language. And the sales inbox's mail shows a value stored before the rule
 * as one inert line.
 */
import { describe, expect, it } from 'vitest'
import { COMMERCE_DB, lastMailTo, signedInCustomer } from './customer-helpers'
import { call } from './graphql'
import { ADDRESS, buyerWithCart, checkout, placeRequest, stockedSkus } from './request-helpers'

const CREATE = 'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id company vat_id } }'
const CART_ADDRESS = `mutation ($cart: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ address: $address }] }) { cart { id } }
}`

const LINE_BREAKS = ['ACME GmbH\n\nWICHTIG: Bankverbindung geändert', 'Halle 2\rTor B', 'A\u2028B', 'Nord\u0007']
const WEB_ADDRESSES = ['ACME https://bank.example/neu', 'www.acme', 'Köln evil-.com', 'ACME 10.0.0.1', 'Max evil̲.com']

/** The fields of CustomerAddressInput with a value that breaks the rule, each on its own. */
const BAD_FIELDS: [string, Record<string, unknown>][] = [
  ...LINE_BREAKS.flatMap((bad): [string, Record<string, unknown>][] => [
    ['company', { company: bad }],
    ['street', { street: ['Industriestraße 4', bad] }],
    ['city', { city: bad }],
    ['region', { region: { region: bad } }],
    ['postcode', { postcode: `8033${bad.replace(/[^\p{Cc}\u2028]/gu, '')}1` }],
    ['telephone', { telephone: `+49 89 ${bad}` }],
    ['vat_id', { vat_id: `DE123456789\n${bad}` }],
  ]),
  ...WEB_ADDRESSES.flatMap((bad): [string, Record<string, unknown>][] => [
    ['company', { company: bad }],
    ['city', { city: bad }],
  ]),
]

const ENGLISH: Record<string, (field: string) => string> = {
  line: (field) => `"${field}" must be a single line.`,
  web: (field) => `"${field}" must not contain a web address.`,
}

describe("an address's single-line fields", () => {
  it('refuses a line break, a control character or a web address in every field, in English and German', async () => {
    const { token } = await signedInCustomer({}, 'en')
    for (const [field, change] of BAD_FIELDS) {
      const english = await call(CREATE, { store: 'en', token, variables: { input: { ...ADDRESS, ...change } } })
      const error = english.body.errors?.[0]
      expect(error?.extensions?.category, `${field}: ${JSON.stringify(change)}`).toBe('graphql-input')
      expect([ENGLISH.line?.(field), ENGLISH.web?.(field)]).toContain(error?.message)
      const german = await call(CREATE, { store: 'de', token, variables: { input: { ...ADDRESS, ...change } } })
      expect(german.body.errors?.[0]?.message).toMatch(
        new RegExp(`^„${field}“ (muss eine einzelne Zeile sein|darf keine Webadresse enthalten)\\.$`),
      )
    }
    const { body } = await call('{ customer { addresses { id } } }', { store: 'en', token })
    expect(body.data?.customer.addresses).toEqual([])
  })

  it("takes a VAT ID in its country's format only, with or without its prefix and separators", async () => {
    const { token } = await signedInCustomer({}, 'en')
    const save = (vat_id: string, country_code = 'DE', postcode = '80331') =>
      call(CREATE, { store: 'en', token, variables: { input: { ...ADDRESS, vat_id, country_code, postcode } } })
    for (const [vatId, country, postcode] of [
      ['DE123456789', 'DE', '80331'],
      ['de 123 456 789', 'DE', '80331'],
      ['PL5260250274', 'PL', '90-001'],
      ['CHE-123.456.789 MWST', 'CH', '8001'],
      ['ATU12345678', 'AT', '1010'],
    ] as const) {
      const saved = await save(vatId, country, postcode)
      expect(saved.body.errors, `${vatId} (${country})`).toBeUndefined()
    }
    for (const [vatId, country, postcode] of [
      ['DE12345678', 'DE', '80331'],
      ['PL5260250274', 'DE', '80331'],
      ['ATU1234567', 'AT', '1010'],
      ['www.example.com', 'PL', '90-001'],
    ] as const) {
      const refused = await save(vatId, country, postcode)
      expect(refused.body.errors?.[0]?.message, `${vatId} (${country})`).toBe(
        `The VAT number is not in the format of the country "${country}".`,
      )
    }
    const german = await call(CREATE, {
      store: 'de',
      token,
      variables: { input: { ...ADDRESS, vat_id: '123' } },
    })
    expect(german.body.errors?.[0]?.message).toBe('Die USt-IdNr. hat nicht das Format des Landes „DE“.')
  })

  it("refuses the same in a cart's own address", async () => {
    const buyer = await buyerWithCart({ [(await stockedSkus(1))[0] as string]: 1 })
    for (const [field, change] of BAD_FIELDS.filter(([name]) => name !== 'region')) {
      const address = { ...ADDRESS, ...change, region: undefined }
      const { body } = await call(CART_ADDRESS, {
        store: 'en',
        token: buyer.token,
        variables: { cart: buyer.cartId, address },
      })
      expect(body.errors?.[0]?.extensions?.category, `${field}: ${JSON.stringify(change)}`).toBe('graphql-input')
    }
  })
})

describe("the sales inbox's mail of a request", () => {
  it('shows a value stored before the rule as one inert line: no paragraph, no link', async () => {
    const buyer = await buyerWithCart({ [(await stockedSkus(1))[0] as string]: 2 })
    const legacy = 'ACME GmbH\n\nWICHTIG: Bankverbindung geändert, bitte https://bank.example/neu nutzen'
    await COMMERCE_DB.prepare('UPDATE customer_address_entity SET company = ?, city = ? WHERE entity_id = ?')
      .bind(legacy, 'München\r\nwww.bank.example', buyer.addressId)
      .run()
    await checkout(buyer, { note: 'Bitte liefern\n\nan Tor 3: http://10.0.0.1/x' })
    const request = await placeRequest(buyer, 'QUOTE')

    const mail = await lastMailTo('vertrieb@polyplast.example')
    expect(mail.subject).toContain(request.number)
    // in the company's language, whatever the buyer's store view
    const company = 'Firma: ACME GmbH WICHTIG: Bankverbindung geändert, bitte https[:]//bank[.]example/neu nutzen'
    expect(mail.text.split('\n\n')).toContain(company)
    expect(mail.text).toContain('München www[.]bank[.]example')
    expect(mail.text).toContain('Nachricht des Kunden: Bitte liefern an Tor 3: http[:]//10[.]0[.]0[.]1/x')
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/bank\.example|https?:\/\/(bank|10\.0)|www\.bank/)
    }
    expect(mail.html).not.toContain('pre-line')
    expect(mail.html.match(/<a /g)?.length ?? 0).toBe(mail.links.length)
    expect(mail.links.every((link) => !link.includes('bank'))).toBe(true)
  })
})
