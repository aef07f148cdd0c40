/**
 * The cart's GraphQL operations (Magento's QuoteGraphQl): cart, createEmptyCart, createGuestCart,
 * addProductsToCart, updateCartItems, removeItemFromCart, applyCouponToCart, removeCouponFromCart, mergeCarts, and
 * the shop's getCustomerGroupId; plus the fields of Cart and its items.
 */
import { valueUid } from '../catalog/product/configurable'
import type { Context } from '../graphql/context'
import {
  GraphQlAlreadyExistsException,
  GraphQlAuthorizationException,
  GraphQlException,
  GraphQlInputException,
} from '../graphql/errors'
import type { Resolvers } from '../graphql/resolvers'
import { addProducts, type CartItemInput } from './addProducts'
import { getCartForUser, required } from './cartAccess'
import { type CartItemView, type CartSource, cartView } from './cartView'
import { applyCoupon, removeCoupon } from './coupon'
import { MASKED_ID_LENGTH, newMaskedId } from './maskedId'
import { maxSaleQty } from './quoteConfig'
import { insertQuote, mergeQuotes } from './quoteRepository'
import { type CartItemUpdateInput, removeItem, updateItems } from './updateItems'

/** A new guest cart, with the caller's 32-character id if given (Magento's createEmptyCart / createGuestCart). */
async function createCart(ctx: Context, predefined: string | null | undefined): Promise<CartSource> {
  if (predefined != null && [...predefined].length !== MASKED_ID_LENGTH) {
    throw new GraphQlInputException('Cart ID length should to be 32 symbols.')
  }
  const quote = await insertQuote(ctx.db, predefined ?? newMaskedId(), ctx.store.store_id)
  if (!quote) throw new GraphQlAlreadyExistsException(`Cart with ID "${predefined}" already exists.`)
  return { quote }
}

const cartId = (value: string | null | undefined, name = 'cart_id', period = '') =>
  required(value, `Required parameter "${name}" is missing${period}`)

type CartInput<T = object> = { input?: ({ cart_id?: string | null } & T) | null }

const Query = {
  cart: async (_: unknown, args: { cart_id: string }, ctx: Context): Promise<CartSource> => ({
    quote: await getCartForUser(ctx, cartId(args.cart_id)),
  }),
  /** The shop's extension: the customer group of the cart (0 = NOT LOGGED IN for guest carts), errors in-band. */
  getCustomerGroupId: async (_: unknown, args: { cart_id: string }, ctx: Context) => {
    try {
      const quote = await getCartForUser(ctx, cartId(args.cart_id))
      return { groupId: quote.customer_group_id, success: true, message: null }
    } catch (error) {
      if (!(error instanceof GraphQlException)) throw error
      return { groupId: null, success: false, message: error.message }
    }
  },
}

const Mutation = {
  createEmptyCart: async (_: unknown, args: { input?: { cart_id?: string | null } | null }, ctx: Context) =>
    (await createCart(ctx, args.input?.cart_id)).quote.masked_id,
  createGuestCart: async (_: unknown, args: { input?: { cart_uid?: string | null } | null }, ctx: Context) => ({
    cart: await createCart(ctx, args.input?.cart_uid),
  }),
  addProductsToCart: async (_: unknown, args: { cartId: string; cartItems: CartItemInput[] }, ctx: Context) => {
    const id = cartId(args.cartId, 'cartId')
    if (args.cartItems.length === 0) throw new GraphQlInputException('Required parameter "cartItems" is missing')
    const quote = await getCartForUser(ctx, id)
    const user_errors = await addProducts(ctx, quote, args.cartItems)
    return { cart: { quote }, user_errors }
  },
  updateCartItems: async (
    _: unknown,
    args: CartInput<{ cart_items?: (CartItemUpdateInput | null)[] | null }>,
    ctx: Context,
  ) => {
    const id = cartId(args.input?.cart_id, 'cart_id', '.')
    const items = (args.input?.cart_items ?? []).filter((i): i is CartItemUpdateInput => i !== null)
    if (items.length === 0) throw new GraphQlInputException('Required parameter "cart_items" is missing.')
    const quote = await getCartForUser(ctx, id)
    const errors = await updateItems(ctx, quote, items)
    return { cart: { quote }, errors }
  },
  removeItemFromCart: async (_: unknown, args: CartInput<{ cart_item_uid?: string | null }>, ctx: Context) => {
    const quote = await getCartForUser(ctx, cartId(args.input?.cart_id, 'cart_id', '.'))
    await removeItem(ctx, quote, args.input?.cart_item_uid)
    return { cart: { quote } }
  },
  applyCouponToCart: async (_: unknown, args: CartInput<{ coupon_code?: string | null }>, ctx: Context) => {
    const id = cartId(args.input?.cart_id)
    const code = required(args.input?.coupon_code, 'Required parameter "coupon_code" is missing')
    await applyCoupon(ctx, await getCartForUser(ctx, id), code)
    return { cart: { quote: await getCartForUser(ctx, id) } }
  },
  removeCouponFromCart: async (_: unknown, args: CartInput, ctx: Context) => {
    const id = cartId(args.input?.cart_id)
    await removeCoupon(ctx, await getCartForUser(ctx, id))
    return { cart: { quote: await getCartForUser(ctx, id) } }
  },
  /**
   * Magento's MergeCarts: only for a customer; the source must be a guest cart, the destination the customer's.
   * Until customer tokens exist every caller is a guest and gets the authorization error.
   */
  mergeCarts: async (
    _: unknown,
    args: { source_cart_id: string; destination_cart_id?: string | null },
    ctx: Context,
  ): Promise<CartSource> => {
    const sourceId = cartId(args.source_cart_id, 'source_cart_id')
    if (!ctx.customer) throw new GraphQlAuthorizationException("The current customer isn't authorized.")
    const destinationId = cartId(args.destination_cart_id, 'destination_cart_id')
    const source = await getCartForUser(ctx, sourceId, null)
    const destination = await getCartForUser(ctx, destinationId)
    await mergeQuotes(ctx.db, source.entity_id, destination.entity_id, maxSaleQty(ctx))
    return { quote: await getCartForUser(ctx, destinationId) }
  },
}

const Cart = {
  id: (cart: CartSource) => cart.quote.masked_id,
  is_virtual: () => false,
  items: async (cart: CartSource, _a: unknown, ctx: Context) => (await cartView(ctx, cart)).items,
  total_quantity: async (cart: CartSource, _a: unknown, ctx: Context) => (await cartView(ctx, cart)).total_quantity,
  prices: async (cart: CartSource, _a: unknown, ctx: Context) => (await cartView(ctx, cart)).prices,
  applied_coupons: async (cart: CartSource, _a: unknown, ctx: Context) => (await cartView(ctx, cart)).applied_coupons,
  shipping_addresses: () => [],
  available_payment_methods: () => [],
}

/** The chosen value of each option of the configurable product, labelled in the store view. */
async function configurableOptions(item: CartItemView, _a: unknown, ctx: Context) {
  const [structure, attributes] = await Promise.all([ctx.configurables.load(item.product.entity_id), ctx.attributes()])
  const variant = item.configured_variant as unknown as Record<string, number | null>
  return (structure?.attribute_ids ?? []).flatMap((attributeId) => {
    const attribute = attributes.byId.get(attributeId)
    const optionId = attribute ? variant[attribute.attribute_code] : null
    if (!attribute || optionId == null) return []
    return [
      {
        configurable_product_option_uid: btoa(`configurable/${item.product.entity_id}/${attributeId}`),
        option_label: attribute.label,
        configurable_product_option_value_uid: valueUid(attributeId, optionId),
        value_label: attributes.option(optionId)?.label ?? '',
      },
    ]
  })
}

export const quoteResolvers: Resolvers = {
  Query,
  Mutation,
  Cart,
  ConfigurableCartItem: { configurable_options: configurableOptions },
}
