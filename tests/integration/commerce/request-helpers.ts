/** A signed-in customer with an address and a cart ready for checkout, and the calls of a request. */
import { env } from 'cloudflare:workers'
import { LOCAL_STAFF_USER } from '../../../commerce/scripts/staff-user-sql'
import { COMMERCE_DB, signedInCustomer } from './customer-helpers'
import { data } from './graphql'

export const ADDRESS = {
  firstname: 'Erika',
  lastname: 'Muster',
  company: 'Muster Kunststoff GmbH',
  street: ['Industriestraße 4'],
  city: 'München',
  postcode: '80331',
  telephone: '+49 89 123456',
  country_code: 'DE',
}

/** In-stock simple products of the stock list (managed stock of at least `qty`). */
export async function stockedSkus(count: number, qty = 20): Promise<string[]> {
  const { results } = await COMMERCE_DB.prepare(
    `SELECT e.sku FROM catalog_product_entity e JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
     WHERE e.type_id = 'simple' AND e.visibility = 4 AND s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= ?
     ORDER BY e.entity_id LIMIT ?`,
  )
    .bind(qty, count)
    .all<{ sku: string }>()
  return results.map((r) => r.sku)
}

export type Buyer = { email: string; token: string; addressId: number; cartId: string; store: string }

export type AddressInput = typeof ADDRESS

/** Saves an address in the customer's address book; its id. */
export async function addAddress(
  customer: { token: string; store: string },
  address: AddressInput,
  defaults = { default_billing: false, default_shipping: false },
): Promise<number> {
  const { store, token } = customer
  const saved = await data('mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', {
    store,
    token,
    variables: { input: { ...address, ...defaults } },
  })
  return saved.createCustomerAddress.id
}

/** A confirmed customer with a default address (ADDRESS unless given) and a cart holding `items` (sku → quantity). */
export async function buyerWithCart(items: Record<string, number>, store = 'en', address = ADDRESS): Promise<Buyer> {
  const { email, token } = await signedInCustomer({}, store)
  const addressId = await addAddress({ token, store }, address, { default_billing: true, default_shipping: true })
  return withCart({ email, token, addressId, cartId: '', store }, items)
}

/** The buyer with their current customer cart (a new one after a placement), holding `items` (sku → quantity). */
export async function withCart(buyer: Buyer, items: Record<string, number>): Promise<Buyer> {
  const { store, token } = buyer
  const cartId = (await data('{ customerCart { id } }', { store, token })).customerCart.id as string
  const cartItems = Object.entries(items).map(([sku, quantity]) => ({ sku, quantity }))
  if (cartItems.length > 0) {
    const added = await data(
      `mutation ($cartId: String!, $cartItems: [CartItemInput!]!) {
        addProductsToCart(cartId: $cartId, cartItems: $cartItems) { user_errors { message } } }`,
      { store, token, variables: { cartId, cartItems } },
    )
    if (added.addProductsToCart.user_errors.length > 0) throw new Error(JSON.stringify(added))
  }
  return { ...buyer, cartId }
}

/** Addresses from the customer's saved one, freight shipping, purchase order with `poNumber`. */
/** Sets the cart's addresses (the buyer's default one, or another shipping address), freight and payment. */
export async function checkout(
  buyer: Buyer,
  options: { note?: string; poNumber?: string; shippingAddressId?: number } = {},
): Promise<void> {
  await data(
    `mutation ($cart: String!, $id: Int!, $shipTo: Int!, $note: String, $po: String) {
      a: setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ customer_address_id: $shipTo, customer_notes: $note }] }) { cart { id } }
      b: setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { customer_address_id: $id } }) { cart { id } }
      c: setShippingMethodsOnCart(input: { cart_id: $cart, shipping_methods: [{ carrier_code: "freight", method_code: "freight" }] }) { cart { id } }
      d: setPaymentMethodOnCart(input: { cart_id: $cart, payment_method: { code: "purchaseorder", purchase_order_number: $po } }) { cart { id } }
    }`,
    {
      store: buyer.store,
      token: buyer.token,
      variables: {
        cart: buyer.cartId,
        id: buyer.addressId,
        shipTo: options.shippingAddressId ?? buyer.addressId,
        note: options.note ?? null,
        po: options.poNumber ?? null,
      },
    },
  )
}

export const PLACE = `mutation ($cart: String!, $type: RequestType, $time: RequestDeliveryTime) {
  placeOrder(input: { cart_id: $cart, request_type: $type, delivery_time: $time }) {
    errors { code message }
    order { order_number }
    orderV2 { id number status request_type delivery_time customer_note available_responses
      total { grand_total { value } } }
  }
}`

/** Places the buyer's cart as a request; the orderV2 of the answer. */
export async function placeRequest(buyer: Buyer, type: 'QUOTE' | 'ORDER', time: string | null = 'DAYS_3_5') {
  const placed = await data(PLACE, {
    store: buyer.store,
    token: buyer.token,
    variables: { cart: buyer.cartId, type, time },
  })
  if (placed.placeOrder.errors.length > 0) throw new Error(JSON.stringify(placed.placeOrder.errors))
  return placed.placeOrder.orderV2
}

/** The local staff user, saved by the database setup (tests/integration/setup/commerce-db.ts). */
export const ADMIN = { username: LOCAL_STAFF_USER.username, password: LOCAL_STAFF_USER.password }

/** Calls the admin REST API of the commerce Worker. */
export async function rest(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  const response = await env.COMMERCE.fetch(`https://commerce${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  // biome-ignore lint/suspicious/noExplicitAny: REST answers are read field by field.
  return { status: response.status, body: (await response.json()) as any }
}

export async function adminToken(): Promise<string> {
  const { status, body } = await rest('POST', '/rest/V1/integration/admin/token', { body: ADMIN })
  if (status !== 200) throw new Error(JSON.stringify(body))
  return body as string
}

/**
 * The operator's cache clean after changing configuration in the database (commerce keeps the configuration per
 * isolate, as Magento keeps it in its config cache).
 */
export async function cleanCaches(token?: string): Promise<void> {
  const cleaned = await rest('POST', '/rest/V1/cache/clean', { token: token ?? (await adminToken()) })
  if (cleaned.status !== 200) throw new Error(JSON.stringify(cleaned.body))
}

/** The company answers a request: a comment with a new status, visible and mailed to the customer. */
export async function answerAsCompany(orderNumber: string, status: string, comment: string, token?: string) {
  const answered = await rest('POST', `/rest/V1/orders/${Number(orderNumber)}/comments`, {
    token: token ?? (await adminToken()),
    body: { statusHistory: { comment, status, is_customer_notified: 1, is_visible_on_front: 1 } },
  })
  if (answered.status !== 200) throw new Error(JSON.stringify(answered.body))
}
