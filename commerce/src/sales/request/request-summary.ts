/**
 * What the request mails say about a request, in the store view's language: the lines with each quantity in its
 * unit, the total, the shipping method, the buyer's order number, the billing and shipping address, the
 * delivery-time wish and the message.
 */

import type { SalesUnit } from '../../../api/document'
import type { Context } from '../../kernel/context'
import { __, type Phrase } from '../../kernel/phrase'
import type { RequestDeliveryTime } from '../../kernel/resolvers-types.generated'
import { cutListSummary } from '../cut-list-text'
import { formatMoney, formatNumber } from '../formats'
import { itemOptions } from './item-options'
import type { OrderAddressRecord, OrderItemRecord, OrderRecord } from './order-repository'

const DELIVERY_TIMES: Record<RequestDeliveryTime, Phrase> = {
  DAYS_1_2: __('1–2 days'),
  DAYS_2_3: __('2–3 days'),
  DAYS_3_5: __('3–5 days'),
  DAYS_5_7: __('5–7 days'),
  WEEKS_3_4: __('3–4 weeks'),
}

/** The delivery-time wish in words ("3–5 days"); an unknown code as it is. */
export const deliveryTimeLabel = (time: string): Phrase => DELIVERY_TIMES[time as RequestDeliveryTime] ?? __('%1', time)

/**
 * The packaging unit (seed/attributes.ts) whose items are counted by the coil, welding-rod coils; every other item
 * is counted by the piece. The storefront counts its pages the same way (`salesUnitOf`, from
 * `workerConfig.catalogue.coilPackagingUnit`); tests/unit/request/mail-units.test.ts keeps the two in step.
 */
const COIL_PACKAGING_UNIT = 3002

export type { SalesUnit }

export const salesUnitOf = (packagingUnit: number | null | undefined): SalesUnit =>
  packagingUnit === COIL_PACKAGING_UNIT ? 'coil' : 'piece'

/** An amount in the store view's language: "1.234,56 €" (de), "€1,234.56" (en). */
export const money = (ctx: Context, of: Pick<OrderRecord, 'order_currency_code'>, value: number): string =>
  formatMoney(ctx.locale, of.order_currency_code, value)

/** A quantity in its unit: "254 pieces", "1 coil" (German "254 Stück", "1 Rolle"). */
export function unitCount(ctx: Context, quantity: number, unit: SalesUnit): Phrase {
  const n = formatNumber(ctx.locale, quantity)
  if (unit === 'coil') return quantity === 1 ? __('%1 coil', n) : __('%1 coils', n)
  return quantity === 1 ? __('%1 piece', n) : __('%1 pieces', n)
}

/**
 * The delivery time of a line beyond the stock, as the storefront tells it (contract/delivery-time.ts): the item's
 * own while none came from stock (the time of its production), on request (null) for the rest beyond a part in stock.
 */
export const backorderDeliveryTime = (
  item: Pick<OrderItemRecord, 'qty_ordered' | 'qty_backordered'>,
  deliveryTime: string | null,
): string | null => (item.qty_backordered < item.qty_ordered ? null : deliveryTime)

/** A line beyond the stock: how many come from stock and that the rest is produced or procured, and when. */
function stockSplit(ctx: Context, item: OrderItemRecord, unit: SalesUnit, deliveryTime: string | null): Phrase {
  const fromStock = item.qty_ordered - item.qty_backordered
  const time = backorderDeliveryTime(item, deliveryTime)
  if (fromStock > 0)
    return __(
      '%1 from stock, %2 produced or procured, delivery time on request',
      unitCount(ctx, fromStock, unit),
      unitCount(ctx, item.qty_backordered, unit),
    )
  return time
    ? __('produced or procured, delivery time %1', time)
    : __('produced or procured, delivery time on request')
}

/** An order line: name, sku, quantity in its unit, row total, its cut list, and what the stock lacked. */
export async function lineSummary(ctx: Context, order: OrderRecord, item: OrderItemRecord): Promise<Phrase> {
  const product = item.product_id === null ? undefined : await ctx.loaders.products.load(item.product_id)
  const unit = salesUnitOf(product?.packaging_unit)
  const quantity = unitCount(ctx, item.qty_ordered, unit)
  const listed = __('%1 (item no. %2): %3, %4', item.name, item.sku, quantity, money(ctx, order, item.row_total))
  const cut = itemOptions(item.product_options).cut_to_size
  const text = cut ? __('%1 (%2)', listed, cutListSummary(ctx, cut)) : listed
  if (item.qty_backordered <= 0) return text
  const deliveryTime = (await ctx.loaders.attributes()).option(product?.delivery_time ?? null)?.label ?? null
  return __('%1 (%2)', text, stockSplit(ctx, item, unit, deliveryTime))
}

/** An address as lines: company, name, street, postcode and city, country (in the store view). */
export async function addressLines(ctx: Context, address: OrderAddressRecord): Promise<string[]> {
  const country = (await ctx.loaders.country(address.country_id))?.full_name_locale ?? address.country_id
  return [
    address.company,
    [address.firstname, address.lastname].join(' '),
    ...address.street.split('\n'),
    [address.postcode, address.city].filter(Boolean).join(' '),
    country,
  ].filter((part): part is string => Boolean(part?.trim()))
}

/** An address on one line: its lines and the telephone. */
export async function addressLine(ctx: Context, address: OrderAddressRecord): Promise<string> {
  return [...(await addressLines(ctx, address)), ...(address.telephone?.trim() ? [address.telephone] : [])].join(', ')
}

/** The phrase of a value, or nothing where there is none. */
export const optional = (value: string | null | undefined, phrase: (value: string) => Phrase): Phrase[] =>
  value ? [phrase(value)] : []

/** The request's lines, total, shipping, order number, addresses, wish and message, as paragraphs. */
export async function requestSummary(ctx: Context, order: OrderRecord): Promise<Phrase[]> {
  const details = await ctx.loaders.orderDetails.load(order.entity_id)
  const [lines, billing, shipping] = await Promise.all([
    Promise.all((details?.items ?? []).map((item) => lineSummary(ctx, order, item))),
    details?.billing ? addressLine(ctx, details.billing) : null,
    details?.shipping ? addressLine(ctx, details.shipping) : null,
  ])
  return [
    ...lines,
    __('Total incl. VAT: %1', money(ctx, order, order.grand_total)),
    ...optional(order.shipping_description, (method) => __('Shipping method: %1', method)),
    ...optional(details?.payment?.po_number, (po) => __('Purchase order number: %1', po)),
    ...optional(billing, (address) => __('Billing address: %1', address)),
    ...optional(shipping, (address) => __('Shipping address: %1', address)),
    ...optional(order.delivery_time, (time) => __('Requested delivery time: %1', deliveryTimeLabel(time))),
    ...optional(order.customer_note, (note) => __('Your message: %1', note)),
  ]
}
