import { graphql } from '../commerce/graphql'
import { ProductCardFragment } from '../product/operations'

export const CustomerWishlistFragment = graphql(
  `
  fragment CustomerWishlist on Wishlist {
    id
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
      }
    }
  }
`,
  [ProductCardFragment],
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

export const AddProductsToWishlistMutation = graphql(
  `
  mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
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
