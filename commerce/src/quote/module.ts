import type { CommerceModule } from '../kernel/module'
import type { CartItemInput } from '../kernel/resolvers-types.generated'
import { addProducts } from './add-products'
import { getCartForUser } from './cart-access'
import { type CartItemView, type CartSource, type CartView, cartView } from './cart-view'
import { newMaskedId } from './masked-id'
import { taxCountry } from './quote-config'
import {
  customerQuote,
  deactivateQuote,
  findQuote,
  isQuoteChangedFailure,
  type QuoteRecord,
  quoteContents,
} from './quote-repository'
import { quoteResolvers } from './resolvers'
import { findTaxRate, type TaxRate } from './sales-rule'
import type { CartUserInputError } from './stock'
import { quoteTranslations } from './translations'

declare module '../kernel/context' {
  interface Loaders {
    /**
     * Adds items to the signed-in customer's active cart (created when there is none) by addProductsToCart's rules:
     * the cart, and the problems of the items not added, as its user_errors.
     */
    addToCustomerCart: (
      customer: { customerId: number; groupId: number },
      items: CartItemInput[],
    ) => Promise<{ cart: CartSource; errors: CartUserInputError[] }>
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

declare module '../kernel/context' {
  interface Loaders {
    /** The rate of the store's own country (`tax/defaults/country`) with its store-view label. */
    storeTaxRate: () => Promise<TaxRate | null>
    /** The active cart behind a masked id if the request's customer may use it, else Magento's errors. */
    cart: (maskedId: string) => Promise<QuoteRecord>
    /** What the cart shows (lines, prices), as `Cart` answers it. */
    cartView: (source: CartSource) => Promise<CartView>
    /** The id of the cart behind a masked id, active or not (an order names the cart it was placed from). */
    cartIdOf: (maskedId: string) => Promise<number | null>
    /** The cart's lines and coupon as a placement reads them, to find them unchanged when it writes. */
    cartContents: (quoteId: number) => Promise<string>
    /**
     * The statement that deactivates a placed cart, for the one D1 batch that stores its order; it fails the batch
     * when the cart's contents are no longer `contents`, a failure `changedMeanwhile` recognises.
     */
    deactivateCart: (
      quoteId: number,
      contents: string,
    ) => { statement: D1PreparedStatement; changedMeanwhile: (error: unknown) => boolean }
  }
}

/** Carts (Magento's QuoteGraphQl): cart queries and mutations, coupons, prices with tax and discounts. */
export const quoteModule: CommerceModule = {
  resolvers: quoteResolvers,
  translations: quoteTranslations,
  loaders: (ctx) => ({
    storeTaxRate: () => findTaxRate(ctx.db, taxCountry(ctx), ctx.store.store_id),
    cart: (maskedId) => getCartForUser(ctx, maskedId),
    cartView: (source) => cartView(ctx, source),
    cartIdOf: async (maskedId) => (await findQuote(ctx.db, maskedId))?.entity_id ?? null,
    cartContents: (quoteId) => quoteContents(ctx.db, quoteId),
    deactivateCart: (quoteId, contents) => ({
      statement: deactivateQuote(ctx.db, quoteId, contents),
      changedMeanwhile: isQuoteChangedFailure,
    }),
    addToCustomerCart: async (customer, items) => {
      const { quote, errors } = await addProducts(
        ctx,
        customerQuote(ctx.db, customer, ctx.store.store_id, newMaskedId()),
        items,
      )
      return { cart: { quote }, errors }
    },
  }),
}
