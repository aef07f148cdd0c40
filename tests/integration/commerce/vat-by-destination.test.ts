/**
 * VAT by destination and VAT ID (issue 40): a German buyer and an EU buyer without a confirmed VAT ID pay the
 * store's 19 %; an EU business whose VAT ID VIES confirms gets 0 % with the intra-community note and both VAT IDs;
 * a buyer outside the EU 0 % as an export. The cart, the offer composed from the request and its PDF agree; the
 * order's addresses carry the VIES result for the desk. VIES is the local stand-in (VAT_VALIDATION unset), which
 * refuses VAT IDs ending in 000 and is down for those ending in 999.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMERCE_DB, signedInCustomer } from './customer-helpers'
import { documentsOf, draftOf, type Json, linesOf, placeWith, send, sendDraft } from './document-helpers'
import { data } from './graphql'
import { pdfText } from './pdf-text'
import { adminToken, type Buyer, checkout, placeRequest, rest, stockedSkus, withCart } from './request-helpers'

const ADDRESSES = {
  DE: { country_code: 'DE', postcode: '53840', city: 'Troisdorf', vat_id: null },
  'PL with a confirmed VAT ID': { country_code: 'PL', postcode: '00-950', city: 'Warszawa', vat_id: 'PL5261040828' },
  'PL with a VAT ID VIES refuses': { country_code: 'PL', postcode: '00-950', city: 'Warszawa', vat_id: 'PL5261040000' },
  CH: { country_code: 'CH', postcode: '8001', city: 'Zürich', vat_id: 'CHE-123.456.789 MWST' },
  'AT without a VAT ID': { country_code: 'AT', postcode: '1010', city: 'Wien', vat_id: null },
  'PL while VIES is down': { country_code: 'PL', postcode: '00-950', city: 'Warszawa', vat_id: 'PL5261040999' },
} as const

type Destination = keyof typeof ADDRESSES

const INTRA_COMMUNITY = 'Steuerfreie innergemeinschaftliche Lieferung – Steuerschuldnerschaft des Leistungsempfängers'
const EXPORT = 'Steuerfreie Ausfuhrlieferung'

const CART_PRICES = `query ($cart: String!) { cart(cart_id: $cart) { prices {
  subtotal_excluding_tax { value } grand_total { value } applied_taxes { label amount { value } } } } }`

/** A German-store buyer with a default address at `destination`, a cart of one product, checked out. */
async function buyerIn(destination: Destination, sku: string): Promise<Buyer> {
  const buyer = await buyerWithDefaultAddress(destination, sku)
  await checkout(buyer)
  return buyer
}

/** A German-store buyer with a default address at `destination` and a cart of one product, no cart address yet. */
async function buyerWithDefaultAddress(destination: Destination, sku: string): Promise<Buyer> {
  const store = 'de'
  const { email, token } = await signedInCustomer({}, store)
  const address = await data(
    'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
    {
      store,
      token,
      variables: {
        input: {
          firstname: 'Erika',
          lastname: 'Muster',
          company: 'Muster Kunststoff',
          street: ['Hauptstraße 1'],
          telephone: '+49 2241 12345',
          ...ADDRESSES[destination],
          default_billing: true,
          default_shipping: true,
        },
      },
    },
  )
  return withCart({ email, token, addressId: address.createCustomerAddress.id, cartId: '', store }, { [sku]: 3 })
}

type Outcome = { buyer: Buyer; cart: Json; offer: Json; order: Json; pdf: string }

const outcomes = new Map<Destination, Outcome>()
let token: string
let sku: string

beforeAll(async () => {
  token = await adminToken()
  ;[sku] = (await stockedSkus(1, 30)) as [string]
  for (const destination of Object.keys(ADDRESSES).filter((d) => d !== 'PL while VIES is down') as Destination[]) {
    const buyer = await buyerIn(destination, sku)
    const cart = (
      await data(CART_PRICES, { store: buyer.store, token: buyer.token, variables: { cart: buyer.cartId } })
    ).cart.prices
    const orderId = Number((await placeRequest(buyer, 'QUOTE')).number)
    const offerId = await sendDraft(token, orderId, 'offer')
    const offer = (await rest('GET', `/rest/V1/documents/${offerId}`, { token })).body
    const order = (await rest('GET', `/rest/V1/orders/${orderId}`, { token })).body
    const response = await env.COMMERCE.fetch(`https://commerce/rest/V1/documents/${offerId}/pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const pdf = await pdfText(new Uint8Array(await response.arrayBuffer()))
    outcomes.set(destination, { buyer, cart, offer, order, pdf })
  }
}, 120_000)

const outcome = (destination: Destination) => outcomes.get(destination) as Outcome
const cents = (value: number) => Math.round(value * 100)

describe.each(['DE', 'PL with a VAT ID VIES refuses', 'AT without a VAT ID'] as const)('%s', (destination) => {
  it("pays the store's 19 % in the cart, the offer and its PDF, with no exemption note", () => {
    const { cart, offer, pdf } = outcome(destination)
    const tax = cents(cart.subtotal_excluding_tax.value * 0.19) / 100
    expect(cart.applied_taxes).toEqual([{ label: 'MwSt. 19 %', amount: { value: tax } }])
    expect(cart.grand_total.value).toBe((cents(cart.subtotal_excluding_tax.value) + cents(tax)) / 100)
    expect(offer.tax_percent).toBe(19)
    expect(offer.tax_amount).toBeGreaterThan(0)
    expect(pdf).toMatch(/MwSt\. 19\s?%/)
    expect(pdf).not.toContain('Steuerfrei')
  })
})

describe('PL with a confirmed VAT ID', () => {
  it('pays no VAT in the cart or the offer', () => {
    const { cart, offer } = outcome('PL with a confirmed VAT ID')
    expect(cart.applied_taxes).toEqual([])
    expect(cart.grand_total.value).toBe(cart.subtotal_excluding_tax.value)
    expect(offer.tax_percent).toBe(0)
    expect(offer.tax_amount).toBe(0)
    expect(cents(offer.grand_total)).toBe(cents(offer.subtotal) + cents(offer.shipping_amount))
  })

  it("prints the intra-community note with the buyer's and the company's VAT IDs", () => {
    const { pdf } = outcome('PL with a confirmed VAT ID')
    expect(pdf).toMatch(/MwSt\. 0\s?%/)
    expect(pdf.replace(/\s+/g, ' ')).toContain(INTRA_COMMUNITY)
    expect(pdf).toContain('PL5261040828')
    expect(pdf).toContain('DE 123 456 789')
  })

  it("shows the desk VIES's confirmation on the order's addresses", () => {
    const { order } = outcome('PL with a confirmed VAT ID')
    expect(order.billing_address).toMatchObject({ vat_id: 'PL5261040828', vat_is_valid: 1, vat_request_success: 1 })
    expect(order.billing_address.vat_request_id).toEqual(expect.any(String))
    expect(Date.parse(order.billing_address.vat_request_date)).not.toBeNaN()
  })
})

describe('an address saved in the address book', () => {
  const savedCheck = (addressId: number) =>
    COMMERCE_DB.prepare(
      'SELECT vat_is_valid, vat_request_success, vat_request_id FROM customer_address_entity WHERE entity_id = ?',
    )
      .bind(addressId)
      .first()

  it("keeps VIES's answer about its VAT ID, and none where no VAT ID could exempt the delivery", async () => {
    const confirmed = await savedCheck(outcome('PL with a confirmed VAT ID').buyer.addressId)
    expect(confirmed).toMatchObject({ vat_is_valid: 1, vat_request_success: 1, vat_request_id: expect.any(String) })
    expect(await savedCheck(outcome('PL with a VAT ID VIES refuses').buyer.addressId)).toMatchObject({
      vat_is_valid: 0,
      vat_request_success: 1,
    })
    expect(await savedCheck(outcome('CH').buyer.addressId)).toEqual({
      vat_is_valid: null,
      vat_request_success: null,
      vat_request_id: null,
    })
  })
})

describe('PL with a VAT ID VIES refuses', () => {
  it("shows the desk VIES's refusal", () => {
    const { order } = outcome('PL with a VAT ID VIES refuses')
    expect(order.billing_address).toMatchObject({ vat_is_valid: 0, vat_request_success: 1 })
  })
})

describe('CH', () => {
  it('pays no VAT and the PDF names the export', () => {
    const { cart, offer, pdf } = outcome('CH')
    expect(cart.applied_taxes).toEqual([])
    expect(offer.tax_amount).toBe(0)
    expect(pdf).toContain(EXPORT)
    expect(pdf).not.toContain('innergemeinschaftliche')
  })
})

describe('PL while VIES is down', () => {
  it("places the request at the store's rate; the offer waits for VIES and the desk sees why", async () => {
    const buyer = await buyerIn('PL while VIES is down', sku)
    const cart = await data(CART_PRICES, { store: buyer.store, token: buyer.token, variables: { cart: buyer.cartId } })
    expect(cart.cart.prices.applied_taxes).toHaveLength(1)
    const orderId = Number((await placeRequest(buyer, 'QUOTE')).number)

    const draft = await draftOf(token, orderId, 'offer')
    expect(draft.status).toBe(200)
    expect(draft.body.vat_check).toBe('unavailable')
    const sent = await send(token, orderId, 'offer', { items: linesOf(draft.body) })
    expect(sent.status).toBe(503)
    expect(sent.body.parameters).toEqual(['PL5261040999'])
    const order = (await rest('GET', `/rest/V1/orders/${orderId}`, { token })).body
    expect(order.billing_address).toMatchObject({ vat_is_valid: 0, vat_request_success: 0 })
    expect((await documentsOf(token, orderId)).total_count).toBe(0)
  })
})

describe('composing a document', () => {
  it('asks VIES again and keeps its new consultation number', async () => {
    const { buyer, order } = outcome('PL with a confirmed VAT ID')
    const next = await placeWith(buyer, { [sku]: 2 })
    const before = (await rest('GET', `/rest/V1/orders/${next}`, { token })).body.billing_address
    const draft = await draftOf(token, next, 'offer')
    expect(draft.body).toMatchObject({ vat_check: 'confirmed', tax_percent: 0 })
    const after = (await rest('GET', `/rest/V1/orders/${next}`, { token })).body.billing_address
    expect(after.vat_request_id).not.toBe(before.vat_request_id)
    expect(order.billing_address.vat_request_id).not.toBe(after.vat_request_id)
  })
})

describe('a Polish company whose VAT ID is on its billing address only', () => {
  it('gets the intra-community supply for a delivery to another address in Poland', async () => {
    const buyer = await buyerIn('PL with a confirmed VAT ID', sku)
    const site = await data(
      'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
      {
        store: buyer.store,
        token: buyer.token,
        variables: {
          input: {
            firstname: 'Jan',
            lastname: 'Kowalski',
            street: ['ul. Budowlana 7'],
            telephone: '+48 12 345 67 89',
            country_code: 'PL',
            postcode: '30-001',
            city: 'Kraków',
          },
        },
      },
    )
    await data(
      `mutation ($cart: String!, $id: Int!) {
        a: setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ customer_address_id: $id }] }) {
          cart { id } }
        b: setShippingMethodsOnCart(input: { cart_id: $cart, shipping_methods: [{ carrier_code: "freight", method_code: "freight" }] }) {
          cart { id } } }`,
      { store: buyer.store, token: buyer.token, variables: { cart: buyer.cartId, id: site.createCustomerAddress.id } },
    )
    const cart = await data(CART_PRICES, { store: buyer.store, token: buyer.token, variables: { cart: buyer.cartId } })
    expect(cart.cart.prices.applied_taxes).toEqual([])
    const orderId = Number((await placeRequest(buyer, 'QUOTE')).number)
    const offerId = await sendDraft(token, orderId, 'offer')
    expect((await rest('GET', `/rest/V1/documents/${offerId}`, { token })).body.tax_amount).toBe(0)
  })
})

describe('a cart without addresses yet', () => {
  it("is taxed by its customer's default addresses, as Magento estimates", async () => {
    const taxes = async (destination: Destination) => {
      const buyer = await buyerWithDefaultAddress(destination, sku)
      const cart = await data(CART_PRICES, {
        store: buyer.store,
        token: buyer.token,
        variables: { cart: buyer.cartId },
      })
      return cart.cart.prices.applied_taxes
    }
    expect(await taxes('PL with a confirmed VAT ID')).toEqual([])
    expect(await taxes('CH')).toEqual([])
    expect(await taxes('PL with a VAT ID VIES refuses')).toHaveLength(1)
    expect(await taxes('DE')).toHaveLength(1)
  })
})
