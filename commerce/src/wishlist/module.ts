import type { CommerceModule } from '../kernel/module'
import { wishlistResolvers } from './resolvers'
import { wishlistTranslations } from './translations'
import type { WishListUserInputError } from './wishlist-items'
import type { WishlistItemView, WishlistSource } from './wishlist-view'

declare module '../kernel/sources' {
  interface Sources {
    Wishlist: WishlistSource
    WishlistOutput: WishlistSource
    WishlistItemInterface: WishlistItemView
    SimpleWishlistItem: WishlistItemView
    ConfigurableWishlistItem: WishlistItemView
    WishListUserInputError: WishListUserInputError
  }
}

/** The customer's wishlist (Magento's Wishlist and WishlistGraphQl), with moving its items to the cart. */
export const wishlistModule: CommerceModule = { resolvers: wishlistResolvers, translations: wishlistTranslations }
