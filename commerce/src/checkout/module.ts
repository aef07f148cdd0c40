import type { CommerceModule } from '../kernel/module'
import { findShippingMethod, type ShippingMethod } from './carriers'
import { type CheckoutRecord, loadCheckout } from './checkout-repository'
import { findPaymentMethod, type PaymentMethod } from './payment-methods'
import { type CartAddressSource, checkoutResolvers } from './resolvers'
import { checkoutTranslations } from './translations'

/** A cart's checkout choices with the chosen methods described in the store view. */
export type CheckoutView = CheckoutRecord & {
  shippingMethod: ShippingMethod | undefined
  paymentMethod: PaymentMethod | undefined
}

declare module '../kernel/context' {
  interface Loaders {
    /** The cart's addresses, shipping and payment method (read on every call: mutations change them). */
    checkout: (quoteId: number) => Promise<CheckoutView>
  }
}

declare module '../kernel/sources' {
  interface Sources {
    ShippingCartAddress: CartAddressSource
    BillingCartAddress: CartAddressSource
  }
}

/** The checkout of a cart (Magento's QuoteGraphQl checkout calls, OfflineShipping, OfflinePayments). */
export const checkoutModule: CommerceModule = {
  resolvers: checkoutResolvers,
  translations: checkoutTranslations,
  loaders: (ctx) => ({
    checkout: async (quoteId) => {
      const record = await loadCheckout(ctx.db, quoteId)
      return {
        ...record,
        shippingMethod: findShippingMethod(ctx, record.shipping?.shipping_method ?? null),
        paymentMethod: record.payment ? findPaymentMethod(ctx, record.payment.method) : undefined,
      }
    },
  }),
}
