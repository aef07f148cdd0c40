import type { Context, Loaded, Loaders } from '../kernel/context'
import type { CommerceModule } from '../kernel/module'
import type { CartItemInput, EnteredOptionInput } from '../kernel/resolvers-types.generated'
import { addProducts } from './add-products'
import { getCartForUser } from './cart-access'
import { type CartItemView, type CartSource, type CartView, cartView, currencySymbol } from './cart-view'
import {
  type CutLineView,
  type CutLineWrite,
  type CutToSizeResult,
  cutLineFor,
  cutLineView,
  cutToSizeResult,
  type StoredOptions,
  storedAsInput,
} from './cut-to-size'
import { newMaskedId } from './masked-id'
import { currencyCode, taxCountry } from './quote-config'
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

type CutListProduct = { productId: number; stocked: Loaded<'products'> }
type CutListInput = { entered: readonly EnteredOptionInput[]; selected: readonly string[] }

declare module '../kernel/context' {
  interface Loaders {
    /**
     * A product's cut list checked as the cart checks it (cut-to-size.ts), for the wishlist, which keeps cut lists
     * as the cart does: the options to store, the problem of the list (with its rows), or null without a cut list.
     */
    cutListOptions: (product: CutListProduct, input: CutListInput) => Promise<CutLineWrite | CartUserInputError | null>
    /**
     * Stored options as a cart line with them shows them: Magento's customizable_options and the `cut_to_size`
     * figures, nested and priced at the group's price today; null when they hold no cut list that can be cut.
     */
    cutListView: (
      line: CutListProduct & { stored: StoredOptions; groupId: number },
    ) => Promise<{ customizableOptions: CutLineView['customizableOptions']; cutToSize: CutToSizeResult } | null>
    /** Stored options as addProductsToCart's `entered_options` and `selected_options`. */
    cutListInput: (
      productId: number,
      stored: StoredOptions,
    ) => Promise<{ entered: EnteredOptionInput[]; selected: string[] }>
  }
}

const cutListLoaders = (ctx: Context): Partial<Loaders> => ({
  cutListOptions: (product, input) => cutLineFor(ctx, product.productId, product.stocked, input),
  cutListView: async (line) => {
    const view = await cutLineView(ctx, { ...line, units: currencySymbol(currencyCode(ctx)) })
    return view && { customizableOptions: view.customizableOptions, cutToSize: cutToSizeResult(view) }
  },
  cutListInput: (productId, stored) => storedAsInput(ctx, productId, stored),
})

/** Carts (Magento's QuoteGraphQl): cart queries and mutations, coupons, prices with tax and discounts. */
export const quoteModule: CommerceModule = {
  resolvers: quoteResolvers,
  translations: quoteTranslations,
  loaders: (ctx) => ({
    ...cutListLoaders(ctx),
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
