/**
 * Magento's checkout calls on a cart (QuoteGraphQl): setShippingAddressesOnCart, setBillingAddressOnCart,
 * setShippingMethodsOnCart, setPaymentMethodOnCart; and the cart's addresses, shipping and payment methods.
 */
import type { Context } from '../kernel/context'
import { GraphQlInputException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type {
  BillingCartAddressResolvers,
  CartResolvers,
  MutationResolvers,
  Resolvers,
  ShippingCartAddressResolvers,
} from '../kernel/resolvers-types.generated'
import { findShippingMethod, methodKey, type ShippingMethod, shippingMethods } from './carriers'
import { addressFromChoice, cartAddressFields } from './cart-address'
import {
  type CartAddressRecord,
  loadCheckout,
  saveAddress,
  savePayment,
  saveShippingMethod,
} from './checkout-repository'
import { findPaymentMethod, paymentMethods } from './payment-methods'

type CartSource = Parameters<Context['loaders']['cartView']>[0]

/** What ShippingCartAddress and BillingCartAddress resolve from. */
export type CartAddressSource = Awaited<ReturnType<typeof cartAddressFields>> & {
  record: CartAddressRecord
  cart: CartSource
}

const addressSource = async (
  ctx: Context,
  cart: CartSource,
  record: CartAddressRecord,
): Promise<CartAddressSource> => ({
  ...(await cartAddressFields(ctx, record)),
  record,
  cart,
})

const requiredInput = <T>(value: T | null | undefined, name: string): T => {
  if (value == null || (typeof value === 'string' && value === '')) {
    throw new GraphQlInputException(__('Required parameter "%1" is missing', name))
  }
  return value
}

/** The cart of a checkout mutation, as Magento's GetCartForUser checks it. */
const cartOf = async (ctx: Context, cartId: string | null | undefined): Promise<CartSource> => ({
  quote: await ctx.loaders.cart(requiredInput(cartId, 'cart_id')),
})

const Mutation: MutationResolvers = {
  setShippingAddressesOnCart: async (_, { input }, ctx) => {
    const addresses = (input?.shipping_addresses ?? []).filter((a) => a !== null)
    const cart = await cartOf(ctx, input?.cart_id)
    const [choice, ...more] = addresses
    if (!choice) throw new GraphQlInputException(__('Required parameter "%1" is missing', 'shipping_addresses'))
    if (more.length > 0) throw new GraphQlInputException('You cannot specify multiple shipping addresses.')
    const values = await addressFromChoice(ctx, choice, 'shipping')
    await saveAddress(ctx.db, cart.quote.entity_id, 'shipping', { ...values, customer_notes: choice.customer_notes })
    return { cart }
  },
  /** `same_as_shipping` (or the deprecated `use_for_shipping`) makes the billing address the shipping address too. */
  setBillingAddressOnCart: async (_, { input }, ctx) => {
    const cart = await cartOf(ctx, input?.cart_id)
    const choice = requiredInput(input?.billing_address, 'billing_address')
    const values = await addressFromChoice(ctx, choice, 'billing')
    await saveAddress(ctx.db, cart.quote.entity_id, 'billing', values)
    if (choice.same_as_shipping || choice.use_for_shipping) {
      const { shipping } = await loadCheckout(ctx.db, cart.quote.entity_id)
      await saveAddress(ctx.db, cart.quote.entity_id, 'shipping', {
        ...values,
        same_as_billing: 1,
        customer_notes: shipping?.customer_notes ?? null,
      })
    }
    return { cart }
  },
  setShippingMethodsOnCart: async (_, { input }, ctx) => {
    const cart = await cartOf(ctx, input?.cart_id)
    const [method, ...more] = (input?.shipping_methods ?? []).filter((m) => m !== null)
    if (!method) throw new GraphQlInputException(__('Required parameter "%1" is missing', 'shipping_methods'))
    if (more.length > 0) throw new GraphQlInputException('You cannot specify multiple shipping methods.')
    const { shipping } = await loadCheckout(ctx.db, cart.quote.entity_id)
    if (!shipping) throw new GraphQlInputException('The shipping address is missing. Set the address and try again.')
    const found = findShippingMethod(ctx, methodKey(method))
    if (!found) {
      throw new GraphQlInputException(
        __('Carrier with such method not found: %1, %2', method.carrier_code, method.method_code),
      )
    }
    await saveShippingMethod(ctx.db, shipping.address_id, methodKey(found))
    return { cart }
  },
  setPaymentMethodOnCart: async (_, { input }, ctx) => {
    const cart = await cartOf(ctx, input?.cart_id)
    const code = input?.payment_method?.code
    if (!code)
      throw new GraphQlInputException(__('Required parameter "%1" for "%2" is missing.', 'code', 'payment_method'))
    if (!findPaymentMethod(ctx, code)) throw new GraphQlInputException('The requested Payment Method is not available.')
    const number = input.payment_method.purchase_order_number?.trim() || null
    await savePayment(ctx.db, { quote_id: cart.quote.entity_id, method: code, po_number: number })
    return { cart }
  },
}

const Cart: CartResolvers = {
  shipping_addresses: async (cart, _a, ctx) => {
    const { shipping } = await ctx.loaders.checkout(cart.quote.entity_id)
    return shipping ? [await addressSource(ctx, cart, shipping)] : []
  },
  billing_address: async (cart, _a, ctx) => {
    const { billing } = await ctx.loaders.checkout(cart.quote.entity_id)
    return billing ? addressSource(ctx, cart, billing) : null
  },
  available_payment_methods: (_cart, _a, ctx) => paymentMethods(ctx),
  /** Magento answers empty code and title until a method is chosen. */
  selected_payment_method: async (cart, _a, ctx) => {
    const { payment } = await ctx.loaders.checkout(cart.quote.entity_id)
    const method = payment && findPaymentMethod(ctx, payment.method)
    return method
      ? { code: method.code, title: method.title, purchase_order_number: payment.po_number }
      : { code: '', title: '', purchase_order_number: null }
  },
}

/** A chosen method's price: the carriers charge nothing here, so excluding and including tax are the amount. */
const priced = (method: ShippingMethod) => ({
  ...method,
  price_excl_tax: method.amount,
  price_incl_tax: method.amount,
})

const ShippingCartAddress: ShippingCartAddressResolvers = {
  available_shipping_methods: (_a, _args, ctx) =>
    shippingMethods(ctx).map((m) => ({ ...priced(m), available: true, error_message: null })),
  selected_shipping_method: (address, _args, ctx) => {
    const method = findShippingMethod(ctx, address.record.shipping_method)
    return method ? priced(method) : null
  },
  cart_items_v2: async (address, _args, ctx) => (await ctx.loaders.cartView(address.cart)).items,
  customer_notes: (address) => address.record.customer_notes,
  same_as_billing: (address) => address.record.same_as_billing === 1,
}

const BillingCartAddress: BillingCartAddressResolvers = {
  customer_notes: () => null,
}

export const checkoutResolvers: Resolvers = { Mutation, Cart, ShippingCartAddress, BillingCartAddress }
