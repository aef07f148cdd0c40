import type { CommerceModule } from '../kernel/module'
import type { CartItemInput } from '../kernel/resolvers-types.generated'
import { addProducts } from './add-products'
import type { CartItemView, CartSource } from './cart-view'
import { newMaskedId } from './masked-id'
import { customerQuote } from './quote-repository'
import { quoteResolvers } from './resolvers'
import type { CartUserInputError } from './stock'
import { quoteTranslations } from './translations'

declare module '../kernel/context' {
  interface Loaders {
    /**
     * Adds items to the signed-in customer's active cart (created when there is none) by addProductsToCart's rules:
     * the problems of the items not added, as its user_errors.
     */
    addToCustomerCart: (
      customer: { customerId: number; groupId: number },
      items: CartItemInput[],
    ) => Promise<CartUserInputError[]>
  }
}

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
export const quoteModule: CommerceModule = {
  resolvers: quoteResolvers,
  translations: quoteTranslations,
  loaders: (ctx) => ({
    addToCustomerCart: async (customer, items) =>
      addProducts(ctx, await customerQuote(ctx.db, customer, ctx.store.store_id, newMaskedId()), items),
  }),
}
