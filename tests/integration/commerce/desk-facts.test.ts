/**
 * What the sales desk needs to know of a request, through the admin REST API: the buyer's VAT ID on the order, the
 * search by VAT ID and city, the assignment to a clerk and "mine", the buyer's earlier requests; the sales inbox's
 * mails in the company's language with the desk's configured address; the draft's freight for a pickup and a parcel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMERCE_DB, mailbox, signedInCustomer } from './customer-helpers'
import { draftOf, type Json } from './document-helpers'
import { data } from './graphql'
import {
  ADDRESS,
  ADMIN,
  addAddress,
  adminToken,
  type Buyer,
  buyerWithCart,
  checkout,
  cleanCaches,
  placeRequest,
  rest,
  stockedSkus,
  withCart,
} from './request-helpers'

const VAT_ID = 'DE276452187'
const CITY = 'Herzebrock-Clarholz'
const SALES_INBOX = 'vertrieb@polyplast.example'
const DESK_URL = 'http://localhost:9123/'

let token: string
let buyer: Buyer
let first: string
let second: string
let sku: string
beforeAll(async () => {
  token = await adminToken()
  ;[sku] = (await stockedSkus(1)) as [string]
  const { email, token: customerToken } = await signedInCustomer({ taxvat: VAT_ID }, 'en')
  const addressId = await addAddress(
    { token: customerToken, store: 'en' },
    { ...ADDRESS, city: CITY },
    {
      default_billing: true,
      default_shipping: true,
    },
  )
  buyer = await withCart({ email, token: customerToken, addressId, cartId: '', store: 'en' }, { [sku]: 2 })
  await checkout(buyer)
  first = (await placeRequest(buyer, 'QUOTE')).number
  buyer = await withCart(buyer, { [sku]: 3 })
  await checkout(buyer)
  second = (await placeRequest(buyer, 'ORDER')).number
})

/** The numbers of the orders one searchCriteria filter finds. */
async function found(field: string, value: string, condition = 'like'): Promise<string[]> {
  const query = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': field,
    'searchCriteria[filter_groups][0][filters][0][value]': value,
    'searchCriteria[filter_groups][0][filters][0][condition_type]': condition,
  })
  const { status, body } = await rest('GET', `/rest/V1/orders?${query}`, { token })
  expect(status).toBe(200)
  return body.items.map((order: { increment_id: string }) => order.increment_id)
}

const orderOf = async (number: string) => (await rest('GET', `/rest/V1/orders/${Number(number)}`, { token })).body

const assign = (number: string, assignedTo: string) =>
  rest('POST', `/rest/V1/orders/${Number(number)}/comments`, {
    token,
    body: { statusHistory: { extension_attributes: { assigned_to: assignedTo } } },
  })

describe("the buyer's VAT ID", () => {
  it("is the order's customer_taxvat, from the buyer's account", async () => {
    expect((await orderOf(first)).customer_taxvat).toBe(VAT_ID)
  })

  it("falls back to the billing address's VAT ID when the account has none", async () => {
    const other = await buyerWithCart({ [sku]: 1 }, 'de', { ...ADDRESS, vat_id: 'DE811569869' } as typeof ADDRESS)
    await checkout(other)
    const number = (await placeRequest(other, 'QUOTE')).number
    expect((await orderOf(number)).customer_taxvat).toBe('DE811569869')
  })
})

describe("the desk's search", () => {
  it('finds the requests by VAT ID, in part', async () => {
    expect(await found('customer_taxvat', '%276452%')).toEqual(expect.arrayContaining([first, second]))
    expect(await found('customer_taxvat', '%999999999%')).toEqual([])
  })

  it('finds them by the city of the billing or the shipping address', async () => {
    expect(await found('billing_city', '%herzebrock%')).toEqual(expect.arrayContaining([first, second]))
    expect(await found('shipping_city', CITY, 'eq')).toEqual(expect.arrayContaining([first, second]))
    expect(await found('billing_city', '%Nowhere-upon-Sea%')).toEqual([])
  })

  it("lists the buyer's requests by customer, newest first (their earlier requests)", async () => {
    const customerId = String((await orderOf(first)).customer_id)
    const query = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'customer_id',
      'searchCriteria[filter_groups][0][filters][0][value]': customerId,
      'searchCriteria[sortOrders][0][field]': 'created_at',
      'searchCriteria[sortOrders][0][direction]': 'DESC',
    })
    const { body } = await rest('GET', `/rest/V1/orders?${query}`, { token })
    expect(body.items.map((order: Json) => order.increment_id)).toEqual([second, first])
  })
})

describe('assigning a request to a clerk', () => {
  it('assigns it through the comments call, and "mine" finds it', async () => {
    const assigned = await assign(first, ADMIN.username)
    expect(assigned).toEqual({ status: 200, body: true })
    const order = await orderOf(first)
    expect(order.extension_attributes.assigned_to).toBe(ADMIN.username)
    expect(order.status).toBe('quote_requested')
    const mine = await found('assigned_to', ADMIN.username, 'eq')
    expect(mine).toContain(first)
    expect(mine).not.toContain(second)
  })

  it('takes the assignment away with an empty name', async () => {
    await assign(second, ADMIN.username)
    expect((await assign(second, '')).status).toBe(200)
    expect((await orderOf(second)).extension_attributes.assigned_to).toBeUndefined()
    expect(await found('assigned_to', ADMIN.username, 'eq')).not.toContain(second)
  })

  it('refuses a name that is no active staff user, and changes nothing', async () => {
    const refused = await assign(first, 'nobody.here')
    expect(refused).toEqual({
      status: 400,
      body: { message: 'Invalid value of "%1" provided for the %2 field.', parameters: ['nobody.here', 'assigned_to'] },
    })
    expect((await orderOf(first)).extension_attributes.assigned_to).toBe(ADMIN.username)
  })
})

describe("the sales inbox's mails", () => {
  const inboxMailOf = async (number: string) =>
    (await mailbox()).find((mail) => mail.to === SALES_INBOX && mail.subject.includes(number))

  it("are in the company's language (German) for a buyer of the English shop", async () => {
    const mail = await inboxMailOf(first)
    expect(mail?.subject).toBe(`Neue Angebotsanfrage ${first}`)
    expect(mail?.text).toMatch(/^Hallo Vertriebsteam,/)
    expect(mail?.text).toContain(`USt-IdNr.: ${VAT_ID}`)
    expect(mail?.text).toContain('Versandart: Spedition - Lieferung per Spedition')
  })

  describe('with the desk at another address', () => {
    const setDeskUrl = async (url: string) => {
      await COMMERCE_DB.prepare(
        "UPDATE core_config_data SET value = ? WHERE scope = 'default' AND path = 'sales/desk/base_url'",
      )
        .bind(url)
        .run()
      await cleanCaches(token)
    }
    let original: string
    beforeAll(async () => {
      const row = await COMMERCE_DB.prepare(
        "SELECT value FROM core_config_data WHERE scope = 'default' AND path = 'sales/desk/base_url'",
      ).first<{ value: string }>()
      original = row?.value ?? ''
      await setDeskUrl(DESK_URL)
    })
    afterAll(() => setDeskUrl(original))

    it('link the request at the configured desk address', async () => {
      buyer = await withCart(buyer, { [sku]: 1 })
      await checkout(buyer)
      const number = (await placeRequest(buyer, 'QUOTE')).number
      const mail = await inboxMailOf(number)
      expect(mail?.links).toEqual([`${DESK_URL}requests/${Number(number)}/show`])
    })
  })
})

describe("the draft's freight", () => {
  /** A stocked product of at most `kg` per piece. */
  async function lightSku(kg: number): Promise<string> {
    const row = await COMMERCE_DB.prepare(
      `SELECT e.sku FROM catalog_product_entity e JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
       WHERE e.type_id = 'simple' AND e.visibility = 4 AND s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 10
         AND e.weight > 0 AND e.weight <= ? ORDER BY e.entity_id LIMIT 1`,
    )
      .bind(kg)
      .first<{ sku: string }>()
    if (!row) throw new Error(`no stocked product of at most ${kg} kg`)
    return row.sku
  }

  it('is a parcel rate for a light shipment, not the pallets', async () => {
    const light = await buyerWithCart({ [await lightSku(2)]: 3 }, 'de')
    await checkout(light)
    const number = Number((await placeRequest(light, 'QUOTE')).number)
    const order = await orderOf(String(number))
    expect(order.weight).toBeLessThanOrEqual(6)
    const draft = (await draftOf(token, number, 'offer')).body
    expect(draft.shipping_amount).toBe(order.weight <= 5 ? 9.9 : 14.9)
  })

  it('is nothing for a pickup', async () => {
    const pickup = await buyerWithCart({ [sku]: 2 }, 'de')
    await checkout(pickup)
    await data(
      `mutation ($cart: String!) { setShippingMethodsOnCart(input: { cart_id: $cart,
        shipping_methods: [{ carrier_code: "pickup", method_code: "pickup" }] }) { cart { id } } }`,
      { store: pickup.store, token: pickup.token, variables: { cart: pickup.cartId } },
    )
    const number = Number((await placeRequest(pickup, 'QUOTE')).number)
    expect((await orderOf(String(number))).extension_attributes.shipping_assignments[0].shipping.method).toBe(
      'pickup_pickup',
    )
    expect((await draftOf(token, number, 'offer')).body.shipping_amount).toBe(0)
  })
})
