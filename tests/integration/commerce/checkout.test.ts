/** Magento's checkout calls on a customer's cart: addresses, shipping methods, payment methods. */
import { beforeAll, describe, expect, it } from 'vitest'
import { call, data } from './graphql'
import { ADDRESS, type Buyer, buyerWithCart, stockedSkus } from './request-helpers'

const ADDRESS_FIELDS = `uid customer_address_uid firstname lastname company street city postcode telephone
  country { code label } region { code label region_id }`
const CART = `cart(cart_id: $cart) {
  shipping_addresses { ${ADDRESS_FIELDS} customer_notes same_as_billing
    available_shipping_methods { carrier_code method_code carrier_title method_title amount { value currency } available }
    selected_shipping_method { carrier_code method_code carrier_title method_title amount { value } }
    cart_items_v2 { quantity product { sku } } }
  billing_address { ${ADDRESS_FIELDS} }
  available_payment_methods { code title is_deferred }
  selected_payment_method { code title purchase_order_number }
}`

const errorOf = (body: { errors?: { message: string; extensions?: { category?: string } }[] }) => [
  body.errors?.[0]?.message,
  body.errors?.[0]?.extensions?.category,
]

let buyer: Buyer
let sku: string
beforeAll(async () => {
  ;[sku] = (await stockedSkus(1)) as [string]
  buyer = await buyerWithCart({ [sku]: 2 })
})

const run = (query: string, variables: Record<string, unknown>, who: Partial<Buyer> = buyer) =>
  call(query, { store: who.store ?? 'en', token: who.token, variables: { cart: buyer.cartId, ...variables } })

describe('checkout of a cart', () => {
  it('answers no addresses, the offline payment method and nothing selected on a fresh cart', async () => {
    const { cart } = await data(`query ($cart: String!) { ${CART} }`, {
      store: 'en',
      token: buyer.token,
      variables: { cart: buyer.cartId },
    })
    expect(cart).toEqual({
      shipping_addresses: [],
      billing_address: null,
      available_payment_methods: [{ code: 'purchaseorder', title: 'Purchase order (invoice)', is_deferred: false }],
      selected_payment_method: { code: '', title: '', purchase_order_number: null },
    })
  })

  it("copies the customer's saved address with a note; offers freight and pickup in the store view's words", async () => {
    const { body } = await run(
      `mutation ($cart: String!, $id: Int!) { setShippingAddressesOnCart(input: { cart_id: $cart,
        shipping_addresses: [{ customer_address_id: $id, customer_notes: "Bitte bis 14 Uhr" }] }) { ${CART.replace('cart(cart_id: $cart)', 'cart')} } }`,
      { id: buyer.addressId },
    )
    expect(body.errors).toBeUndefined()
    const [address] = body.data.setShippingAddressesOnCart.cart.shipping_addresses
    expect(address).toMatchObject({
      customer_address_uid: btoa(String(buyer.addressId)),
      firstname: 'Erika',
      street: ['Industriestraße 4'],
      country: { code: 'DE', label: 'Germany' },
      customer_notes: 'Bitte bis 14 Uhr',
      same_as_billing: false,
      selected_shipping_method: null,
      cart_items_v2: [{ quantity: 2, product: { sku } }],
    })
    expect(address.available_shipping_methods).toEqual([
      {
        carrier_code: 'freight',
        method_code: 'freight',
        carrier_title: 'Freight forwarder',
        method_title: 'Delivery by freight forwarder, freight cost as offered',
        amount: { value: 0, currency: 'EUR' },
        available: true,
      },
      {
        carrier_code: 'pickup',
        method_code: 'pickup',
        carrier_title: 'Collection',
        method_title: 'Pickup at the plant',
        amount: { value: 0, currency: 'EUR' },
        available: true,
      },
    ])
    const german = await call(
      `query ($cart: String!) { cart(cart_id: $cart) { shipping_addresses {
      available_shipping_methods { carrier_title method_title } } } }`,
      {
        store: 'de',
        token: buyer.token,
        variables: { cart: buyer.cartId },
      },
    )
    expect(german.body.data.cart.shipping_addresses[0].available_shipping_methods[1]).toEqual({
      carrier_title: 'Selbstabholung',
      method_title: 'Abholung im Werk',
    })
  })

  it('sets a shipping method of a known carrier only', async () => {
    const set = (carrier: string) =>
      run(
        `mutation ($cart: String!, $carrier: String!) { setShippingMethodsOnCart(input: { cart_id: $cart,
          shipping_methods: [{ carrier_code: $carrier, method_code: $carrier }] }) {
          cart { shipping_addresses { selected_shipping_method { carrier_code method_title amount { value } } } } } }`,
        { carrier },
      )
    expect(errorOf((await set('flatrate')).body)).toEqual([
      'Carrier with such method not found: flatrate, flatrate',
      'graphql-input',
    ])
    const { body } = await set('pickup')
    expect(body.data.setShippingMethodsOnCart.cart.shipping_addresses[0].selected_shipping_method).toEqual({
      carrier_code: 'pickup',
      method_title: 'Pickup at the plant',
      amount: { value: 0 },
    })
  })

  it('sets a new billing address that is also the shipping address with same_as_shipping', async () => {
    const { body } = await run(
      `mutation ($cart: String!, $address: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $cart,
        billing_address: { address: $address, same_as_shipping: true } }) {
        cart { billing_address { city customer_address_uid } shipping_addresses { city same_as_billing customer_notes } } } }`,
      { address: { ...ADDRESS, city: 'Augsburg', region_id: 1001 } },
    )
    expect(body.errors).toBeUndefined()
    expect(body.data.setBillingAddressOnCart.cart).toEqual({
      billing_address: { city: 'Augsburg', customer_address_uid: null },
      shipping_addresses: [{ city: 'Augsburg', same_as_billing: true, customer_notes: 'Bitte bis 14 Uhr' }],
    })
  })

  it("refuses another customer's address, a missing address and an address given twice", async () => {
    const other = await buyerWithCart({})
    const mutation = `mutation ($cart: String!, $input: BillingAddressInput!) {
      setBillingAddressOnCart(input: { cart_id: $cart, billing_address: $input }) { cart { id } } }`
    expect(errorOf((await run(mutation, { input: { customer_address_id: other.addressId } })).body)).toEqual([
      `Current customer does not have permission to address with ID "${other.addressId}"`,
      'graphql-authorization',
    ])
    expect(errorOf((await run(mutation, { input: {} })).body)).toEqual([
      'The billing address must contain either "customer_address_id" or "address".',
      'graphql-input',
    ])
    expect(
      errorOf((await run(mutation, { input: { customer_address_id: buyer.addressId, address: ADDRESS } })).body),
    ).toEqual([
      'The billing address cannot contain "customer_address_id" and "address" at the same time.',
      'graphql-input',
    ])
    expect(errorOf((await run(mutation, { input: { address: { ...ADDRESS, telephone: '' } } })).body)).toEqual([
      '"telephone" is required. Enter and try again.',
      'graphql-input',
    ])
    expect(errorOf((await run(mutation, { input: { customer_address_id: 1 } }, { token: other.token })).body)).toEqual([
      `The current user cannot perform operations on cart "${buyer.cartId}"`,
      'graphql-authorization',
    ])
  })

  it('sets the purchase order payment with an optional number; other methods are not available', async () => {
    const pay = (code: string, po?: string) =>
      run(
        `mutation ($cart: String!, $code: String!, $po: String) { setPaymentMethodOnCart(input: { cart_id: $cart,
          payment_method: { code: $code, purchase_order_number: $po } }) {
          cart { selected_payment_method { code title purchase_order_number } } } }`,
        { code, po },
      )
    expect(errorOf((await pay('checkmo')).body)).toEqual([
      'The requested Payment Method is not available.',
      'graphql-input',
    ])
    expect((await pay('purchaseorder')).body.data.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({
      code: 'purchaseorder',
      title: 'Purchase order (invoice)',
      purchase_order_number: null,
    })
    const withNumber = await pay('purchaseorder', 'PO-4711')
    expect(withNumber.body.data.setPaymentMethodOnCart.cart.selected_payment_method.purchase_order_number).toBe(
      'PO-4711',
    )
  })

  it('refuses a shipping method before a shipping address', async () => {
    const fresh = await buyerWithCart({ [sku]: 1 })
    const { body } = await call(
      `mutation ($cart: String!) { setShippingMethodsOnCart(input: { cart_id: $cart,
        shipping_methods: [{ carrier_code: "freight", method_code: "freight" }] }) { cart { id } } }`,
      { store: 'de', token: fresh.token, variables: { cart: fresh.cartId } },
    )
    expect(errorOf(body)).toEqual([
      'Die Lieferadresse fehlt. Legen Sie die Adresse fest und versuchen Sie es erneut.',
      'graphql-input',
    ])
  })
})
