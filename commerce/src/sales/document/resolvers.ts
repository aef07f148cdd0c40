/**
 * The buyer's view of the company's documents (`CustomerOrder.documents`): OrderDocument, its items and its total,
 * read from the stored figures. The internal note and the staff user who sent it are not in the GraphQL types.
 */
import type { Context } from '../../kernel/context'
import { __ } from '../../kernel/phrase'
import type {
  CurrencyEnum,
  OrderDocumentItemResolvers,
  OrderDocumentResolvers,
  Resolvers,
} from '../../kernel/resolvers-types.generated'
import { encodeUid } from '../../kernel/uid'
import type { DocumentItemRecord, OrderDocument } from './repository'
import { isExpired, storeToday } from './settings'

/** An item with what its fields need of the document: the order it belongs to and the currency. */
export type DocumentItemSource = DocumentItemRecord & { order_id: number; currency: string }

const money = (value: number, currency: string) => ({ value, currency: currency as CurrencyEnum })

const percent = (ctx: Context, value: number) => new Intl.NumberFormat(ctx.locale.replace('_', '-')).format(value)

function documentTotal(d: OrderDocument, ctx: Context) {
  const m = (value: number) => money(value, d.order_currency_code)
  return {
    base_grand_total: m(d.grand_total),
    grand_total: m(d.grand_total),
    subtotal: m(d.subtotal),
    total_shipping: m(d.shipping_amount),
    total_tax: m(d.tax_amount),
    discounts: [
      ...(d.discount_amount > 0
        ? [{ amount: m(d.discount_amount), label: ctx.translate(__('Discount')), applied_to: 'ITEM' as const }]
        : []),
      ...(d.document_discount_amount > 0
        ? [
            {
              amount: m(d.document_discount_amount),
              label: ctx.translate(__('Discount %1%', percent(ctx, d.document_discount_percent))),
              applied_to: 'ITEM' as const,
            },
          ]
        : []),
    ],
    taxes: d.tax_amount > 0 ? [{ amount: m(d.tax_amount), rate: d.tax_percent, title: d.tax_title ?? '' }] : [],
    shipping_handling: {
      total_amount: m(d.shipping_amount),
      amount_excluding_tax: m(d.shipping_amount),
      taxes: [],
      discounts: [],
    },
    other_charges: d.charges.map((c) => ({ label: c.label, amount: m(c.amount) })),
  }
}

const orderDocument: OrderDocumentResolvers = {
  id: (d) => encodeUid(d.entity_id),
  number: (d) => d.increment_id,
  type: (d) => (d.document_type === 'offer' ? 'OFFER' : 'ORDER_CONFIRMATION'),
  is_expired: (d, _a, ctx) => isExpired(d.expiration_date, storeToday(ctx)),
  items: (d) => d.items.map((item) => ({ ...item, order_id: d.order_id, currency: d.order_currency_code })),
  total: (d, _a, ctx) => documentTotal(d, ctx),
}

/** The price per piece the buyer is billed: per sheet of a line cut to size, its cutting charge included. */
const billedPrice = (i: { price: number; cut_list: { cut_charge_per_sheet: number } | null }) =>
  (Math.round(i.price * 100) + Math.round((i.cut_list?.cut_charge_per_sheet ?? 0) * 100)) / 100

const orderDocumentItem: OrderDocumentItemResolvers = {
  id: (i) => encodeUid(i.entity_id),
  order_item: async (i, _a, ctx) => {
    const ordered = (await ctx.loaders.orderDetails.load(i.order_id))?.items.find(
      (item) => item.item_id === i.order_item_id,
    )
    return ordered ? { ...ordered, __typename: 'OrderItem' as const } : null
  },
  original_price: async (i, _a, ctx) => {
    if (!i.cut_list) return money(i.original_price, i.currency)
    // a line cut to size was requested at the cart's price per sheet, its cutting charge included
    const ordered = (await ctx.loaders.orderDetails.load(i.order_id))?.items.find(
      (item) => item.item_id === i.order_item_id,
    )
    return money(ordered?.price ?? i.original_price, i.currency)
  },
  product_name: (i) => i.name,
  product_sale_price: (i) => money(billedPrice(i), i.currency),
  product_sku: (i) => i.sku,
  quantity: (i) => i.qty,
  row_total: (i) => money(i.row_total, i.currency),
  unit: (i) => (i.unit === 'coil' ? 'COIL' : 'PIECE'),
  cut_to_size: ({ cut_list: cut, price }) =>
    cut && {
      ...cut,
      sheet_price: price,
      edge: cut.edge === 'milled' ? 'MILLED' : 'SAWN',
      offcut: cut.offcut === 'keep' ? 'KEEP' : 'SHIP',
    },
  discounts: (i, _a, ctx) =>
    i.discount_amount > 0
      ? [
          {
            amount: money(i.discount_amount, i.currency),
            label: ctx.translate(__('Discount %1%', percent(ctx, i.discount_percent))),
            applied_to: 'ITEM' as const,
          },
        ]
      : [],
}

export const documentResolvers: Resolvers = { OrderDocument: orderDocument, OrderDocumentItem: orderDocumentItem }
