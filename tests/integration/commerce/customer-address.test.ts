import { describe, expect, it } from 'vitest'
import { signedInCustomer } from './customer-helpers'
import { call, data } from './graphql'

const FIELDS = `id uid firstname lastname company street city postcode telephone vat_id country_code
  region { region region_code region_id } region_id default_billing default_shipping`
const CREATE = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${FIELDS} } }`
const UPDATE = `mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${FIELDS} } }`
const DELETE = 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }'

const ADDRESS = {
  firstname: 'Erika',
  lastname: 'Muster',
  company: 'Muster Kunststoff GmbH',
  street: ['Industriestraße 4', 'Halle 2'],
  city: 'München',
  postcode: '80331',
  telephone: '+49 89 123456',
  vat_id: 'DE123456789',
  country_code: 'DE',
  region: { region_id: 1001 },
}

const firstError = (body: { errors?: { message: string; extensions?: { category?: string } }[] }) => ({
  message: body.errors?.[0]?.message,
  category: body.errors?.[0]?.extensions?.category,
})

describe('customer addresses', () => {
  it('creates an address with its region and default flags, listed on the customer', async () => {
    const { token } = await signedInCustomer()
    const address = (
      await data(CREATE, {
        store: 'en',
        token,
        variables: { input: { ...ADDRESS, default_billing: true, default_shipping: true } },
      })
    ).createCustomerAddress
    expect(address).toMatchObject({
      firstname: 'Erika',
      company: 'Muster Kunststoff GmbH',
      street: ['Industriestraße 4', 'Halle 2'],
      country_code: 'DE',
      region: { region: 'Bavaria', region_code: 'BAY', region_id: 1001 },
      region_id: 1001,
      vat_id: 'DE123456789',
      default_billing: true,
      default_shipping: true,
    })
    expect(address.uid).toBe(btoa(String(address.id)))
    const customer = (await data('{ customer { default_billing default_shipping addresses { id } } }', { token }))
      .customer
    expect(customer).toEqual({
      default_billing: String(address.id),
      default_shipping: String(address.id),
      addresses: [{ id: address.id }],
    })
  })

  it('names the missing required fields', async () => {
    const { token } = await signedInCustomer()
    const { body } = await call(CREATE, {
      store: 'en',
      token,
      variables: { input: { firstname: 'Erika', country_code: 'DE' } },
    })
    expect(firstError(body)).toEqual({
      message: 'Required parameters are missing: lastname, street, city, telephone, postcode',
      category: 'graphql-input',
    })
  })

  it("takes an address without a postcode only in a country of the store's optional_zip_countries", async () => {
    const { token } = await signedInCustomer()
    const { postcode: _postcode, region: _region, ...withoutPostcode } = ADDRESS
    const hongKong = await data(CREATE, { token, variables: { input: { ...withoutPostcode, country_code: 'HK' } } })
    expect(hongKong.createCustomerAddress).toMatchObject({ country_code: 'HK', postcode: null })
    const { body } = await call(CREATE, { store: 'en', token, variables: { input: { ...ADDRESS, postcode: ' ' } } })
    expect(firstError(body)).toEqual({
      message: 'Required parameters are missing: postcode',
      category: 'graphql-input',
    })
  })

  it('checks the postcode rule of an update on the address as it will be', async () => {
    const { token } = await signedInCustomer()
    const { postcode: _postcode, region: _region, ...withoutPostcode } = ADDRESS
    const { id } = (await data(CREATE, { token, variables: { input: { ...withoutPostcode, country_code: 'HK' } } }))
      .createCustomerAddress
    const emptied = await data(UPDATE, { token, variables: { id, input: { postcode: '' } } })
    expect(emptied.updateCustomerAddress).toMatchObject({ country_code: 'HK' })
    const { body } = await call(UPDATE, { store: 'en', token, variables: { id, input: { country_code: 'DE' } } })
    expect(firstError(body)).toEqual({
      message: 'Required parameters are missing: postcode',
      category: 'graphql-input',
    })
  })

  it('updates an address and moves the default', async () => {
    const { token } = await signedInCustomer()
    const first = (await data(CREATE, { token, variables: { input: { ...ADDRESS, default_billing: true } } }))
      .createCustomerAddress
    const second = (
      await data(CREATE, { token, variables: { input: { ...ADDRESS, city: 'Köln', region: { region: 'NRW' } } } })
    ).createCustomerAddress
    expect(second.region).toEqual({ region: 'NRW', region_code: 'NRW', region_id: 0 })
    const updated = (
      await data(UPDATE, {
        token,
        variables: { id: second.id, input: { street: ['Domplatz 1'], default_billing: true } },
      })
    ).updateCustomerAddress
    expect(updated).toMatchObject({ street: ['Domplatz 1'], city: 'Köln', default_billing: true })
    const customer = (await data('{ customer { default_billing } }', { token })).customer
    expect(customer.default_billing).toBe(String(second.id))
    expect(first.id).not.toBe(second.id)
  })

  it('deletes an address only when it is no default', async () => {
    const { token } = await signedInCustomer()
    const billing = (await data(CREATE, { token, variables: { input: { ...ADDRESS, default_billing: true } } }))
      .createCustomerAddress
    const other = (await data(CREATE, { token, variables: { input: ADDRESS } })).createCustomerAddress
    const refused = await call(DELETE, { store: 'en', token, variables: { id: billing.id } })
    expect(firstError(refused.body)).toEqual({
      message: `Customer Address ${billing.id} is set as default billing address and can not be deleted`,
      category: 'graphql-input',
    })
    expect((await data(DELETE, { token, variables: { id: other.id } })).deleteCustomerAddress).toBe(true)
    const missing = await call(DELETE, { store: 'en', token, variables: { id: other.id } })
    expect(firstError(missing.body)).toEqual({
      message: `Could not find a address with ID "${other.id}"`,
      category: 'graphql-no-such-entity',
    })
  })

  it('updates and deletes by uid (Magento 2.4.9)', async () => {
    const { token } = await signedInCustomer()
    const address = (await data(CREATE, { token, variables: { input: ADDRESS } })).createCustomerAddress
    const update = `mutation ($uid: ID!) { updateCustomerAddressV2(uid: $uid, input: { city: "Augsburg" }) { city } }`
    expect((await data(update, { token, variables: { uid: address.uid } })).updateCustomerAddressV2).toEqual({
      city: 'Augsburg',
    })
    const remove = 'mutation ($uid: ID!) { deleteCustomerAddressV2(uid: $uid) }'
    expect((await data(remove, { token, variables: { uid: address.uid } })).deleteCustomerAddressV2).toBe(true)
  })

  it("refuses another customer's address", async () => {
    const owner = await signedInCustomer()
    const stranger = await signedInCustomer()
    const address = (await data(CREATE, { token: owner.token, variables: { input: ADDRESS } })).createCustomerAddress
    const { body } = await call(UPDATE, {
      store: 'en',
      token: stranger.token,
      variables: { id: address.id, input: { city: 'Berlin' } },
    })
    expect(firstError(body)).toEqual({
      message: `Current customer does not have permission to address with ID "${address.id}"`,
      category: 'graphql-authorization',
    })
  })
})
