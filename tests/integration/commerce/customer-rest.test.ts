import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CONFIRM, confirmationKey, lastMailTo, newEmail, PASSWORD, TOKEN } from './customer-helpers'
import { call, data } from './graphql'

/** Magento's REST registration as the storefront calls it. */
async function register(body: unknown, store = 'en') {
  const response = await env.COMMERCE.fetch(`https://commerce/rest/${store}/V1/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read field by field.
  return { status: response.status, body: (await response.json()) as any }
}

describe('POST /rest/{store}/V1/customers', () => {
  it("creates the account and answers Magento's customer JSON", async () => {
    const email = newEmail('rest')
    const { status, body } = await register(
      { customer: { email, firstname: 'Erika', lastname: 'Muster', taxvat: 'DE123456789' }, password: PASSWORD },
      'de',
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: expect.any(Number),
      group_id: 1,
      email,
      firstname: 'Erika',
      lastname: 'Muster',
      taxvat: 'DE123456789',
      store_id: 1,
      website_id: 1,
      created_in: 'Deutsch',
      addresses: [],
      disable_auto_group_change: 0,
      extension_attributes: { is_subscribed: false },
    })
    expect(body.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(body).not.toHaveProperty('confirmation')
    expect((await lastMailTo(email)).links[0]).toMatch(/^http:\/\/localhost:8787\/de\/confirm-email\//)
  })

  it('carries redirectUrl into the confirmation link as back_url, as Magento does', async () => {
    const email = newEmail('rest')
    const redirectUrl = 'https://shop.example/de/request'
    const customer = { email, firstname: 'Erika', lastname: 'Muster' }
    expect((await register({ customer, password: PASSWORD, redirectUrl }, 'de')).status).toBe(200)
    const link = new URL((await lastMailTo(email)).links[0] ?? '')
    expect(link.pathname).toMatch(/^\/de\/confirm-email\/\d+\/[0-9a-f]{64}$/)
    expect(Object.fromEntries(link.searchParams)).toEqual({ email, back_url: redirectUrl })
  })

  it("answers Magento's REST error shape with 400 for input errors", async () => {
    const email = newEmail('rest')
    await register({ customer: { email, firstname: 'Erika', lastname: 'Muster' }, password: PASSWORD })
    expect(await register({ customer: { email, firstname: 'Erika', lastname: 'Muster' }, password: PASSWORD })).toEqual(
      {
        status: 400,
        body: {
          message: 'A customer with the same email address already exists in an associated website.',
          parameters: [],
        },
      },
    )
    expect(
      await register({ customer: { email: newEmail(), firstname: 'E', lastname: 'M' }, password: 'kurz' }),
    ).toEqual({
      status: 400,
      body: {
        message: 'The password needs at least %1 characters. Create a new password and try again.',
        parameters: ['8'],
      },
    })
    expect(await register({ password: PASSWORD })).toEqual({
      status: 400,
      body: { message: '"%1" is required. Enter and try again.', parameters: ['customer'] },
    })
    expect((await register('{kein json')).status).toBe(400)
  })

  it('saves the addresses of customer.addresses, the default billing and shipping one included', async () => {
    const email = newEmail('rest')
    const company = {
      firstname: 'Erika',
      lastname: 'Muster',
      company: 'Muster Kunststoffe GmbH',
      street: ['Industriestraße 5', ''],
      postcode: '80331',
      city: 'München',
      country_id: 'DE',
      region: { region_code: 'BAY' },
      telephone: '+49 89 123456',
      default_billing: true,
      default_shipping: true,
    }
    const { status, body } = await register(
      { customer: { email, firstname: 'Erika', lastname: 'Muster', addresses: [company] }, password: PASSWORD },
      'de',
    )
    expect(status).toBe(200)
    const [address] = body.addresses
    expect(body.default_billing).toBe(String(address.id))
    expect(body.default_shipping).toBe(String(address.id))
    expect(address).toMatchObject({
      company: 'Muster Kunststoffe GmbH',
      street: ['Industriestraße 5'],
      country_id: 'DE',
      region: { region: 'Bayern' },
      default_billing: true,
      default_shipping: true,
    })

    await data(CONFIRM, { store: 'de', variables: { email, key: await confirmationKey(email) } })
    const { body: signIn } = await call(TOKEN, { store: 'de', variables: { email, password: PASSWORD } })
    const saved = await data(
      '{ customer { addresses { company city default_billing default_shipping region { region_code } } } }',
      { store: 'de', token: signIn.data.generateCustomerToken.token },
    )
    expect(saved).toEqual({
      customer: {
        addresses: [
          {
            company: 'Muster Kunststoffe GmbH',
            city: 'München',
            default_billing: true,
            default_shipping: true,
            region: { region_code: 'BAY' },
          },
        ],
      },
    })
  })

  it('refuses an incomplete address before the account is made', async () => {
    const email = newEmail('rest')
    const address = { firstname: 'E', lastname: 'M', street: ['Weg 1'], city: 'Berlin', country_id: 'XX' }
    const { status, body } = await register(
      { customer: { email, firstname: 'Erika', lastname: 'Muster', addresses: [address] }, password: PASSWORD },
      'en',
    )
    expect(status).toBe(400)
    expect(body.message).toBe('Required parameters are missing: %1')
    expect(body.parameters).toEqual(['telephone, postcode'])
    const again = await register({ customer: { email, firstname: 'Erika', lastname: 'Muster' }, password: PASSWORD })
    expect(again.status).toBe(200)
  })

  it('writes the message in the store view language', async () => {
    const { body } = await register(
      { customer: { email: 'kein-at', firstname: 'E', lastname: 'M' }, password: PASSWORD },
      'de',
    )
    expect(body).toEqual({ message: '"%1" ist keine gültige E-Mail-Adresse.', parameters: ['kein-at'] })
  })
})
