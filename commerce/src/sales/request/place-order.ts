/**
 * placeOrder (Magento's QuoteGraphQl PlaceOrder): the customer's cart with its addresses, shipping and payment method
 * becomes an order — a quote or an order request — stored in one batch with the cart's deactivation, so a cart is
 * placed exactly once; a second placement answers CART_NOT_ACTIVE. The order is the cart as it is when stored: a line
 * or coupon changed while the order was built from the cart (another tab, a parallel call) builds it again. Problems come in `errors` with Magento's codes
 * (ErrorMapper); only an authorization problem is a GraphQL error. The request is mailed to the customer and to
 * the company's sales inbox.
 */

import { initialStatus } from '../../../../rules/request-workflow'
import type { Context } from '../../kernel/context'
import { GraphQlAuthorizationException, GraphQlException, GraphQlInputException } from '../../kernel/errors'
import { __, type Phrase } from '../../kernel/phrase'
import type { PlaceOrderErrorCodes, PlaceOrderInput } from '../../kernel/resolvers-types.generated'
import { sendRequestMails } from '../mails'
import { storedOptions } from './item-options'
import { findOrderByQuote, insertOrder, type OrderRecord, type PlacedOrder } from './order-repository'

type Quote = Awaited<ReturnType<Context['loaders']['cart']>>
type PlaceOrderError = { code: PlaceOrderErrorCodes; message: Phrase }
export type PlaceOrderResult = { order: OrderRecord } | { error: PlaceOrderError }

/** Magento's ErrorMapper::MESSAGE_CODES: the code is derived from the message. */
const MESSAGE_CODES: [string, PlaceOrderErrorCodes][] = [
  ['Could not find a cart with ID', 'CART_NOT_FOUND'],
  ["The cart isn't active", 'CART_NOT_ACTIVE'],
  ['Guest email for cart is missing', 'GUEST_EMAIL_MISSING'],
  ['A server error stopped your order from being placed', 'UNABLE_TO_PLACE_ORDER'],
  ["Some addresses can't be used due to the configurations for specific countries", 'UNABLE_TO_PLACE_ORDER'],
  ['The shipping method is missing', 'UNABLE_TO_PLACE_ORDER'],
  ['Please check the billing address information', 'UNABLE_TO_PLACE_ORDER'],
  ['Enter a valid payment method and try again', 'UNABLE_TO_PLACE_ORDER'],
  ['Some of the products are out of stock', 'UNABLE_TO_PLACE_ORDER'],
]

function failure(message: Phrase): PlaceOrderError {
  const english = message.render()
  return { code: MESSAGE_CODES.find(([text]) => english.includes(text))?.[1] ?? 'UNDEFINED', message }
}

/** How often a placement builds the order again when the cart's lines changed while it built it. */
const PLACEMENT_ATTEMPTS = 3

const toCents = (value: number) => Math.round(value * 100)

type CartView = Awaited<ReturnType<Context['loaders']['cartView']>>
type CartAddress = NonNullable<Awaited<ReturnType<Context['loaders']['checkout']>>['shipping']>

/** A cart address as the order keeps it. */
function orderAddress({
  address_id: _a,
  quote_id: _q,
  same_as_billing: _s,
  customer_notes: _n,
  shipping_method: _m,
  ...values
}: CartAddress) {
  return values
}

type CartItem = CartView['items'][number]

/**
 * A line's custom options as the order keeps them (Magento's `product_options.options`: the text entered, or the
 * chosen value's title and option_type_id), and for a cut list what it was nested and priced by with the cart's
 * figures, so every later step reads the same pieces and amounts.
 */
function itemOptionsOf(ctx: Context, i: CartItem): string | null {
  const options = i.customizable_options.flatMap((option) =>
    option.values.map((value) => {
      const chosen = option.type !== 'area' && option.type !== 'field'
      const shown = chosen ? value.label : value.value
      return {
        label: option.label,
        value: shown,
        print_value: shown,
        option_id: String(option.id),
        option_type: option.type,
        option_value: value.value,
      }
    }),
  )
  const cut = i.cut_to_size
  const stocked = i.configured_variant ?? i.product
  const cutToSize = cut && {
    pieces: cut.pieces,
    edge: cut.edge === 'MILLED' ? ('milled' as const) : ('sawn' as const),
    offcut: cut.offcut === 'KEEP' ? ('keep' as const) : ('ship' as const),
    sheet: { length: stocked.length ?? 0, width: stocked.width ?? 0, thickness: stocked.strength ?? 0 },
    settings: ctx.loaders.cutToSizeSettings(),
    tolerance: cut.tolerance,
    charge_per_metre: cut.charge_per_metre,
    sheets: cut.sheets,
    sheet_price: cut.sheet_price,
    cut_metres: cut.cut_metres,
    cut_charge_per_sheet: cut.cut_charge_per_sheet,
    cut_charge: cut.cut_charge,
    total: cut.total,
    layout: cut.layout,
  }
  return storedOptions({ options, attributes_info: [], cut_to_size: cutToSize })
}

/** The lines as ordered: the product (the variant's sku and weight), quantity, options and prices. */
const orderItems = (ctx: Context, view: CartView): PlacedOrder['items'] =>
  view.items.map((i) => {
    const stocked = i.configured_variant ?? i.product
    return {
      product_id: i.product.entity_id,
      product_type: i.product.type_id,
      sku: stocked.sku,
      name: i.product.name ?? stocked.sku,
      url_key: i.product.url_key,
      product_options: itemOptionsOf(ctx, i),
      qty_ordered: i.quantity,
      qty_backordered: i.qty_backordered,
      weight: stocked.weight,
      price: i.prices.price.value,
      original_price: i.prices.original_item_price.value,
      price_incl_tax: i.prices.price_including_tax.value,
      row_total: i.prices.row_total.value,
      row_total_incl_tax: i.prices.row_total_including_tax.value,
      discount_amount: i.prices.total_item_discount.value,
    }
  })

/** The totals of the cart's prices, with the shipping amount and the lines' weight in kg. */
function orderTotals(view: CartView, shippingAmount: number) {
  const { prices } = view
  const tax = prices.applied_taxes[0]
  const discount = prices.discounts?.[0]
  const kg = view.items.reduce((sum, i) => sum + ((i.configured_variant ?? i.product).weight ?? 0) * i.quantity, 0)
  return {
    coupon_code: view.applied_coupons?.[0]?.code ?? null,
    order_currency_code: prices.grand_total.currency,
    subtotal: prices.subtotal_excluding_tax.value,
    subtotal_incl_tax: prices.subtotal_including_tax.value,
    discount_amount: discount?.amount.value ?? 0,
    discount_description: discount?.label ?? null,
    shipping_amount: shippingAmount,
    tax_amount: tax?.amount.value ?? 0,
    tax_title: tax?.label ?? null,
    tax_percent: tax?.rate ?? null,
    grand_total: (toCents(prices.grand_total.value) + toCents(shippingAmount)) / 100,
    total_qty_ordered: view.total_quantity,
    weight: Math.round(kg * 100) / 100,
  }
}

/** The order the cart describes, or the first reason it cannot be placed (in Magento's order of checks). */
async function orderOf(ctx: Context, quote: Quote, input: PlaceOrderInput): Promise<PlacedOrder | PlaceOrderError> {
  const [view, checkout, customer, statuses] = await Promise.all([
    ctx.loaders.cartView({ quote }),
    ctx.loaders.checkout(quote.entity_id),
    ctx.loaders.signedInCustomer(),
    ctx.loaders.orderStatuses(),
  ])
  if (view.items.length === 0)
    return failure(__('A server error stopped your order from being placed. Please try to place your order again'))
  if (view.items.some((i) => !i.is_available)) return failure(__('Some of the products are out of stock.'))
  const { shipping, billing, shippingMethod, paymentMethod, payment } = checkout
  if (!shipping) return failure(__("Some addresses can't be used due to the configurations for specific countries."))
  if (!shippingMethod) return failure(__('The shipping method is missing. Select the shipping method and try again.'))
  if (!billing) return failure(__('Please check the billing address information.'))
  if (!paymentMethod || !payment) return failure(__('Enter a valid payment method and try again.'))
  const type = input.request_type ?? 'ORDER'
  const status = initialStatus(type)
  return {
    order: {
      quote_id: quote.entity_id,
      store_id: ctx.store.store_id,
      customer_id: customer.entity_id,
      customer_email: customer.email,
      customer_firstname: customer.firstname,
      customer_lastname: customer.lastname,
      customer_taxvat: customer.taxvat?.trim() || billing.vat_id?.trim() || null,
      status,
      state: statuses.get(status)?.state ?? 'new',
      request_type: type === 'QUOTE' ? 'quote' : 'order',
      delivery_time: input.delivery_time ?? null,
      customer_note: shipping.customer_notes?.trim() || null,
      shipping_method: shipping.shipping_method,
      shipping_description: `${shippingMethod.carrier_title} - ${shippingMethod.method_title}`,
      ...orderTotals(view, shippingMethod.amount.value),
    },
    items: orderItems(ctx, view),
    addresses: [orderAddress(shipping), orderAddress(billing)],
    payment: { method: paymentMethod.code, title: paymentMethod.title, po_number: payment.po_number },
  }
}

/** Builds the order from the cart and stores it, again while the cart changes in between; else why not. */
async function storeOrder(ctx: Context, quote: Quote, input: PlaceOrderInput): Promise<'placed' | PlaceOrderError> {
  for (let attempt = 1; attempt <= PLACEMENT_ATTEMPTS; attempt++) {
    const contents = await ctx.loaders.cartContents(quote.entity_id)
    const placed = await orderOf(ctx, quote, input)
    if ('code' in placed) return placed
    const stored = await insertOrder(ctx.db, placed, ctx.loaders.deactivateCart(quote.entity_id, contents))
    if (stored === 'placed-before') return failure(__("The cart isn't active."))
    if (stored === 'placed') return 'placed'
  }
  return failure(__('A server error stopped your order from being placed. Please try to place your order again'))
}

export async function placeOrder(ctx: Context, input: PlaceOrderInput | null | undefined): Promise<PlaceOrderResult> {
  if (!input?.cart_id) throw new GraphQlInputException(__('Required parameter "%1" is missing', 'cart_id'))
  try {
    const quote = await ctx.loaders.cart(input.cart_id)
    if (!ctx.customer) return { error: failure(__('Guest email for cart is missing.')) }
    const stored = await storeOrder(ctx, quote, input)
    if (stored !== 'placed') return { error: stored }
    const order = await findOrderByQuote(ctx.db, quote.entity_id)
    if (!order) throw new Error('placed order not found')
    await sendRequestMails(ctx, order)
    return { order }
  } catch (error) {
    if (error instanceof GraphQlAuthorizationException || !(error instanceof GraphQlException)) throw error
    return { error: failure(error.phrase) }
  }
}
