/** The company's side through Magento's admin REST API: admin tokens, the order search, an order, comments. */
import { beforeAll, describe, expect, it } from 'vitest'
import { isAdminRoute, restRoutes } from '../../../commerce/api/routes'
import { COMMERCE_DB, mailbox } from './customer-helpers'
import { data } from './graphql'
import {
  ADMIN,
  adminToken,
  type Buyer,
  buyerWithCart,
  checkout,
  placeRequest,
  rest,
  stockedSkus,
} from './request-helpers'

let buyer: Buyer
let number: string
let token: string
let sku: string
beforeAll(async () => {
  ;[sku] = (await stockedSkus(1)) as [string]
  buyer = await buyerWithCart({ [sku]: 4 }, 'de')
  await checkout(buyer, { note: 'Anlieferung Tor 3', poNumber: 'PO-77' })
  number = (await placeRequest(buyer, 'QUOTE', 'DAYS_5_7')).number
  token = await adminToken()
})

describe('admin token', () => {
  it('answers a token string for the admin user of the environment', () => {
    expect(token).toMatch(/^[0-9a-f]{64}$/)
  })

  it("refuses a wrong password and names missing fields as Magento's REST does", async () => {
    const wrong = await rest('POST', '/rest/V1/integration/admin/token', { body: { ...ADMIN, password: 'nope' } })
    expect(wrong).toEqual({
      status: 401,
      body: {
        message:
          'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      },
    })
    const missing = await rest('POST', '/rest/V1/integration/admin/token', { body: { username: 'admin' } })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([
      { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'password' } },
    ])
  })

  it('refuses the order calls without an admin token, and with a customer token', async () => {
    for (const bearer of [undefined, 'not-a-token', buyer.token]) {
      const refused = await rest('GET', '/rest/V1/orders', { token: bearer })
      expect(refused).toEqual({
        status: 401,
        body: {
          message: "The consumer isn't authorized to access %resources.",
          parameters: { resources: 'Magento_Sales::actions_view' },
        },
      })
    }
  })
})

describe('orders', () => {
  it('searches orders with searchCriteria and echoes the criteria', async () => {
    const query = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'increment_id',
      'searchCriteria[filter_groups][0][filters][0][value]': number,
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
      'searchCriteria[sortOrders][0][field]': 'created_at',
      'searchCriteria[sortOrders][0][direction]': 'DESC',
      'searchCriteria[pageSize]': '10',
      'searchCriteria[currentPage]': '1',
    })
    const { status, body } = await rest('GET', `/rest/V1/orders?${query}`, { token })
    expect(status).toBe(200)
    expect(body.total_count).toBe(1)
    expect(body.search_criteria).toEqual({
      filter_groups: [{ filters: [{ field: 'increment_id', value: number, condition_type: 'eq' }] }],
      sort_orders: [{ field: 'created_at', direction: 'DESC' }],
      page_size: 10,
      current_page: 1,
    })
    expect(body.items[0]).toMatchObject({
      entity_id: Number(number),
      increment_id: number,
      status: 'quote_requested',
      state: 'new',
      customer_email: buyer.email,
      customer_note: 'Anlieferung Tor 3',
      payment: { method: 'purchaseorder', po_number: 'PO-77' },
      billing_address: { address_type: 'billing', city: 'München', street: ['Industriestraße 4'] },
      extension_attributes: {
        request_type: 'quote',
        delivery_time: 'DAYS_5_7',
        shipping_assignments: [{ shipping: { method: 'freight_freight', address: { address_type: 'shipping' } } }],
      },
    })
    expect(body.items[0].items[0]).toMatchObject({ qty_ordered: 4, product_type: 'simple' })
  })

  it('filters by status with OR inside a group and pages', async () => {
    const query = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'status',
      'searchCriteria[filter_groups][0][filters][0][value]': 'quote_requested',
      'searchCriteria[filter_groups][0][filters][1][field]': 'status',
      'searchCriteria[filter_groups][0][filters][1][value]': 'order_requested',
      'searchCriteria[pageSize]': '1',
    })
    const { body } = await rest('GET', `/rest/V1/orders?${query}`, { token })
    expect(body.items).toHaveLength(1)
    expect(body.total_count).toBeGreaterThanOrEqual(1)
    const unknown = await rest('GET', '/rest/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=secret', {
      token,
    })
    expect(unknown.status).toBe(400)
  })

  it("finds a request by the buyer's company, last name and purchase order number (the sales desk's search)", async () => {
    const search = async (field: string, value: string, condition = 'like') => {
      const query = new URLSearchParams({
        'searchCriteria[filter_groups][0][filters][0][field]': field,
        'searchCriteria[filter_groups][0][filters][0][value]': value,
        'searchCriteria[filter_groups][0][filters][0][condition_type]': condition,
      })
      const { status, body } = await rest('GET', `/rest/V1/orders?${query}`, { token })
      expect(status).toBe(200)
      return body.items.map((order: { increment_id: string }) => order.increment_id)
    }
    expect(await search('billing_company', '%muster kunststoff%')).toContain(number)
    expect(await search('customer_lastname', 'Muster', 'eq')).toContain(number)
    expect(await search('po_number', 'PO-77', 'eq')).toContain(number)
    expect(await search('po_number', 'PO-78', 'eq')).not.toContain(number)
    expect(await search('billing_company', '%Nobody GmbH%')).toEqual([])
  })

  it('answers one order, 404 for an unknown one', async () => {
    const { status, body } = await rest('GET', `/rest/V1/orders/${Number(number)}`, { token })
    expect(status).toBe(200)
    expect(body.increment_id).toBe(number)
    expect(body.status_histories[0]).toMatchObject({ status: 'quote_requested', entity_name: 'order' })
    const stock = await COMMERCE_DB.prepare(
      `SELECT s.qty, p.pieces_per_pallet AS size FROM cataloginventory_stock_item s
       JOIN catalog_product_entity p ON p.entity_id = s.product_id WHERE p.sku = ?`,
    )
      .bind(sku)
      .first<{ qty: number; size: number }>()
    expect(body.items[0].qty_backordered).toBe(0)
    expect(body.items[0].extension_attributes).toMatchObject({
      qty_in_stock: stock?.qty,
      list_price: body.items[0].original_price,
      pieces_per_pallet: stock?.size,
      unit: 'piece',
    })
    expect(Array.isArray(body.items[0].extension_attributes.tier_prices)).toBe(true)
    expect(body.extension_attributes.pallets).toEqual({ full: 0, part: 1, loose_pieces: 0 })
    expect(await rest('GET', '/rest/V1/orders/999999', { token })).toEqual({
      status: 404,
      body: {
        message: "The entity that was requested doesn't exist. Verify the entity and try again.",
        parameters: [],
      },
    })
  })

  it('adds a comment that changes the status, shows on the front and is mailed in the order store view', async () => {
    const added = await rest('POST', `/rest/V1/orders/${Number(number)}/comments`, {
      token,
      body: {
        statusHistory: {
          comment: 'Angebot: 4 Platten zu je 120,00 EUR, Fracht 85,00 EUR.',
          status: 'offer_sent',
          is_customer_notified: 1,
          is_visible_on_front: 1,
        },
      },
    })
    expect(added).toEqual({ status: 200, body: true })
    const hidden = await rest('POST', `/rest/V1/orders/${Number(number)}/comments`, {
      token,
      body: { statusHistory: { comment: 'Intern: Kunde anrufen', is_customer_notified: 0, is_visible_on_front: 0 } },
    })
    expect(hidden.status).toBe(200)
    const { customer } = await data(
      `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
        status available_responses comments { message timestamp } } } } }`,
      { store: 'de', token: buyer.token, variables: { n: number } },
    )
    expect(customer.orders.items[0]).toMatchObject({
      status: 'Angebot gesendet',
      available_responses: ['ACCEPT_OFFER', 'DECLINE', 'REQUEST_REVISION'],
      comments: [{ message: 'Angebot: 4 Platten zu je 120,00 EUR, Fracht 85,00 EUR.' }],
    })
    const mail = (await mailbox()).find((m) => m.to === buyer.email && m.subject.includes(number))
    expect(mail?.subject).toBe(`Unser Angebot zu Ihrer Anfrage ${number}`)
    expect(mail?.text).toContain('Angebot: 4 Platten zu je 120,00 EUR, Fracht 85,00 EUR.')
    expect(mail?.text).toContain('Status: Angebot gesendet')
    const order = (await rest('GET', `/rest/V1/orders/${Number(number)}`, { token })).body
    expect(order.status_histories[0]).toMatchObject({
      comment: 'Intern: Kunde anrufen',
      extension_attributes: { created_by: ADMIN.username },
    })
    expect(order.status_histories.at(-1).extension_attributes).toBeUndefined()
  })

  it('refuses an unknown status and a comment without a token', async () => {
    const unknown = await rest('POST', `/rest/V1/orders/${Number(number)}/comments`, {
      token,
      body: { statusHistory: { comment: 'x', status: 'shipped_to_moon' } },
    })
    expect(unknown.status).toBe(400)
    const anonymous = await rest('POST', `/rest/V1/orders/${Number(number)}/comments`, {
      body: { statusHistory: { comment: 'x' } },
    })
    expect(anonymous.body.parameters).toEqual({ resources: 'Magento_Sales::comment' })
  })
})

describe('cache clean', () => {
  const TITLE = 'design/head/default_title'
  const title = async () => (await data('{ storeConfig { default_title } }', { store: 'en' })).storeConfig.default_title

  it('keeps the configuration until the admin cleans the cache, then answers the database', async () => {
    const before = await title()
    const setTitle = (value: string | null) =>
      COMMERCE_DB.prepare(
        `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('stores', 2, ?1, ?2)
         ON CONFLICT (scope, scope_id, path) DO UPDATE SET value = excluded.value`,
      )
        .bind(TITLE, value)
        .run()
    const stored = await COMMERCE_DB.prepare(
      "SELECT value FROM core_config_data WHERE scope = 'stores' AND scope_id = 2 AND path = ?1",
    )
      .bind(TITLE)
      .first<{ value: string | null }>()
    await setTitle('Cleaned title')
    try {
      expect(await title()).toBe(before)
      expect(await rest('POST', '/rest/V1/cache/clean', { token })).toEqual({ status: 200, body: true })
      expect(await title()).toBe('Cleaned title')
    } finally {
      if (stored) await setTitle(stored.value)
      else
        await COMMERCE_DB.prepare("DELETE FROM core_config_data WHERE scope = 'stores' AND scope_id = 2 AND path = ?1")
          .bind(TITLE)
          .run()
      await rest('POST', '/rest/V1/cache/clean', { token })
    }
  })

  it('refuses the clean without an admin token', async () => {
    expect(await rest('POST', '/rest/V1/cache/clean')).toMatchObject({
      status: 401,
      body: { parameters: { resources: 'Magento_Backend::cache' } },
    })
  })
})

describe('the route table (commerce/api/routes.ts)', () => {
  const NO_ROUTE = { message: 'Request does not match any route.', parameters: [] }

  it('serves every row, an admin row only with a staff token granting its ACL resource', async () => {
    for (const route of restRoutes) {
      const path = `/rest/V1${route.path.replace(/:[a-zA-Z]+/g, '999999')}`
      const answer = await rest(route.method, path, { body: route.method === 'GET' ? undefined : {} })
      expect(answer.body, `${route.method} ${route.path}`).not.toEqual(NO_ROUTE)
      if (isAdminRoute(route)) {
        expect(answer, `${route.method} ${route.path}`).toEqual({
          status: 401,
          body: {
            message: "The consumer isn't authorized to access %resources.",
            parameters: { resources: route.acl },
          },
        })
      }
    }
  })

  it("answers Magento's 404 for a path or a method no row has", async () => {
    expect(await rest('GET', '/rest/V1/order/1/invoice', { token })).toEqual({ status: 404, body: NO_ROUTE })
    expect(await rest('DELETE', '/rest/V1/orders/1', { token })).toEqual({ status: 404, body: NO_ROUTE })
    expect(await rest('GET', '/rest/de/V1/orders', { token })).toEqual({ status: 404, body: NO_ROUTE })
  })
})
