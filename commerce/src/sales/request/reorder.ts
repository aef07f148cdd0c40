/**
 * reorderItems (Magento's SalesGraphQl Reorder): the lines of one of the customer's orders back into their cart, each
 * as it was ordered — a configurable product's chosen variant, and the custom options (a sheet's cut list, edge and
 * offcut) by their uids, so the cart checks, nests and prices the cut list again. A line the cart refuses is a
 * `userInputErrors` entry with the cart's code; the others are added.
 */

import type { Context } from '../../kernel/context'
import { GraphQlAuthorizationException, GraphQlInputException } from '../../kernel/errors'
import { __ } from '../../kernel/phrase'
import type { CheckoutUserInputErrorCodes } from '../../kernel/resolvers-types.generated'
import { customOptionUid, customOptionValueUid } from '../../kernel/uid'
import { itemOptions } from './item-options'
import { type OrderItemRecord, searchOrders } from './order-repository'

type CartItemInput = Parameters<Context['loaders']['addToCustomerCart']>[1][number]

const CODES: readonly string[] = ['PRODUCT_NOT_FOUND', 'NOT_SALABLE', 'INSUFFICIENT_STOCK']
const reorderCode = (code: string) => (CODES.includes(code) ? code : 'UNDEFINED') as CheckoutUserInputErrorCodes

const ENTERED = new Set(['field', 'area'])

/** The cart item an order line becomes (Magento's buy request of the line). */
async function cartItem(ctx: Context, item: OrderItemRecord): Promise<CartItemInput> {
  const { options } = itemOptions(item.product_options)
  const product = item.product_id === null ? null : await ctx.loaders.products.load(item.product_id)
  const parent = product && product.sku !== item.sku ? { parent_sku: product.sku } : {}
  const entered = options.filter((o) => ENTERED.has(o.option_type))
  const selected = options.filter((o) => !ENTERED.has(o.option_type))
  return {
    sku: item.sku,
    quantity: item.qty_ordered,
    ...parent,
    ...(entered.length > 0 && {
      entered_options: entered.map((o) => ({ uid: customOptionUid(Number(o.option_id)), value: o.option_value })),
    }),
    ...(selected.length > 0 && {
      selected_options: selected.map((o) => customOptionValueUid(Number(o.option_id), Number(o.option_value))),
    }),
  }
}

export async function reorderItems(ctx: Context, orderNumber: string) {
  const customer = ctx.customer
  if (!customer) throw new GraphQlAuthorizationException(__("The current customer isn't authorized."))
  const { orders } = await searchOrders(ctx.db, {
    groups: [
      [{ field: 'customer_id', condition: 'eq', value: customer.customerId }],
      [{ field: 'increment_id', condition: 'eq', value: orderNumber }],
    ],
    sort: [],
    pageSize: 1,
    currentPage: 1,
  })
  const [order] = orders
  if (!order) {
    throw new GraphQlInputException(__('Order number "%1" doesn\'t belong to the current customer', orderNumber))
  }
  const details = await ctx.loaders.orderDetails.load(order.entity_id)
  const items = await Promise.all((details?.items ?? []).map((item) => cartItem(ctx, item)))
  // one line after another, as Magento adds an order's items: a refused line leaves the others in the cart
  const added = []
  for (const item of items) added.push({ item, ...(await ctx.loaders.addToCustomerCart(customer, [item])) })
  const cart = added.at(-1)?.cart ?? (await ctx.loaders.addToCustomerCart(customer, [])).cart
  const userInputErrors = added.flatMap(({ item, errors }) =>
    errors.map((error) => ({
      code: reorderCode(error.code),
      message: ctx.translate(
        __('Could not add the product with SKU %1 to the shopping cart: %2', item.sku, error.message),
      ),
      path: ['orderNumber'],
    })),
  )
  return { cart, userInputErrors }
}
