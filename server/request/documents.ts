import { PageInfoFragment } from '../commerce/documents'
import { graphql } from '../commerce/graphql'

/**
 * The account's default addresses, which a request is sent with unless the buyer chose other saved ones, and the ids
 * of its saved addresses (the numeric id, as in server/address/documents.ts: the cart takes `customer_address_id`).
 */
export const DefaultAddressesQuery = graphql(`
  query RequestDefaultAddresses {
    customer {
      default_billing
      default_shipping
      addresses {
        id
      }
    }
  }
`)

/** Addresses, shipping method and payment of the cart, in Magento's checkout calls (run one after the other). */
export const CheckoutMutation = graphql(`
  mutation RequestCheckout(
    $cartId: String!
    $shippingAddressId: Int!
    $billingAddressId: Int!
    $message: String
    $carrier: String!
    $purchaseOrderNumber: String
  ) {
    setShippingAddressesOnCart(
      input: {
        cart_id: $cartId
        shipping_addresses: [{ customer_address_id: $shippingAddressId, customer_notes: $message }]
      }
    ) {
      cart {
        id
      }
    }
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { customer_address_id: $billingAddressId } }) {
      cart {
        id
      }
    }
    setShippingMethodsOnCart(
      input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $carrier }] }
    ) {
      cart {
        id
      }
    }
    setPaymentMethodOnCart(
      input: {
        cart_id: $cartId
        payment_method: { code: "purchaseorder", purchase_order_number: $purchaseOrderNumber }
      }
    ) {
      cart {
        id
      }
    }
  }
`)

export const PlaceRequestMutation = graphql(`
  mutation PlaceRequest($cartId: String!, $type: RequestType!, $deliveryTime: RequestDeliveryTime) {
    placeOrder(input: { cart_id: $cartId, request_type: $type, delivery_time: $deliveryTime }) {
      errors {
        code
        message
      }
      orderV2 {
        number
        request_type
      }
    }
  }
`)

/** The order a cart became (a retried or double-clicked submit finds it here). */
export const OrderOfCartQuery = graphql(`
  query RequestOfCart($cartId: String!) {
    customer {
      orders(filter: { cart_id: { eq: $cartId } }) {
        items {
          number
          request_type
        }
      }
    }
  }
`)

const RequestSummaryFragment = graphql(`
  fragment RequestSummary on CustomerOrder {
    number
    order_date
    request_type
    status
    total {
      grand_total {
        value
        currency
      }
    }
  }
`)

export const RequestListQuery = graphql(
  `
  query RequestList($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize) {
        total_count
        page_info {
          ...PageInfo
        }
        items {
          ...RequestSummary
        }
      }
    }
  }
`,
  [PageInfoFragment, RequestSummaryFragment],
)

const RequestAddressFragment = graphql(`
  fragment RequestAddress on OrderAddress {
    firstname
    lastname
    company
    street
    postcode
    city
    country_code
    telephone
  }
`)

export const RequestDetailQuery = graphql(
  `
  query RequestDetail($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }) {
        items {
          ...RequestSummary
          id
          delivery_time
          customer_note
          available_responses
          carrier_code
          items {
            product_sku
            product_name
            quantity_ordered
            product {
              packaging_unit
            }
            product_sale_price {
              value
              currency
            }
            prices {
              row_total {
                value
                currency
              }
            }
          }
          total {
            subtotal_excl_tax {
              value
              currency
            }
            total_shipping {
              value
              currency
            }
            total_tax {
              value
              currency
            }
          }
          shipping_address {
            ...RequestAddress
          }
          billing_address {
            ...RequestAddress
          }
          payment_methods {
            additional_data {
              name
              value
            }
          }
          comments {
            message
            timestamp
          }
        }
      }
    }
  }
`,
  [RequestSummaryFragment, RequestAddressFragment],
)

export const RespondToOrderMutation = graphql(`
  mutation RespondToRequest($orderId: ID!, $response: OrderResponse!) {
    respondToOrder(input: { order_id: $orderId, response: $response }) {
      errorV2 {
        code
        message
      }
    }
  }
`)
