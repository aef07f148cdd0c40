import { graphql } from '../commerce/graphql'
import {
  ProductCardFragment,
  ProductLinkFragment,
  ProductStockFragment,
  SelectedAttributeOptionsFragment,
} from '../product/operations'

/** What a cart line shows of its product and, for a configurable product, of the chosen variant. */
const CartLineProductFragment = graphql(
  `
  fragment CartLineProduct on ProductInterface {
    sku
    thumbnail {
      url
      label
    }
    pieces_per_pallet
    ...ProductStock
    ...SelectedAttributeOptions
    ... on PhysicalProductInterface {
      weight
    }
  }
`,
  [ProductStockFragment, SelectedAttributeOptionsFragment],
)

/**
 * A line cut to size: its customizable options (the cut list's text, the edge and offcut chosen, in the store view's
 * words) and the figures commerce computed (the shop's extension cut_to_size).
 */
export const CutListFiguresFragment = graphql(`
  fragment CutListFigures on CutToSizeResult {
    pieces {
      length
      width
      quantity
    }
    sheets
    sheet_price
    cut_metres
    cut_charge_per_sheet
    cut_charge
    total
    tolerance
    layout {
      x
      y
      length
      width
      rotated
      piece
    }
  }
`)

export const CutListOptionFragment = graphql(`
  fragment CutListOption on SelectedCustomizableOption {
    customizable_option_uid
    type
    values {
      customizable_option_value_uid
      label
    }
  }
`)

const CutListLineFragment = graphql(
  `
  fragment CutListLine on CartItemInterface {
    ... on SimpleCartItem {
      customizable_options {
        ...CutListOption
      }
      cut_to_size {
        ...CutListFigures
      }
    }
    ... on ConfigurableCartItem {
      customizable_options {
        ...CutListOption
      }
      cut_to_size {
        ...CutListFigures
      }
    }
  }
`,
  [CutListOptionFragment, CutListFiguresFragment],
)

/** What the cart sidebar and the cart page show: lines with product, options and prices, totals, coupon. */
export const CartFieldsFragment = graphql(
  `
  fragment CartFields on Cart {
    total_quantity
    applied_coupons {
      code
    }
    items {
      __typename
      uid
      quantity
      product {
        name
        ...ProductLink
        ...CartLineProduct
        packaging_unit
      }
      prices {
        price {
          value
          currency
        }
        row_total {
          value
        }
        row_total_including_tax {
          value
        }
        discounts {
          label
          amount {
            value
          }
        }
      }
      ...CutListLine
      ... on ConfigurableCartItem {
        configured_variant {
          ...CartLineProduct
        }
        configurable_options {
          option_label
          value_label
        }
      }
    }
    prices {
      subtotal_excluding_tax {
        value
        currency
      }
      subtotal_including_tax {
        value
      }
      discounts {
        label
        amount {
          value
        }
      }
      applied_taxes {
        label
        amount {
          value
        }
      }
      grand_total {
        value
      }
      grand_total_excluding_tax {
        value
      }
    }
  }
`,
  [ProductLinkFragment, CartLineProductFragment, CutListLineFragment],
)

export const CreateEmptyCartMutation = graphql(`
  mutation CreateEmptyCart($cartId: String) {
    createEmptyCart(input: { cart_id: $cartId })
  }
`)

/** The shop's extension: the customer group of the cart's customer, 0 for guests. Problems come in-band. */
export const CustomerGroupQuery = graphql(`
  query CartCustomerGroup($cartId: String!) {
    getCustomerGroupId(cart_id: $cartId) {
      groupId
      success
      message
    }
  }
`)

export const CartQuery = graphql(
  `
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
`,
  [CartFieldsFragment],
)

/** The signed-in customer's active cart (Magento's customerCart, created when they have none). */
export const CustomerCartIdQuery = graphql(`
  query CustomerCartId {
    customerCart {
      id
    }
  }
`)

export const MergeCartsMutation = graphql(`
  mutation MergeGuestCart($source: String!, $destination: String!) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      id
    }
  }
`)

/** Whether the cart behind an id is still usable, and whether it holds anything: the lifecycle's check. */
export const CartStateQuery = graphql(`
  query CartState($cartId: String!) {
    cart(cart_id: $cartId) {
      total_quantity
    }
  }
`)

/** The facts the add-to-cart rules need, read fresh (never from the edge cache): type and stock. */
export const AddToCartProductQuery = graphql(
  `
  query AddToCartProduct($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        __typename
        sku
        ...ProductStock
      }
    }
  }
`,
  [ProductStockFragment],
)

export const AddProductsToCartMutation = graphql(
  `
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      user_errors {
        code
        message
        ... on CartUserInputError {
          cut_list_issues {
            row
            code
          }
        }
      }
      cart {
        ...CartFields
      }
    }
  }
`,
  [CartFieldsFragment],
)

export const UpdateCartItemsMutation = graphql(
  `
  mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {
      errors {
        code
        message
      }
      cart {
        ...CartFields
      }
    }
  }
`,
  [CartFieldsFragment],
)

/** A cut line's new cut list, edge or offcut (Magento's customizable_options): commerce re-nests and re-prices it. */
export const UpdateCartItemCutListMutation = graphql(
  `
  mutation UpdateCartItemCutList($cartId: String!, $uid: ID!, $options: [CustomizableOptionInput!]!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, customizable_options: $options }] }) {
      errors {
        code
        message
        cut_list_issues {
          row
          code
        }
      }
      cart {
        ...CartFields
      }
    }
  }
`,
  [CartFieldsFragment],
)

export const RemoveItemFromCartMutation = graphql(
  `
  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
      cart {
        ...CartFields
      }
    }
  }
`,
  [CartFieldsFragment],
)

export const ApplyCouponToCartMutation = graphql(
  `
  mutation ApplyCouponToCart($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        ...CartFields
      }
    }
  }
`,
  [CartFieldsFragment],
)

export const RemoveCouponFromCartMutation = graphql(
  `
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartFields
      }
    }
  }
`,
  [CartFieldsFragment],
)

/** The products of order lines' item numbers (quick order, cart.addLines), read fresh: stock changes. */
/** A product as the quick order checks it: its card, and a configurable product's variants to choose from. */
export const QuickOrderProductFragment = graphql(
  `
  fragment QuickOrderProduct on ProductInterface {
    ...ProductCard
    ... on CustomizableProductInterface {
      options {
        __typename
      }
    }
    ... on ConfigurableProduct {
      choices: variants {
        product {
          ...ProductCard
        }
      }
    }
  }
`,
  [ProductCardFragment],
)

export const QuickOrderProductsQuery = graphql(
  `
  query QuickOrderProducts($skus: [String!], $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...QuickOrderProduct
      }
    }
  }
`,
  [QuickOrderProductFragment],
)

/**
 * The product that has a variant of this item number: Magento's product filter finds only products listed on their
 * own, a variant's number is found by the search (which indexes each configurable product's variant skus).
 */
export const QuickOrderVariantQuery = graphql(
  `
  query QuickOrderVariant($sku: String!) {
    products(search: $sku, pageSize: 5) {
      items {
        ...QuickOrderProduct
      }
    }
  }
`,
  [QuickOrderProductFragment],
)

/** Each line's sku and quantity: what cart.addLines compares with the cart the add answers. */
export const CartLineQuantitiesQuery = graphql(`
  query CartLineQuantities($cartId: String!) {
    cart(cart_id: $cartId) {
      items {
        quantity
        product {
          sku
        }
        ... on ConfigurableCartItem {
          configured_variant {
            sku
          }
        }
      }
    }
  }
`)
