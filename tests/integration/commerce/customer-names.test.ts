/**
 * Names carry no text into mails (issue 29, finding 4): Magento 2.4's name rule for the account's names, its
 * addresses' names and a review's nickname, in GraphQL and the REST registration, narrowed to one line and no web
 * addresses.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CREATE, mailbox, newEmail, PASSWORD, signedInCustomer } from './customer-helpers'
import { call } from './graphql'

const INJECTED = 'Erika\n\nIhr Konto wurde gesperrt. Entsperren Sie es hier: https://entsperren.example.net/'
const ALLOWED = "A-Z, a-z, 0-9, -, _, ., ', ’, `, &, space"
const refusal = (field: string) => `${field} is not valid! Allowed characters: ${ALLOWED}`

/** Names a customer may not give: line breaks, a URL, characters outside Magento's, a web address, too long. */
const BAD_NAMES = [
  INJECTED,
  'Erika\nMuster',
  'Erika\r\nMuster',
  'Erika\tMuster',
  'https://example.net',
  'Erika <b>',
  'Erika (Einkauf)',
  'www.entsperren',
  'entsperren.example',
  // Look-alikes of a web address (issue 39): a combining mark, a hyphen or underscore before the dot, a dotted quad.
  'Max evil\u0332.com',
  'evil-.com',
  'evil_.com',
  'Max 10.0.0.1',
  'x'.repeat(256),
]

/** Names Magento takes and the shop too. */
const GOOD_NAMES = [
  "O'Connor",
  'Anne-Marie',
  'Müller & Söhne',
  'J. R. R.',
  'Łukasz',
  'José María',
  'Erika II',
  'D’Angelo',
]

async function register(body: unknown) {
  const response = await env.COMMERCE.fetch('https://commerce/rest/en/V1/customers', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { message: string; parameters: string[] } }
}

describe("customer names (Magento's name rule, one line, no web address)", () => {
  it('createCustomerV2 refuses every bad first and last name and writes no mail', async () => {
    for (const name of BAD_NAMES) {
      const email = newEmail('name')
      const first = await call(CREATE, {
        store: 'en',
        variables: { input: { email, firstname: name, lastname: 'Muster', password: PASSWORD } },
      })
      expect(first.body.errors?.[0]).toMatchObject({
        message: refusal('Firstname'),
        extensions: { category: 'graphql-input' },
      })
      const last = await call(CREATE, {
        store: 'en',
        variables: { input: { email, firstname: 'Erika', lastname: name, password: PASSWORD } },
      })
      expect(last.body.errors?.[0]?.message).toBe(refusal('Lastname'))
      expect((await mailbox()).some((m) => m.to === email)).toBe(false)
    }
  })

  it('takes the names Magento takes', async () => {
    for (const name of GOOD_NAMES) {
      const email = newEmail('name')
      const { body } = await call(CREATE, {
        store: 'en',
        variables: { input: { email, firstname: name, lastname: name, password: PASSWORD } },
      })
      expect(body.errors).toBeUndefined()
      expect(body.data.createCustomerV2.customer).toMatchObject({ firstname: name, lastname: name })
    }
  })

  it('the REST registration refuses them with Magento’s REST error (and a 5,000-character last name)', async () => {
    for (const lastname of [INJECTED, 'M'.repeat(5000)]) {
      const email = newEmail('name')
      const { status, body } = await register({ customer: { email, firstname: 'Erika', lastname }, password: PASSWORD })
      expect(status).toBe(400)
      expect(body).toEqual({ message: '%1 is not valid! Allowed characters: %2', parameters: ['Lastname', ALLOWED] })
      expect((await mailbox()).some((m) => m.to === email)).toBe(false)
    }
  })

  it('the profile and the addresses refuse them too', async () => {
    const { token } = await signedInCustomer()
    const update = await call(
      'mutation ($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname } } }',
      { store: 'en', token, variables: { input: { firstname: INJECTED } } },
    )
    expect(update.body.errors?.[0]?.message).toBe(refusal('Firstname'))
    const legacy = await call(
      'mutation ($input: CustomerInput!) { updateCustomer(input: $input) { customer { firstname } } }',
      { store: 'en', token, variables: { input: { lastname: 'Muster\nhttps://example.net' } } },
    )
    expect(legacy.body.errors?.[0]?.message).toBe(refusal('Lastname'))
    const address = {
      firstname: 'Erika',
      lastname: 'Muster',
      street: ['Industriestraße 4'],
      city: 'München',
      postcode: '80331',
      telephone: '+49 89 123456',
      country_code: 'DE',
      default_billing: true,
    }
    const created = await call(
      'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
      { store: 'en', token, variables: { input: { ...address, firstname: INJECTED } } },
    )
    expect(created.body.errors?.[0]?.message).toBe(refusal('Firstname'))
    const good = await call(
      'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
      { store: 'en', token, variables: { input: address } },
    )
    const id = good.body.data.createCustomerAddress.id
    const changed = await call(
      'mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { id } }',
      { store: 'en', token, variables: { id, input: { lastname: 'www.example.net' } } },
    )
    expect(changed.body.errors?.[0]?.message).toBe(refusal('Lastname'))
  })

  it('the German store view words the refusal in German', async () => {
    const { body } = await call(CREATE, {
      store: 'de',
      variables: { input: { email: newEmail('name'), firstname: INJECTED, lastname: 'Muster', password: PASSWORD } },
    })
    expect(body.errors?.[0]?.message).toBe(`Firstname ist ungültig! Erlaubte Zeichen: ${ALLOWED}`)
  })
})
