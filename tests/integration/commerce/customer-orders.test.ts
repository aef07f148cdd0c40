/**
 * The customer's requests: `customer.orders` with filters, sort and paging, the detail a storefront reads, status
 * labels per store view, and the customer's answer (respondToOrder) with its rules.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { mailbox } from './customer-helpers'
import { call, data } from './graphql'
import { answerAsCompany, type Buyer, buyerWithCart, checkout, placeRequest, stockedSkus } from './request-helpers'

const ORDERS = `query ($filter: CustomerOrdersFilterInput, $sort: CustomerOrderSortInput, $page: Int, $size: Int) {
  customer { orders(filter: $filter, sort: $sort, currentPage: $page, pageSize: $size) {
    total_count page_info { current_page page_size total_pages } items { number status request_type } } } }`

const DETAIL = `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  id number order_date status request_type delivery_time customer_note carrier carrier_code shipping_method
  items { __typename product_sku product_name quantity_ordered product_sale_price { value currency }
    prices { row_total { value } } product { sku } }
  total { grand_total { value currency } subtotal { value } subtotal_excl_tax { value } total_shipping { value }
    total_tax { value } taxes { rate title amount { value } } }
  shipping_address { firstname city street country_code company }
  billing_address { lastname postcode }
  payment_methods { name type additional_data { name value } }
  comments { message }
} } } }`

const RESPOND = `mutation ($id: ID!, $response: OrderResponse!) {
  respondToOrder(input: { order_id: $id, response: $response }) { errorV2 { code message } order { status available_responses request_type } } }`

let buyer: Buyer
let skus: string[]
const numbers: string[] = []
beforeAll(async () => {
  skus = await stockedSkus(3)
  buyer = await buyerWithCart({ [skus[0] as string]: 2, [skus[1] as string]: 5 })
  await checkout(buyer, { note: 'Lieferung KW 12', poNumber: 'PO-9' })
  numbers.push((await placeRequest(buyer, 'QUOTE', 'DAYS_2_3')).number)
  for (const type of ['ORDER', 'QUOTE'] as const) {
    const cartId = (await data('{ customerCart { id } }', { token: buyer.token })).customerCart.id
    buyer = { ...buyer, cartId }
    await data(
      `mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { cart { id } } }`,
      { token: buyer.token, variables: { c: cartId, s: skus[2] } },
    )
    await checkout(buyer)
    numbers.push((await placeRequest(buyer, type, null)).number)
  }
})

const orders = (variables: Record<string, unknown>, store = 'en') =>
  data(ORDERS, { store, token: buyer.token, variables }).then((d) => d.customer.orders)

describe("the customer's orders", () => {
  it('lists the requests newest first with status labels of the store view, paged', async () => {
    const page = await orders({ size: 2 })
    expect(page.total_count).toBe(3)
    expect(page.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 })
    expect(page.items).toEqual([
      { number: numbers[2], status: 'Quote requested', request_type: 'QUOTE' },
      { number: numbers[1], status: 'Order requested', request_type: 'ORDER' },
    ])
    expect((await orders({ size: 2, page: 2 })).items.map((o: { number: string }) => o.number)).toEqual([numbers[0]])
    const german = await orders({ size: 1 }, 'de')
    expect(german.items[0].status).toBe('Angebot angefragt')
  })

  it('filters by number, status code and date, and sorts by number', async () => {
    expect((await orders({ filter: { number: { eq: numbers[1] } } })).items).toHaveLength(1)
    const quotes = await orders({ filter: { status: { eq: 'quote_requested' } } })
    expect(quotes.items.map((o: { number: string }) => o.number)).toEqual([numbers[2], numbers[0]])
    const ascending = await orders({ sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } })
    expect(ascending.items.map((o: { number: string }) => o.number)).toEqual(numbers)
    expect((await orders({ filter: { order_date: { to: '2000-01-01' } } })).total_count).toBe(0)
    const { body } = await call(ORDERS, { store: 'en', token: buyer.token, variables: { page: 0 } })
    expect(body.errors?.[0]?.message).toBe('currentPage value must be greater than 0.')
  })

  it("filters by the buyer's own order number (an extension): exactly, by a part, never another's orders", async () => {
    const numbersOf = async (filter: unknown, token = buyer.token) =>
      (await data(ORDERS, { store: 'en', token, variables: { filter } })).customer.orders.items.map(
        (o: { number: string }) => o.number,
      )
    expect(await numbersOf({ purchase_order_number: { eq: 'PO-9' } })).toEqual([numbers[0]])
    expect(await numbersOf({ purchase_order_number: { match: 'o-9' } })).toEqual([numbers[0]])
    expect(await numbersOf({ purchase_order_number: { in: ['PO-9', 'PO-10'] } })).toEqual([numbers[0]])
    expect(await numbersOf({ purchase_order_number: { match: 'PO-1' } })).toEqual([])
    expect(await numbersOf({ purchase_order_number: { match: 'PO' }, status: { eq: 'order_requested' } })).toEqual([])
    const other = await buyerWithCart({ [skus[2] as string]: 1 })
    await checkout(other, { poNumber: 'PO-9' })
    await placeRequest(other, 'QUOTE', null)
    expect(await numbersOf({ purchase_order_number: { eq: 'PO-9' } })).toEqual([numbers[0]])
  })

  it('answers the detail a storefront reads', async () => {
    const detail = (await data(DETAIL, { store: 'en', token: buyer.token, variables: { n: numbers[0] } })).customer
      .orders.items[0]
    expect(detail).toMatchObject({
      number: numbers[0],
      order_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      request_type: 'QUOTE',
      delivery_time: 'DAYS_2_3',
      customer_note: 'Lieferung KW 12',
      carrier: 'Freight forwarder',
      carrier_code: 'freight',
      shipping_method: 'Freight forwarder - Delivery by freight forwarder, freight cost as offered',
      shipping_address: { firstname: 'Erika', city: 'München', street: ['Industriestraße 4'], country_code: 'DE' },
      billing_address: { lastname: 'Muster', postcode: '80331' },
      payment_methods: [
        {
          name: 'Purchase order (invoice)',
          type: 'purchaseorder',
          additional_data: [{ name: 'po_number', value: 'PO-9' }],
        },
      ],
      comments: [],
    })
    expect(
      detail.items.map((i: { product_sku: string; quantity_ordered: number }) => [i.product_sku, i.quantity_ordered]),
    ).toEqual([
      [skus[0], 2],
      [skus[1], 5],
    ])
    expect(detail.items[0]).toMatchObject({ __typename: 'OrderItem', product: { sku: skus[0] } })
    const total = detail.total
    expect(total.total_shipping.value).toBe(0)
    expect(total.taxes).toEqual([{ rate: 19, title: 'VAT 19 %', amount: total.total_tax }])
    const sum = detail.items.reduce(
      (s: number, i: { prices: { row_total: { value: number } } }) => s + Math.round(i.prices.row_total.value * 100),
      0,
    )
    expect(Math.round(total.subtotal_excl_tax.value * 100)).toBe(sum)
    expect(Math.round(total.grand_total.value * 100)).toBe(sum + Math.round(total.total_tax.value * 100))
  })

  it("refuses guests: customerOrders and customer.orders answer Magento's authorization error", async () => {
    for (const query of ['{ customerOrders { items { number } } }', '{ customer { orders { total_count } } }']) {
      const { status, body } = await call(query, { store: 'en' })
      expect(status).toBe(403)
      expect(body.errors?.[0]).toMatchObject({
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      })
    }
    const deprecated = await data('{ customerOrders { total_count items { number } } }', { token: buyer.token })
    expect(deprecated.customerOrders.total_count).toBe(3)
  })
})

describe("the customer's answer", () => {
  const respond = (number: string, response: string, token = buyer.token, store = 'en') =>
    call(RESPOND, { store, token, variables: { id: btoa(String(Number(number))), response } })

  it('accepts an offer only once it is sent: the quote request becomes an order request', async () => {
    const number = numbers[0] as string
    const early = await respond(number, 'ACCEPT_OFFER')
    expect(early.body.data.respondToOrder).toEqual({
      errorV2: { code: 'INVALID_ORDER_STATUS', message: "The order's status does not allow this answer." },
      order: { status: 'Quote requested', available_responses: [], request_type: 'QUOTE' },
    })
    await answerAsCompany(number, 'offer_sent', 'Our offer: 1,234.00 EUR')
    const accepted = await respond(number, 'ACCEPT_OFFER')
    expect(accepted.body.data.respondToOrder).toEqual({
      errorV2: null,
      order: { status: 'Order requested', available_responses: [], request_type: 'ORDER' },
    })
    const twice = await respond(number, 'ACCEPT_OFFER')
    expect(twice.body.data.respondToOrder.errorV2.code).toBe('INVALID_ORDER_STATUS')
  })

  it('approves an order confirmation: confirmed, mailed to the customer and the sales inbox', async () => {
    const number = numbers[1] as string
    await answerAsCompany(number, 'confirmation_sent', 'Auftragsbestätigung: Lieferung in KW 12')
    const approved = await respond(number, 'APPROVE_CONFIRMATION', buyer.token, 'de')
    expect(approved.body.data.respondToOrder).toEqual({
      errorV2: null,
      order: { status: 'Vom Kunden bestätigt', available_responses: [], request_type: 'ORDER' },
    })
    const mails = await mailbox()
    expect(
      mails.find((m) => m.to === buyer.email && m.subject === `Ihre Antwort zur Anfrage ${number}`)?.text,
    ).toContain('Ihre Bestellung ist jetzt verbindlich')
    expect(mails.find((m) => m.to === 'vertrieb@polyplast.example' && m.subject.includes(number))?.text).toContain(
      'Der Kunde hat die Auftragsbestätigung freigegeben.',
    )
  })

  it("declines; refuses another customer's order, an unknown order and guests", async () => {
    const number = numbers[2] as string
    const other = await buyerWithCart({})
    expect((await respond(number, 'DECLINE', other.token)).body.data.respondToOrder).toEqual({
      errorV2: { code: 'UNAUTHORISED', message: 'Current user is not authorized to answer this order' },
      order: null,
    })
    expect((await respond('999999', 'DECLINE')).body.data.respondToOrder.errorV2.code).toBe('ORDER_NOT_FOUND')
    const guest = await call(RESPOND, { variables: { id: btoa(String(Number(number))), response: 'DECLINE' } })
    expect(guest.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    await answerAsCompany(number, 'offer_sent', 'Angebot')
    const declined = await respond(number, 'DECLINE')
    expect(declined.body.data.respondToOrder.order).toEqual({
      status: 'Declined',
      available_responses: [],
      request_type: 'QUOTE',
    })
  })
})
