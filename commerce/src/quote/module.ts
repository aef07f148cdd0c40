import type { CommerceModule } from '../kernel/module'
import type { CartItemView, CartSource } from './cart-view'
import { quoteResolvers } from './resolvers'
import type { CartUserInputError } from './stock'
import { quoteTranslations } from './translations'

declare module '../kernel/sources' {
  interface Sources {
    Cart: CartSource
    CartUserInputError: CartUserInputError
    CartItemInterface: CartItemView
    SimpleCartItem: CartItemView
    ConfigurableCartItem: CartItemView
  }
}

/** Carts (Magento's QuoteGraphQl): cart queries and mutations, coupons, prices with tax and discounts. */
export const quoteModule: CommerceModule = { resolvers: quoteResolvers, translations: quoteTranslations }
