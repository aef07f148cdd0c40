/**
 * Magento's SalesGraphQl for the shop's requests: placeOrder, `customer.orders` and the deprecated
 * `customerOrders`, the fields of CustomerOrder and its items (its documents: document-resolvers.ts); and the shop's
 * respondToOrder.
 */

import { availableResponses } from '../../../rules/request-workflow'
import type { Context } from '../kernel/context'
import { GraphQlAuthorizationException, GraphQlInputException } from '../kernel/errors'
import { assertPageSize } from '../kernel/limits'
import type {
  CurrencyEnum,
  CustomerOrderResolvers,
  CustomerOrderSortInput,
  CustomerOrdersFilterInput,
  CustomerResolvers,
  MutationResolvers,
  OrderItemInterfaceResolvers,
  QueryResolvers,
  RequestDeliveryTime,
  Resolvers,
} from '../kernel/resolvers-types.generated'
import { encodeUid } from '../kernel/uid'
import { offerExpired, respondToOrder } from './document/respond'
import { orderItemOptions } from './request/item-options'
import { isThreadComment, revisionRequest } from './request/negotiation'
import { addOrderComment } from './request/order-comment'
import type {
  OrderAddressRecord,
  OrderFilter,
  OrderHistoryRecord,
  OrderRecord,
  OrderSearch,
} from './request/order-repository'
import { CUSTOMER_AUTHOR, searchOrders } from './request/order-repository'
import { placeOrder } from './request/place-order'
import { reorderItems } from './request/reorder'

type OrdersArgs = {
  filter?: CustomerOrdersFilterInput | null
  sort?: CustomerOrderSortInput | null
  currentPage?: number | null
  pageSize?: number | null
}

/** Magento's CustomerOrdersFilterInput as filter groups (each field one AND-ed group). */
async function filterGroups(ctx: Context, customerId: number, filter: CustomerOrdersFilterInput | null | undefined) {
  const groups: OrderFilter[][] = [[{ field: 'customer_id', condition: 'eq', value: customerId }]]
  const f = filter ?? {}
  if (f.number?.eq != null) groups.push([{ field: 'increment_id', condition: 'eq', value: f.number.eq }])
  if (f.number?.in)
    groups.push([{ field: 'increment_id', condition: 'in', value: f.number.in.filter((n) => n !== null) }])
  if (f.number?.match != null) groups.push([{ field: 'increment_id', condition: 'like', value: `%${f.number.match}%` }])
  if (f.status?.eq != null) groups.push([{ field: 'status', condition: 'eq', value: f.status.eq }])
  if (f.status?.in) groups.push([{ field: 'status', condition: 'in', value: f.status.in.filter((n) => n !== null) }])
  if (f.grand_total?.from != null)
    groups.push([{ field: 'grand_total', condition: 'gteq', value: Number(f.grand_total.from) }])
  if (f.grand_total?.to != null)
    groups.push([{ field: 'grand_total', condition: 'lteq', value: Number(f.grand_total.to) }])
  if (f.order_date?.from != null) groups.push([{ field: 'created_at', condition: 'gteq', value: f.order_date.from }])
  if (f.order_date?.to != null) groups.push([{ field: 'created_at', condition: 'lteq', value: f.order_date.to }])
  if (f.cart_id?.eq != null) {
    groups.push([{ field: 'quote_id', condition: 'eq', value: (await ctx.loaders.cartIdOf(f.cart_id.eq)) ?? 0 }])
  }
  const po = f.purchase_order_number
  if (po?.eq != null) groups.push([{ field: 'po_number', condition: 'eq', value: po.eq }])
  if (po?.in) groups.push([{ field: 'po_number', condition: 'in', value: po.in.filter((n) => n !== null) }])
  if (po?.match != null) groups.push([{ field: 'po_number', condition: 'like', value: `%${po.match}%` }])
  return groups
}

/** The customer's orders, newest first unless sorted (Magento's CustomerOrders). */
async function customerOrders(ctx: Context, customerId: number, args: OrdersArgs) {
  const pageSize = args.pageSize ?? 20
  const currentPage = args.currentPage ?? 1
  if (currentPage < 1) throw new GraphQlInputException('currentPage value must be greater than 0.')
  assertPageSize(pageSize)
  const sort: OrderSearch['sort'] = args.sort
    ? [
        {
          field: args.sort.sort_field === 'NUMBER' ? 'increment_id' : 'created_at',
          direction: args.sort.sort_direction,
        },
      ]
    : [{ field: 'created_at', direction: 'DESC' }]
  const { orders, total } = await searchOrders(ctx.db, {
    groups: await filterGroups(ctx, customerId, args.filter),
    sort,
    pageSize,
    currentPage,
  })
  return {
    items: orders,
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
  }
}

const requireCustomer = (ctx: Context) => {
  if (!ctx.customer) throw new GraphQlAuthorizationException("The current customer isn't authorized.")
  return ctx.customer
}

const Query: QueryResolvers = {
  customerOrders: (_, _args, ctx) => customerOrders(ctx, requireCustomer(ctx).customerId, {}),
}

const Customer: CustomerResolvers = {
  orders: (customer, args, ctx) => customerOrders(ctx, customer.entity_id, args),
}

const Mutation: MutationResolvers = {
  placeOrder: async (_, { input }, ctx) => {
    const result = await placeOrder(ctx, input)
    if ('error' in result) {
      const error = { code: result.error.code, message: ctx.translate(result.error.message) }
      return { errors: [error], order: null, orderV2: null }
    }
    return { errors: [], order: { order_number: result.order.increment_id }, orderV2: result.order }
  },
  respondToOrder: async (_, { input }, ctx) => {
    const result = await respondToOrder(ctx, input)
    if ('error' in result) {
      return { errorV2: { code: result.error.code, message: ctx.translate(result.error.message) }, order: result.order }
    }
    return { errorV2: null, order: result.order }
  },
  reorderItems: (_, { orderNumber }, ctx) => reorderItems(ctx, orderNumber),
  addOrderComment: async (_, { input }, ctx) => {
    const result = await addOrderComment(ctx, input)
    if ('error' in result) {
      return { errorV2: { code: result.error.code, message: ctx.translate(result.error.message) }, order: null }
    }
    return { errorV2: null, order: result.order }
  },
}

/** A comment of the thread as the customer reads it: the buyer's own, or the company's with its clerk's name. */
async function threadComment(ctx: Context, order: OrderRecord, entry: OrderHistoryRecord) {
  const buyer = entry.created_by === CUSTOMER_AUTHOR
  const author = buyer
    ? [order.customer_firstname, order.customer_lastname].filter(Boolean).join(' ')
    : entry.created_by && (await ctx.loaders.staffName.load(entry.created_by))
  return {
    message: entry.comment ?? '',
    timestamp: entry.created_at,
    creator_type: buyer ? ('BUYER' as const) : ('SELLER' as const),
    author_name: author || null,
  }
}

const details = async (ctx: Context, order: OrderRecord) => {
  const found = await ctx.loaders.orderDetails.load(order.entity_id)
  if (!found) throw new Error(`order ${order.entity_id} has no details`)
  return found
}

const orderAddress = (a: OrderAddressRecord | null) =>
  a && {
    ...a,
    street: a.street.split('\n'),
    country_code: a.country_id as never,
    region_id: a.region_id === null ? null : String(a.region_id),
  }

const money = (order: OrderRecord, value: number) => ({ value, currency: order.order_currency_code as CurrencyEnum })

function orderTotal(order: OrderRecord) {
  const m = (value: number) => money(order, value)
  const taxes =
    order.tax_amount > 0
      ? [{ amount: m(order.tax_amount), rate: order.tax_percent ?? 0, title: order.tax_title ?? '' }]
      : []
  const discounts =
    order.discount_amount > 0
      ? [
          {
            amount: m(order.discount_amount),
            label: order.discount_description ?? '',
            applied_to: 'ITEM' as const,
            coupon: order.coupon_code ? { code: order.coupon_code } : null,
          },
        ]
      : []
  return {
    base_grand_total: m(order.grand_total),
    grand_total: m(order.grand_total),
    grand_total_excl_tax: m((Math.round(order.grand_total * 100) - Math.round(order.tax_amount * 100)) / 100),
    subtotal: m(order.subtotal),
    subtotal_excl_tax: m(order.subtotal),
    subtotal_incl_tax: m(order.subtotal_incl_tax),
    total_shipping: m(order.shipping_amount),
    total_tax: m(order.tax_amount),
    taxes,
    discounts,
    shipping_handling: {
      total_amount: m(order.shipping_amount),
      amount_excluding_tax: m(order.shipping_amount),
      amount_including_tax: m(order.shipping_amount),
      taxes: [],
      discounts: [],
    },
  }
}

const CustomerOrder: CustomerOrderResolvers = {
  id: (o) => encodeUid(o.entity_id),
  number: (o) => o.increment_id,
  increment_id: (o) => o.increment_id,
  order_number: (o) => o.increment_id,
  order_date: (o) => o.created_at,
  created_at: (o) => o.created_at,
  order_status_change_date: (o) => o.updated_at,
  status: async (o, _a, ctx) => (await ctx.loaders.orderStatuses()).get(o.status)?.storeLabel ?? o.status,
  email: (o) => o.customer_email,
  customer_info: (o) => ({ firstname: o.customer_firstname, lastname: o.customer_lastname }),
  is_virtual: () => false,
  grand_total: (o) => o.grand_total,
  total: (o) => orderTotal(o),
  carrier: (o) => o.shipping_description?.split(' - ')[0] ?? null,
  carrier_code: (o) => o.shipping_method?.split('_')[0] ?? null,
  shipping_method: (o) => o.shipping_description,
  applied_coupons: (o) => (o.coupon_code ? [{ code: o.coupon_code }] : []),
  available_actions: () => [],
  invoices: () => [],
  token: () => '',
  items: async (o, _a, ctx) => (await details(ctx, o)).items.map((i) => ({ ...i, __typename: 'OrderItem' as const })),
  shipping_address: async (o, _a, ctx) => orderAddress((await details(ctx, o)).shipping),
  billing_address: async (o, _a, ctx) => orderAddress((await details(ctx, o)).billing),
  payment_methods: async (o, _a, ctx) => {
    const payment = (await details(ctx, o)).payment
    if (!payment) return []
    const data = payment.po_number ? [{ name: 'po_number', value: payment.po_number }] : []
    return [{ name: payment.title, type: payment.method, additional_data: data }]
  },
  /** The thread: the company's comments meant for the customer (`is_visible_on_front`) and the customer's own. */
  comments: async (o, _a, ctx) =>
    Promise.all((await details(ctx, o)).history.filter(isThreadComment).map((h) => threadComment(ctx, o, h))),
  revision_requested_at: async (o, _a, ctx) => revisionRequest(o, (await details(ctx, o)).history)?.requestedAt ?? null,
  request_type: (o) => (o.request_type === 'quote' ? 'QUOTE' : 'ORDER'),
  delivery_time: (o) => o.delivery_time as RequestDeliveryTime | null,
  customer_note: (o) => o.customer_note,
  available_responses: async (o, _a, ctx) => availableResponses(o.status, await offerExpired(ctx, o)),
  documents: async (o, _a, ctx) => (await ctx.loaders.orderDocuments.load(o.entity_id)) ?? [],
}

/** Items carry no currency: the shop sells in the store's base currency, as its orders do. */
const currencyOf = (ctx: Context) => (ctx.registry.config(ctx.store, 'currency/options/base') ?? 'EUR') as CurrencyEnum

const OrderItem: OrderItemInterfaceResolvers = {
  id: (i) => encodeUid(i.item_id),
  product_name: (i) => i.name,
  product_sku: (i) => i.sku,
  product_type: (i) => i.product_type,
  product_url_key: (i) => i.url_key,
  product_sale_price: (i, _a, ctx) => ({ value: i.price, currency: currencyOf(ctx) }),
  quantity_ordered: (i) => i.qty_ordered,
  quantity_canceled: () => 0,
  quantity_invoiced: () => 0,
  quantity_refunded: () => 0,
  quantity_returned: () => 0,
  quantity_shipped: () => 0,
  status: () => 'Ordered',
  product: async (i, _a, ctx) =>
    i.product_id === null ? null : ((await ctx.loaders.products.load(i.product_id)) ?? null),
  entered_options: (i) => orderItemOptions(i.product_options).entered,
  selected_options: (i) => orderItemOptions(i.product_options).selected,
  prices: (i, _a, ctx) => {
    const currency = currencyOf(ctx)
    const m = (value: number) => ({ value, currency })
    return {
      price: m(i.price),
      price_including_tax: m(i.price_incl_tax),
      original_price: m(i.original_price),
      row_total: m(i.row_total),
      row_total_including_tax: m(i.row_total_incl_tax),
      original_row_total: m((Math.round(i.original_price * 100) * i.qty_ordered) / 100),
      original_row_total_including_tax: m(i.row_total_incl_tax),
      total_item_discount: m(i.discount_amount),
      fixed_product_taxes: [],
      discounts: null,
    }
  },
}

export const salesResolvers: Resolvers = { Query, Mutation, Customer, CustomerOrder, OrderItemInterface: OrderItem }
