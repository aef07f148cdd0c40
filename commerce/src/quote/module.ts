import type { CommerceModule } from '../kernel/module'
import type { CartItemView, CartSource } from './cart-view'
import { quoteResolvers } from './resolvers'

declare module '../kernel/sources' {
  interface Sources {
    Cart: CartSource
    CartItemInterface: CartItemView
    SimpleCartItem: CartItemView
    ConfigurableCartItem: CartItemView
  }
}

/** Carts (Magento's QuoteGraphQl): cart queries and mutations, coupons, prices with tax and discounts. */
export const quoteModule: CommerceModule = { resolvers: quoteResolvers }
