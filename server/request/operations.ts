import { CartFieldsFragment } from '../cart/operations'
import { graphql } from '../commerce/graphql'
import { PageInfoFragment } from '../commerce/operations'

/**
 * The account's default addresses, which a request is sent with unless the buyer chose other saved ones, and the ids
 * of its saved addresses (the numeric id, as in server/address/operations.ts: the cart takes `customer_address_id`).
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

/** Which document a request's figures come from, and its grand total. */
const RequestDocumentHeadFragment = graphql(`
  fragment RequestDocumentHead on OrderDocument {
    id
    type
    number
    version
    created_at
    expiration_date
    is_expired
    total {
      grand_total {
        value
        currency
      }
    }
  }
`)

/** A request in a list: its documents every version, newest first (the first one's figures are the current ones). */
const RequestSummaryFragment = graphql(
  `
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
    documents {
      ...RequestDocumentHead
    }
  }
`,
  [RequestDocumentHeadFragment],
)

export const RequestListQuery = graphql(
  `
  query RequestList($currentPage: Int!, $pageSize: Int!, $filter: CustomerOrdersFilterInput) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize, filter: $filter) {
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

/** The requests in the given statuses (those waiting for the buyer's answer), newest first. */
export const RequestsInStatusQuery = graphql(
  `
  query RequestsInStatus($statuses: [String]!, $pageSize: Int!) {
    customer {
      orders(filter: { status: { in: $statuses } }, pageSize: $pageSize) {
        items {
          ...RequestSummary
        }
      }
    }
  }
`,
  [RequestSummaryFragment],
)

const MoneyFragment = graphql(`
  fragment RequestMoney on Money {
    value
    currency
  }
`)

/** A document's lines, figures and texts: what the request's figures are once the company sent it. */
const RequestDocumentFragment = graphql(
  `
  fragment RequestDocument on OrderDocument {
    payment_terms
    opening_text
    closing_text
    items {
      product_sku
      product_name
      quantity
      unit
      original_price {
        ...RequestMoney
      }
      product_sale_price {
        ...RequestMoney
      }
      row_total {
        ...RequestMoney
      }
      discounts {
        label
        amount {
          ...RequestMoney
        }
      }
      delivery_date
      delivery_week
      order_item {
        quantity_ordered
      }
      cut_to_size {
        pieces {
          length
          width
          quantity
        }
        sheets
        cut_metres
        cut_total
        tolerance
      }
    }
    total {
      subtotal {
        ...RequestMoney
      }
      discounts {
        amount {
          ...RequestMoney
        }
      }
      total_shipping {
        ...RequestMoney
      }
      other_charges {
        label
        amount {
          ...RequestMoney
        }
      }
      total_tax {
        ...RequestMoney
      }
      taxes {
        rate
      }
      grand_total {
        ...RequestMoney
      }
    }
  }
`,
  [MoneyFragment],
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
            entered_options {
              value
            }
            selected_options {
              label
              value
            }
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
            creator_type
            author_name
          }
          revision_requested_at
          documents {
            ...RequestDocumentHead
            ...RequestDocument
          }
        }
      }
    }
  }
`,
  [RequestSummaryFragment, RequestAddressFragment, RequestDocumentHeadFragment, RequestDocumentFragment],
)

export const RespondToOrderMutation = graphql(`
  mutation RespondToRequest($orderId: ID!, $response: OrderResponse!, $documentId: ID, $comment: String) {
    respondToOrder(input: { order_id: $orderId, response: $response, document_id: $documentId, comment: $comment }) {
      errorV2 {
        code
        message
      }
    }
  }
`)

export const AddOrderCommentMutation = graphql(`
  mutation CommentOnRequest($orderId: ID!, $comment: String!) {
    addOrderComment(input: { order_id: $orderId, comment: $comment }) {
      errorV2 {
        code
        message
      }
    }
  }
`)

/** Magento's reorderItems: the order's lines back into the customer's cart, with their options. */
export const ReorderItemsMutation = graphql(
  `
  mutation ReorderRequest($number: String!) {
    reorderItems(orderNumber: $number) {
      cart {
        id
        ...CartFields
      }
      userInputErrors {
        code
        message
      }
    }
  }
`,
  [CartFieldsFragment],
)
