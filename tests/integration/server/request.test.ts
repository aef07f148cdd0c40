/**
 * The request procedures: a customer sends the cart as a quote or order request exactly once (a retried or
 * double-clicked submit answers with the order the cart became), reads the order history and a request's detail,
 * and answers the company's offer and order confirmation.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { AddressInput, AddressView } from '../../../contract/address'
import type {
  RequestDetailView,
  RequestListView,
  RequestPlacedView,
  RequestReorderView,
} from '../../../contract/request'
import { COMMERCE_DB, signedInCustomer } from '../commerce/customer-helpers'
import { data as commerceData } from '../commerce/graphql'
import { ADDRESS, answerAsCompany } from '../commerce/request-helpers'
import { type Row, simple } from './seeded'
import { data, error } from './trpc'
import { Visitor } from './visitor'

let plenty: Row
let coil: Row
beforeAll(async () => {
  plenty = await simple('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 50')
  coil = await simple('e.packaging_unit = 3002 AND s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 5')
})

/** A signed-in customer's browser (token and customer cart in its cookies), with default addresses if asked. */
async function customerBrowser(withAddress: boolean, store: 'de' | 'en' = 'de') {
  const { token } = await signedInCustomer({}, store)
  if (withAddress) {
    await commerceData('mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', {
      token,
      variables: { input: { ...ADDRESS, default_billing: true, default_shipping: true } },
    })
  }
  const browser = new Visitor(store)
  browser.cookies.set('vsf-customer', token)
  browser.cookies.set('vsf-cart', (await commerceData('{ customerCart { id } }', { token })).customerCart.id)
  await browser.add({ sku: plenty.sku, quantity: 3 })
  return browser
}

/** A second saved address, the plant in Amsterdam: the new default shipping address. */
const plantAddress: AddressInput = {
  firstname: 'Erika',
  lastname: 'Muster',
  street: ['Hafenweg 1'],
  postcode: '1011 AB',
  city: 'Amsterdam',
  countryCode: 'NL',
  telephone: '020 123456',
  defaultShipping: true,
}

const REQUEST = {
  type: 'quote',
  message: 'Lieferung bitte KW 12',
  deliveryTime: 'DAYS_3_5',
  purchaseOrderNumber: 'B-77',
}

describe('sending a request', () => {
  it('asks a guest to sign in', async () => {
    const refused = await error(await new Visitor('de').mutate('request.place', REQUEST))
    expect(refused.data).toMatchObject({ reason: 'NOT_AUTHORIZED', httpStatus: 401 })
  })

  it('needs default addresses and keeps the cart when they are missing', async () => {
    const browser = await customerBrowser(false)
    const refused = await error(await browser.mutate('request.place', REQUEST))
    expect(refused.data.reason).toBe('SHIPPING_ADDRESS_MISSING')
    expect((await browser.cart()).items).toEqual([expect.objectContaining({ sku: plenty.sku, quantity: 3 })])
  })

  it('places the cart once: a retry and a double click answer the same request, the cart starts empty', async () => {
    const browser = await customerBrowser(true)
    const cartCookie = browser.cookies.get('vsf-cart') ?? ''
    const [first, second] = await Promise.all([
      browser.mutate('request.place', REQUEST),
      browser.mutate('request.place', REQUEST),
    ])
    const views = [await data<RequestPlacedView>(first), await data<RequestPlacedView>(second)]
    expect(views[0]).toEqual({ number: expect.stringMatching(/^\d{9}$/), type: 'quote' })
    expect(views[1]).toEqual(views[0])
    // a retry after a lost answer: the old cart cookie comes back
    browser.cookies.set('vsf-cart', cartCookie)
    expect(await data(await browser.mutate('request.place', { ...REQUEST, type: 'order' }))).toEqual(views[0])
    const orders = await COMMERCE_DB.prepare(
      'SELECT count(*) AS n FROM sales_order WHERE quote_id = (SELECT entity_id FROM quote WHERE masked_id = ?)',
    )
      .bind(cartCookie)
      .first<{ n: number }>()
    expect(orders?.n).toBe(1)
    expect(browser.cookies.has('vsf-cart')).toBe(false)
    expect((await browser.cart()).items).toEqual([])
  })
})

describe("a request's addresses", () => {
  it('go to the saved addresses the buyer chose, never to an address of another account', async () => {
    const browser = await customerBrowser(true, 'en')
    const [office] = await data<AddressView[]>(await browser.query('address.list'))
    const plant = await data<AddressView>(await browser.mutate('address.create', plantAddress))
    const [foreign] = await data<AddressView[]>(await (await customerBrowser(true)).query('address.list'))

    const refused = await error(
      await browser.mutate('request.place', {
        ...REQUEST,
        shippingAddressId: foreign?.id,
        billingAddressId: office?.id,
      }),
    )
    expect(refused.data.reason).toBe('ADDRESS_NOT_FOUND')
    expect((await browser.cart()).items).toHaveLength(1)

    // Shipped to the office, billed to the plant: neither is the account's default for that role.
    const { number } = await data<RequestPlacedView>(
      await browser.mutate('request.place', { ...REQUEST, shippingAddressId: office?.id, billingAddressId: plant.id }),
    )
    const detail = await data<RequestDetailView>(await browser.query('request.detail', { number }))
    expect(detail.shippingAddress).toMatchObject({ city: 'München', postcode: '80331' })
    expect(detail.billingAddress).toMatchObject({ city: 'Amsterdam', postcode: '1011 AB', countryCode: 'NL' })
  })
})

describe("a request's shipping", () => {
  it('names the carrier by its code, whatever language the request was sent in', async () => {
    const browser = await customerBrowser(true, 'de')
    const { number } = await data<RequestPlacedView>(
      await browser.mutate('request.place', { ...REQUEST, shippingMethod: 'pickup' }),
    )
    const english = new Visitor('en')
    english.cookies.set('vsf-customer', browser.cookies.get('vsf-customer') ?? '')
    const detail = await data<RequestDetailView>(await english.query('request.detail', { number }))
    expect(detail).toMatchObject({ shippingMethod: 'pickup', shipping: { value: 0, currency: 'EUR' } })
  })
})

describe("a request's lines", () => {
  it('count each line in its unit: welding-rod coils by the coil, the rest by the piece', async () => {
    const browser = await customerBrowser(true)
    await browser.add({ sku: coil.sku, quantity: 2 })
    const { number } = await data<RequestPlacedView>(await browser.mutate('request.place', REQUEST))
    const detail = await data<RequestDetailView>(await browser.query('request.detail', { number }))
    expect(detail.lines).toEqual([
      expect.objectContaining({ sku: plenty.sku, quantity: 3, salesUnit: 'piece' }),
      expect.objectContaining({ sku: coil.sku, quantity: 2, salesUnit: 'coil' }),
    ])
  })
})

describe('the order history and the answers', () => {
  it('lists the requests, shows one, and takes the answers the status allows', async () => {
    const browser = await customerBrowser(true, 'en')
    const { number } = await data<RequestPlacedView>(await browser.mutate('request.place', REQUEST))
    const list = await data<RequestListView>(await browser.query('request.list', { page: 1, pageSize: 10 }))
    expect(list).toMatchObject({ page: 1, totalPages: 1, totalCount: 1 })
    expect(list.items).toEqual([
      {
        number,
        date: expect.any(String),
        type: 'quote',
        status: 'Quote requested',
        total: { value: expect.any(Number), currency: 'EUR' },
        document: null,
      },
    ])
    const detail = await data<RequestDetailView>(await browser.query('request.detail', { number }))
    expect(detail).toMatchObject({
      number,
      deliveryTime: 'DAYS_3_5',
      message: 'Lieferung bitte KW 12',
      purchaseOrderNumber: 'B-77',
      shippingMethod: 'freight',
      shipping: null,
      lines: [{ sku: plenty.sku, quantity: 3, salesUnit: 'piece' }],
      shippingAddress: { name: 'Erika Muster', city: 'München', countryCode: 'DE' },
      comments: [],
      answers: [],
    })
    const early = await error(await browser.mutate('request.answer', { number, answer: 'acceptOffer' }))
    expect(early.data.reason).toBe('ANSWER_NOT_ALLOWED')

    await answerAsCompany(number, 'offer_sent', 'Our offer: freight 85.00 EUR')
    const offered = await data<RequestDetailView>(await browser.query('request.detail', { number }))
    expect(offered).toMatchObject({
      status: 'Offer sent',
      answers: ['acceptOffer', 'requestRevision', 'decline'],
      comments: [{ message: 'Our offer: freight 85.00 EUR' }],
    })
    const accepted = await data<RequestDetailView>(
      await browser.mutate('request.answer', { number, answer: 'acceptOffer' }),
    )
    expect(accepted).toMatchObject({ type: 'order', status: 'Order requested', answers: [] })
    await answerAsCompany(number, 'confirmation_sent', 'Order confirmation: delivery in week 12')
    const approved = await data<RequestDetailView>(
      await browser.mutate('request.answer', { number, answer: 'approveConfirmation' }),
    )
    expect(approved).toMatchObject({ status: 'Confirmed by customer', answers: [] })
    const unknown = await error(await browser.query('request.detail', { number: '999999999' }))
    expect(unknown.data.reason).toBe('NOT_FOUND')
  })
})

describe('reorder', () => {
  it("puts a request's lines back into the customer's cart, which the browser shows from then on", async () => {
    const browser = await customerBrowser(true)
    const { number } = await data<RequestPlacedView>(await browser.mutate('request.place', REQUEST))
    expect((await browser.cart()).items).toEqual([])
    const reordered = await data<RequestReorderView>(await browser.mutate('request.reorder', { number }))
    expect(reordered.refused).toEqual([])
    expect(reordered.cart.items).toMatchObject([{ sku: plenty.sku, quantity: 3 }])
    expect((await browser.cart()).items).toMatchObject([{ sku: plenty.sku, quantity: 3 }])
    // another customer's request is not theirs to reorder
    const other = await error(await (await customerBrowser(false)).mutate('request.reorder', { number }))
    expect(other.data.reason).toBe('INVALID_INPUT')
  })
})
