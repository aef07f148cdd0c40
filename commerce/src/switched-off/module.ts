import type { CommerceModule } from '../kernel/module'

/**
 * Features of Magento's schema this shop runs switched off, with the error Magento answers for each mutation in that
 * state (GraphQlInputException). The schema declares them so that any Magento client's documents validate; their
 * query fields answer null or an empty list (kernel/resolvers.ts), their mutations these messages.
 */
const WISHLIST_DISABLED = 'The wishlist configuration is currently disabled.'
const SEND_FRIEND_DISABLED = '"Email to a Friend" is disabled.'

export const switchedOffModule: CommerceModule = {
  switchedOff: {
    addProductsToWishlist: WISHLIST_DISABLED,
    removeProductsFromWishlist: WISHLIST_DISABLED,
    updateProductsInWishlist: WISHLIST_DISABLED,
    addWishlistItemsToCart: WISHLIST_DISABLED,
    sendEmailToFriend: SEND_FRIEND_DISABLED,
  },
  translations: {
    de_DE: {
      [WISHLIST_DISABLED]: 'Die Wunschliste ist in der Konfiguration derzeit deaktiviert.',
      [SEND_FRIEND_DISABLED]: '"E-Mail an einen Freund" ist deaktiviert.',
    },
  },
}
