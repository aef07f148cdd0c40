import { CutListFiguresFragment, CutListOptionFragment } from '../cart/operations'
import { graphql } from '../commerce/graphql'
import { ProductCardFragment } from '../product/operations'

/** A saved cut list: its options (uids to take it to the cart, labels to show) and the figures commerce computed. */
const WishlistCutListFragment = graphql(
  `
  fragment WishlistCutList on WishlistItemInterface {
    customizable_options {
      customizable_option_uid
      values {
        customizable_option_value_uid
        value
      }
      ...CutListOption
    }
    ... on SimpleWishlistItem {
      cut_to_size {
        ...CutListFigures
      }
    }
    ... on ConfigurableWishlistItem {
      cut_to_size {
        ...CutListFigures
      }
    }
  }
`,
  [CutListOptionFragment, CutListFiguresFragment],
)

export const CustomerWishlistFragment = graphql(
  `
  fragment CustomerWishlist on Wishlist {
    id
    name
    items_count
    items_v2(pageSize: 100) {
      items {
        id
        quantity
        product {
          ...ProductCard
        }
        ... on ConfigurableWishlistItem {
          configured_variant {
            sku
          }
        }
        ...WishlistCutList
      }
    }
  }
`,
  [ProductCardFragment, WishlistCutListFragment],
)

/** Spec §7: the wishlist is read from customer.wishlists (the first one). */
export const CustomerWishlistsQuery = graphql(
  `
  query CustomerWishlists {
    customer {
      wishlists {
        ...CustomerWishlist
      }
    }
  }
`,
  [CustomerWishlistFragment],
)

/** One of the customer's lists by its id (Magento's wishlist_v2; null when it is not theirs). */
export const CustomerWishlistQuery = graphql(
  `
  query CustomerWishlist($id: ID!) {
    customer {
      wishlist_v2(id: $id) {
        ...CustomerWishlist
      }
    }
  }
`,
  [CustomerWishlistFragment],
)

/** The customer's lists for the chooser, the default one first. */
export const CustomerWishlistSummariesQuery = graphql(`
  query CustomerWishlistSummaries {
    customer {
      wishlists(pageSize: 100) {
        id
        name
        items_count
      }
    }
  }
`)

/** Adobe Commerce's createWishlist: a further list, private to its buyer. */
export const CreateWishlistMutation = graphql(`
  mutation CreateWishlist($name: String!) {
    createWishlist(input: { name: $name, visibility: PRIVATE }) {
      wishlist {
        id
        name
        items_count
      }
    }
  }
`)

/** Adobe Commerce's updateWishlist: names a list (the default one too). */
export const RenameWishlistMutation = graphql(`
  mutation RenameWishlist($id: ID!, $name: String!) {
    updateWishlist(wishlistId: $id, name: $name) {
      uid
      name
    }
  }
`)

export const AddProductsToWishlistMutation = graphql(
  `
  mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      user_errors {
        code
        message
        cut_list_issues {
          row
          code
        }
      }
      wishlist {
        ...CustomerWishlist
      }
    }
  }
`,
  [CustomerWishlistFragment],
)

export const RemoveProductsFromWishlistMutation = graphql(
  `
  mutation RemoveProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      user_errors {
        code
        message
      }
      wishlist {
        ...CustomerWishlist
      }
    }
  }
`,
  [CustomerWishlistFragment],
)

export const AddWishlistItemsToCartMutation = graphql(
  `
  mutation AddWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {
      status
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistItemId
      }
      wishlist {
        ...CustomerWishlist
      }
    }
  }
`,
  [CustomerWishlistFragment],
)

export const UpdateProductsInWishlistMutation = graphql(
  `
  mutation UpdateProductsInWishlist($wishlistId: ID!, $items: [WishlistItemUpdateInput!]!) {
    updateProductsInWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      user_errors {
        code
        message
      }
      wishlist {
        ...CustomerWishlist
      }
    }
  }
`,
  [CustomerWishlistFragment],
)

/** One wishlist item to the cart, for "add all": only whether the cart took it (the cart is read afterwards). */
export const AddWishlistItemToCartMutation = graphql(`
  mutation AddWishlistItemToCart($cartId: String!, $item: CartItemInput!) {
    addProductsToCart(cartId: $cartId, cartItems: [$item]) {
      user_errors {
        code
        message
      }
    }
  }
`)

/** Adobe Commerce's deleteWishlist: a further list with its items (the default list stays). */
export const DeleteWishlistMutation = graphql(`
  mutation DeleteWishlist($id: ID!) {
    deleteWishlist(wishlistId: $id) {
      status
    }
  }
`)
