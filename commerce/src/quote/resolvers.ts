/**
 * The cart's GraphQL operations (Magento's QuoteGraphQl): cart, createEmptyCart, createGuestCart,
 * addProductsToCart, updateCartItems, removeItemFromCart, applyCouponToCart, removeCouponFromCart, mergeCarts, and
 * the shop's getCustomerGroupId; plus the fields of Cart and its items.
 */
import type { Context } from '../kernel/context'
import {
  GraphQlAlreadyExistsException,
  GraphQlAuthorizationException,
  GraphQlException,
  GraphQlInputException,
} from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type {
  CartResolvers,
  ConfigurableCartItemResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../kernel/resolvers-types.generated'
import { configurableOptionUid, configurableValueUid, encodeUid } from '../kernel/uid'
import { addProducts, addProductsOrThrow } from './add-products'
import { getCartForUser, required } from './cart-access'
import { cartItemsPage } from './cart-items-page'
import { type CartSource, cartView } from './cart-view'
import { applyCoupon, removeCoupon } from './coupon'
import { MASKED_ID_LENGTH, newMaskedId } from './masked-id'
import { stockLimits } from './quote-config'
import { customerQuote, insertQuote, mergeQuotes } from './quote-repository'
import { type CartItemUpdateInput, removeItem, updateItems } from './update-items'

/** A new guest cart, with the caller's 32-character id if given (Magento's createEmptyCart / createGuestCart). */
async function createCart(ctx: Context, predefined: string | null | undefined): Promise<CartSource> {
  if (predefined != null && [...predefined].length !== MASKED_ID_LENGTH) {
    throw new GraphQlInputException('Cart ID length should to be 32 symbols.')
  }
  const quote = await insertQuote(ctx.db, predefined ?? newMaskedId(), ctx.store.store_id)
  if (!quote) throw new GraphQlAlreadyExistsException(__('Cart with ID "%1" already exists.', String(predefined)))
  return { quote }
}

/** The signed-in customer's active cart; guests get `message` (graphql-authorization). */
async function customerCart(ctx: Context, message: string): Promise<CartSource> {
  if (!ctx.customer) throw new GraphQlAuthorizationException(message)
  return { quote: await customerQuote(ctx.db, ctx.customer, ctx.store.store_id, newMaskedId()) }
}

const cartId = (value: string | null | undefined, name = 'cart_id', period = '') =>
  required(value, __(`Required parameter "%1" is missing${period}`, name))

/** The cart_items of a legacy add mutation; Magento requires at least one. */
function legacyItems<T>(items: readonly (T | null)[] | null | undefined): T[] {
  const given = (items ?? []).filter((i): i is T => i !== null)
  if (given.length === 0) throw new GraphQlInputException(__('Required parameter "%1" is missing', 'cart_items'))
  return given
}

/** Magento's customer groups: 0 NOT LOGGED IN (guests), 1 General (what a new account gets). */
const NOT_LOGGED_IN = 0

const Query: QueryResolvers = {
  cart: async (_, args, ctx) => ({
    quote: await getCartForUser(ctx, cartId(args.cart_id)),
  }),
  /** The customer group of the request (Magento 2.4.9): the customer's, NOT LOGGED IN for a guest. */
  customerGroup: (_, _a, ctx) => ({ uid: encodeUid(ctx.customer?.groupId ?? NOT_LOGGED_IN) }),
  customerCart: (_, _args, ctx) => customerCart(ctx, 'The request is allowed for logged in customer'),
  /** The shop's extension: the customer group of the cart (0 = NOT LOGGED IN for guest carts), errors in-band. */
  getCustomerGroupId: async (_, args, ctx) => {
    try {
      const quote = await getCartForUser(ctx, cartId(args.cart_id))
      return { groupId: quote.customer_group_id, success: true, message: null }
    } catch (error) {
      if (!(error instanceof GraphQlException)) throw error
      return { groupId: null, success: false, message: ctx.translate(error.phrase) }
    }
  },
}

const Mutation: MutationResolvers = {
  /** For a customer Magento's CreateEmptyCartForCustomer: the customer's active cart. */
  createEmptyCart: async (_, args, ctx) =>
    (ctx.customer ? await customerCart(ctx, '') : await createCart(ctx, args.input?.cart_id)).quote.masked_id,
  createGuestCart: async (_, args, ctx) => {
    if (ctx.customer) throw new GraphQlAlreadyExistsException('Use `Query.customerCart` for logged in customer.')
    return { cart: await createCart(ctx, args.input?.cart_uid) }
  },
  addProductsToCart: async (_, args, ctx) => {
    const id = cartId(args.cartId, 'cartId')
    if (args.cartItems.length === 0)
      throw new GraphQlInputException(__('Required parameter "%1" is missing', 'cartItems'))
    const { quote, errors, lines } = await addProducts(ctx, id, args.cartItems)
    return { cart: { quote, lines }, user_errors: errors }
  },
  addSimpleProductsToCart: async (_, args, ctx) => {
    const quote = await getCartForUser(ctx, cartId(args.input?.cart_id))
    const items = legacyItems(args.input?.cart_items).map((i) => i.data)
    await addProductsOrThrow(ctx, quote, items)
    return { cart: { quote } }
  },
  /** Legacy: `parent_sku` names the configurable product, `data.sku` its variant. */
  addConfigurableProductsToCart: async (_, args, ctx) => {
    const quote = await getCartForUser(ctx, cartId(args.input?.cart_id))
    const items = legacyItems(args.input?.cart_items).map((i) => ({
      ...i.data,
      parent_sku: i.parent_sku ?? i.data.parent_sku,
    }))
    await addProductsOrThrow(ctx, quote, items)
    return { cart: { quote } }
  },
  updateCartItems: async (_, args, ctx) => {
    const id = cartId(args.input?.cart_id, 'cart_id', '.')
    const items = (args.input?.cart_items ?? []).filter((i): i is CartItemUpdateInput => i !== null)
    if (items.length === 0) throw new GraphQlInputException(__('Required parameter "%1" is missing.', 'cart_items'))
    const quote = await getCartForUser(ctx, id)
    const errors = await updateItems(ctx, quote, items)
    return { cart: { quote }, errors }
  },
  removeItemFromCart: async (_, args, ctx) => {
    const quote = await getCartForUser(ctx, cartId(args.input?.cart_id, 'cart_id', '.'))
    await removeItem(ctx, quote, args.input?.cart_item_uid)
    return { cart: { quote } }
  },
  applyCouponToCart: async (_, args, ctx) => {
    const id = cartId(args.input?.cart_id)
    const code = required(args.input?.coupon_code, __('Required parameter "%1" is missing', 'coupon_code'))
    await applyCoupon(ctx, await getCartForUser(ctx, id), code)
    return { cart: { quote: await getCartForUser(ctx, id) } }
  },
  removeCouponFromCart: async (_, args, ctx) => {
    const id = cartId(args.input?.cart_id)
    await removeCoupon(ctx, await getCartForUser(ctx, id))
    return { cart: { quote: await getCartForUser(ctx, id) } }
  },
  /**
   * Magento's MergeCarts: only for a customer; the source must be a guest cart, the destination the customer's
   * (without `destination_cart_id` the customer's active cart, as Magento 2.4.4+).
   */
  mergeCarts: async (_, args, ctx) => {
    const sourceId = cartId(args.source_cart_id, 'source_cart_id')
    if (!ctx.customer) throw new GraphQlAuthorizationException("The current customer isn't authorized.")
    const destinationId =
      args.destination_cart_id || (await customerCart(ctx, "The current customer isn't authorized.")).quote.masked_id
    const source = await getCartForUser(ctx, sourceId, null)
    const destination = await getCartForUser(ctx, destinationId)
    await mergeQuotes(ctx.db, source.entity_id, destination.entity_id, stockLimits(ctx))
    return { quote: await getCartForUser(ctx, destinationId) }
  },
}

const Cart: CartResolvers = {
  id: (cart) => cart.quote.masked_id,
  is_virtual: () => false,
  items: async (cart, _a, ctx) => (await cartView(ctx, cart)).items,
  itemsV2: async (cart, args, ctx) => cartItemsPage((await cartView(ctx, cart)).items, args),
  total_quantity: async (cart, _a, ctx) => (await cartView(ctx, cart)).total_quantity,
  prices: async (cart, _a, ctx) => (await cartView(ctx, cart)).prices,
  applied_coupons: async (cart, _a, ctx) => (await cartView(ctx, cart)).applied_coupons,
}

/** The chosen value of each option of the configurable product, labelled in the store view. */
const configurableOptions: ConfigurableCartItemResolvers['configurable_options'] = async (item, _a, ctx) => {
  const [structure, attributes] = await Promise.all([
    ctx.loaders.configurables.load(item.product.entity_id),
    ctx.loaders.attributes(),
  ])
  const variant = item.configured_variant as unknown as Record<string, number | null>
  return (structure?.attribute_ids ?? []).flatMap((attributeId) => {
    const attribute = attributes.byId.get(attributeId)
    const optionId = attribute ? variant[attribute.attribute_code] : null
    if (!attribute || optionId == null) return []
    return [
      {
        id: attributeId,
        value_id: optionId,
        configurable_product_option_uid: configurableOptionUid(item.product.entity_id, attributeId),
        option_label: attribute.label,
        configurable_product_option_value_uid: configurableValueUid(attributeId, optionId),
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
