import { LOCAL_STAFF_USER } from '../../../commerce/scripts/staff-user-sql.ts'
import { commerceUrl, createCustomer } from '../customer.ts'

/**
 * What buyers do in the shop, done straight at the commerce Worker's GraphQL (as the shop's backend does), so the
 * desk's tests have something to work on: a quote request with every fact the desk shows, and a pending review.
 */

/** A PVC-U sheet of the seed, in stock (as in request.spec.ts). */
export const SKU = '100007'

type Store = 'de' | 'en'

async function graphql<T>(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  store: Store = 'de',
): Promise<T> {
  const response = await fetch(`${commerceUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data: T; errors?: unknown[] }
  if (body.errors) throw new Error(JSON.stringify(body.errors))
  return body.data
}

let sequence = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}`

async function signedInBuyer(store: Store = 'de') {
  const customer = await createCustomer(store, 'Erika', 'Muster')
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email: customer.email, password: customer.password },
    undefined,
    store,
  )
  return { ...customer, token: generateCustomerToken.token }
}

/** A cart line as the buyer saw it before sending the request: a cut line's figures as commerce priced them. */
export interface CartLine {
  product: { sku: string }
  quantity: number
  prices: { row_total: { value: number } }
  cut_to_size: {
    sheets: number
    cut_metres: number
    cut_charge: number
    cut_charge_per_sheet: number
    total: number
  } | null
}

/** A line to put into the cart, in Magento's `CartItemInput` (a cut list as `entered_options`). */
export type CartItemInput = {
  sku: string
  quantity: number
  entered_options?: { uid: string; value: string }[]
  selected_options?: string[]
}

export interface PlacedRequest {
  number: string
  email: string
  password: string
  /** The cart's lines when the request was sent. */
  cart: CartLine[]
  company: string
  vatId: string
  purchaseOrderNumber: string
  message: string
}

/**
 * A new buyer's quote request, by default for 10 sheets in the German store view, with company, VAT ID, their order
 * number and a message; `facts` give other items (a cut list as Magento's `entered_options`), the store view, or the
 * address another VAT ID or city. The cart's lines as the buyer saw them come back with the request's number.
 */
export async function placeQuoteRequest(
  facts: { items?: CartItemInput[]; vatId?: string; city?: string; store?: Store } = {},
): Promise<PlacedRequest> {
  const items = facts.items ?? [{ sku: SKU, quantity: 10 }]
  const store = facts.store ?? 'de'
  const buyer = await signedInBuyer(store)
  const ask = <T>(query: string, variables: Record<string, unknown>) => graphql<T>(query, variables, buyer.token, store)
  const company = unique('Muster Kunststoff GmbH')
  const vatId = facts.vatId ?? 'DE123456789'
  const address = {
    firstname: 'Erika',
    lastname: 'Muster',
    company,
    vat_id: vatId,
    street: ['Industriestraße 4'],
    city: facts.city ?? 'München',
    postcode: '80331',
    telephone: '+49 89 123456',
    country_code: 'DE',
    default_billing: true,
    default_shipping: true,
  }
  const { createCustomerAddress } = await ask<{ createCustomerAddress: { id: number } }>(
    'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
    { input: address },
  )
  const { customerCart } = await ask<{ customerCart: { id: string } }>('{ customerCart { id } }', {})
  const { addProductsToCart } = await ask<{ addProductsToCart: { user_errors: unknown[] } }>(
    'mutation ($cart: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cart, cartItems: $items) { user_errors { code message } } }',
    { cart: customerCart.id, items },
  )
  if (addProductsToCart.user_errors.length > 0) throw new Error(JSON.stringify(addProductsToCart.user_errors))
  const purchaseOrderNumber = unique('B')
  const message = 'Bitte zugeschnitten auf 1000 × 500 mm liefern.'
  const { cart } = await ask<{ cart: { items: CartLine[] } }>(
    `query ($cart: String!) { cart(cart_id: $cart) { items { product { sku } quantity prices { row_total { value } }
      ... on SimpleCartItem { cut_to_size { sheets cut_metres cut_charge cut_charge_per_sheet total } } } } }`,
    { cart: customerCart.id },
  )
  await ask(
    `mutation ($cart: String!, $id: Int!, $note: String, $po: String) {
      a: setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ customer_address_id: $id, customer_notes: $note }] }) { cart { id } }
      b: setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { customer_address_id: $id } }) { cart { id } }
      c: setShippingMethodsOnCart(input: { cart_id: $cart, shipping_methods: [{ carrier_code: "freight", method_code: "freight" }] }) { cart { id } }
      d: setPaymentMethodOnCart(input: { cart_id: $cart, payment_method: { code: "purchaseorder", purchase_order_number: $po } }) { cart { id } }
    }`,
    { cart: customerCart.id, id: createCustomerAddress.id, note: message, po: purchaseOrderNumber },
  )
  const { placeOrder } = await ask<{ placeOrder: { errors: unknown[]; orderV2: { number: string } } }>(
    `mutation ($cart: String!) {
      placeOrder(input: { cart_id: $cart, request_type: QUOTE, delivery_time: DAYS_3_5 }) { errors { code } orderV2 { number } }
    }`,
    { cart: customerCart.id },
  )
  if (placeOrder.errors.length > 0) throw new Error(JSON.stringify(placeOrder.errors))
  const { email, password } = buyer
  return {
    number: placeOrder.orderV2.number,
    email,
    password,
    cart: cart.items,
    company,
    vatId,
    purchaseOrderNumber,
    message,
  }
}

type Option = { uid: string; value?: { uid: string; sku: string }[] }

/**
 * The uids of a sheet's cut-to-size options in the store view: the cut list (an area option), the edge's value
 * (`sawn`, `milled`; only where the sheet may be milled) and the offcut's (`ship`, `keep`).
 */
export async function cutToSizeOptions(sku: string, store: Store) {
  const { products } = await graphql<{ products: { items: { options: Option[] }[] } }>(
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
      ... on CustomizableProductInterface { options { uid
        ... on CustomizableDropDownOption { value { uid sku } }
        ... on CustomizableRadioOption { value { uid sku } } } } } } }`,
    { sku },
    undefined,
    store,
  )
  const [cutList, edge, offcut] = products.items[0]?.options ?? []
  const value = (option: Option | undefined, choice: string) => option?.value?.find((v) => v.sku === choice)?.uid
  return {
    cutList: cutList?.uid ?? '',
    edge: (choice: string) => value(edge, choice) ?? '',
    offcut: (choice: string) => value(offcut, choice) ?? '',
  }
}

/** A new buyer's review of the sheet, 4 of 5 stars, waiting for approval; its nickname is unique. */
export async function writePendingReview(): Promise<{ nickname: string }> {
  const buyer = await signedInBuyer()
  const nickname = unique('Erika')
  const input = {
    sku: SKU,
    nickname,
    summary: 'Saubere Kanten',
    text: 'Gut verpackt und maßhaltig.',
    ratings: [{ id: btoa('1'), value_id: btoa('4') }],
  }
  await graphql(
    'mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { nickname } } }',
    { input },
    buyer.token,
  )
  return { nickname }
}

/**
 * A quote request the buyer has already concluded: the company's side set to `confirmed` straight through commerce's
 * admin REST (the offer, its acceptance and the confirmation are walked in documents.spec.ts and the shop's tests).
 */
export async function placeConfirmedRequest(facts: { vatId?: string; city?: string } = {}): Promise<PlacedRequest> {
  const placed = await placeQuoteRequest(facts)
  const answer = await fetch(`${commerceUrl}/rest/V1/integration/admin/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: LOCAL_STAFF_USER.username, password: LOCAL_STAFF_USER.password }),
  })
  const token = (await answer.json()) as string
  const moved = await fetch(`${commerceUrl}/rest/V1/orders/${Number(placed.number)}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      statusHistory: { comment: '', status: 'confirmed', is_customer_notified: 0, is_visible_on_front: 0 },
    }),
  })
  if (!moved.ok) throw new Error(`confirmed: ${moved.status} ${await moved.text()}`)
  return placed
}
