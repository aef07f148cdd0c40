/**
 * An order as Magento's REST API writes it (Magento\Sales\Api\Data\OrderInterface): the order's columns, `items`,
 * `billing_address`, `payment`, `status_histories` (newest first) and `extension_attributes` with the shipping
 * assignment (shipping address and method) and the shop's request fields. Empty values are left out, as Magento's
 * serializer does.
 */
import type { DeliveryTime, RestOrder } from '../../../api/order'
import type { Context } from '../../kernel/context'
import type { PalletCount } from '../freight-table'
import { type ItemFacts, itemFacts, orderPallets } from './item-facts'
import { itemOptions } from './item-options'
import { revisionRequest } from './negotiation'
import type { OrderDetails } from './order-details'
import type { OrderAddressRecord, OrderRecord } from './order-repository'

/** What the catalogue says about the lines now, for one order's page (not the list: the inbox needs none of it). */
type CatalogFacts = { items: Map<number, ItemFacts>; pallets: PalletCount }

type Empty = null | undefined
/** `T` without its empty values: a key that may be empty becomes optional. */
type Compact<T> = { [K in keyof T as Empty extends T[K] ? never : null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as Empty extends T[K] ? K : null extends T[K] ? K : never]?: Exclude<T[K], Empty>
}
const compact = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Compact<T>

function address(a: OrderAddressRecord, email: string) {
  return compact({
    address_type: a.address_type,
    city: a.city,
    company: a.company,
    country_id: a.country_id,
    customer_address_id: a.customer_address_id,
    email,
    entity_id: a.entity_id,
    fax: a.fax,
    firstname: a.firstname,
    lastname: a.lastname,
    middlename: a.middlename,
    parent_id: a.parent_id,
    postcode: a.postcode,
    prefix: a.prefix,
    region: a.region,
    region_id: a.region_id,
    street: a.street.split('\n'),
    suffix: a.suffix,
    telephone: a.telephone,
    vat_id: a.vat_id,
    // The VIES check of vat_id as Magento's OrderAddressInterface names it (what the desk shows).
    vat_is_valid: a.vat_is_valid,
    vat_request_id: a.vat_request_id,
    vat_request_date: a.vat_request_date,
    vat_request_success: a.vat_request_success,
  })
}

/**
 * A line's catalogue facts (an extension): the stock now (`qty_backordered` is what the stock lacked then), the list
 * price and the General group's tier prices now in Magento's ProductTierPriceInterface shape, the pieces a pallet
 * holds and the unit the line is counted in.
 */
const itemExtension = (facts: ItemFacts | undefined) =>
  facts &&
  compact({
    qty_in_stock: facts.stockQty,
    list_price: facts.listPrice,
    tier_prices: facts.tierPrices.map(({ qty, price }) => ({ customer_group_id: 1, qty, value: price })),
    pieces_per_pallet: facts.piecesPerPallet,
    unit: facts.unit,
  })

/**
 * Where the negotiation stands (extensions): the buyer's open revision request (`revision_requested_at`, UTC as
 * every time here, and `revision_comment`, what should change) and the document sent last, whose grand total is
 * what the request now amounts to (`current_document`).
 */
function negotiation(o: OrderRecord, details: OrderDetails | undefined) {
  const revision = details && revisionRequest(o, details.history)
  const newest = details?.newestDocument
  return compact({
    revision_requested_at: revision?.requestedAt,
    revision_comment: revision?.wish,
    current_document: newest && {
      document_type: newest.document_type,
      increment_id: newest.increment_id,
      version: newest.version,
      grand_total: newest.grand_total,
    },
  })
}

export function restOrder(o: OrderRecord, details: OrderDetails | undefined, facts?: CatalogFacts): RestOrder {
  const items = (details?.items ?? []).map((i) =>
    compact({
      item_id: i.item_id,
      order_id: i.order_id,
      product_id: i.product_id,
      product_type: i.product_type,
      sku: i.sku,
      name: i.name,
      qty_ordered: i.qty_ordered,
      qty_backordered: i.qty_backordered,
      weight: i.weight,
      price: i.price,
      base_price: i.price,
      original_price: i.original_price,
      price_incl_tax: i.price_incl_tax,
      row_total: i.row_total,
      base_row_total: i.row_total,
      row_total_incl_tax: i.row_total_incl_tax,
      discount_amount: i.discount_amount,
      store_id: o.store_id,
      product_options: i.product_options === null ? undefined : itemOptions(i.product_options),
      extension_attributes: itemExtension(facts?.items.get(i.item_id)),
    }),
  )
  const payment = details?.payment
  return compact({
    base_currency_code: o.order_currency_code,
    base_discount_amount: -o.discount_amount,
    base_grand_total: o.grand_total,
    base_shipping_amount: o.shipping_amount,
    base_subtotal: o.subtotal,
    base_tax_amount: o.tax_amount,
    coupon_code: o.coupon_code,
    created_at: o.created_at,
    customer_email: o.customer_email,
    customer_firstname: o.customer_firstname,
    customer_id: o.customer_id,
    customer_is_guest: o.customer_id === null ? 1 : 0,
    customer_lastname: o.customer_lastname,
    customer_note: o.customer_note,
    customer_taxvat: o.customer_taxvat,
    discount_amount: -o.discount_amount,
    discount_description: o.discount_description,
    entity_id: o.entity_id,
    grand_total: o.grand_total,
    increment_id: o.increment_id,
    order_currency_code: o.order_currency_code,
    quote_id: o.quote_id,
    shipping_amount: o.shipping_amount,
    shipping_description: o.shipping_description,
    state: o.state,
    status: o.status,
    store_id: o.store_id,
    subtotal: o.subtotal,
    subtotal_incl_tax: o.subtotal_incl_tax,
    tax_amount: o.tax_amount,
    total_item_count: items.length,
    total_qty_ordered: o.total_qty_ordered,
    updated_at: o.updated_at,
    weight: o.weight,
    items,
    billing_address: details?.billing ? address(details.billing, o.customer_email) : undefined,
    payment: payment
      ? compact({
          entity_id: payment.entity_id,
          parent_id: payment.parent_id,
          method: payment.method,
          po_number: payment.po_number,
          additional_information: [payment.title],
        })
      : undefined,
    status_histories: [...(details?.history ?? [])].reverse().map((h) =>
      compact({
        comment: h.comment,
        created_at: h.created_at,
        entity_id: h.entity_id,
        entity_name: h.entity_name,
        is_customer_notified: h.is_customer_notified,
        is_visible_on_front: h.is_visible_on_front,
        parent_id: h.parent_id,
        status: h.status,
        // Who wrote it (an extension): the staff user's username, "customer", or none for the shop's own entries.
        extension_attributes: h.created_by ? { created_by: h.created_by } : undefined,
      }),
    ),
    extension_attributes: {
      shipping_assignments: details?.shipping
        ? [
            {
              shipping: {
                address: address(details.shipping, o.customer_email),
                method: o.shipping_method,
                total: { shipping_amount: o.shipping_amount, base_shipping_amount: o.shipping_amount },
              },
              items,
            },
          ]
        : [],
      request_type: o.request_type,
      // stored from the GraphQL enum RequestDeliveryTime
      ...(o.delivery_time ? { delivery_time: o.delivery_time as DeliveryTime } : {}),
      ...(o.assigned_to ? { assigned_to: o.assigned_to } : {}),
      ...negotiation(o, details),
      ...(facts
        ? { pallets: { full: facts.pallets.full, part: facts.pallets.part, loose_pieces: facts.pallets.loosePieces } }
        : {}),
    },
  })
}

/** One order as `GET /V1/orders/{id}` answers it, with its lines' catalogue facts (in the order's store view). */
export async function restOrderWithFacts(
  ctx: Context,
  o: OrderRecord,
  details: OrderDetails | undefined,
): Promise<RestOrder> {
  const lines = details?.items ?? []
  const items = await itemFacts(ctx, lines)
  return restOrder(o, details, { items, pallets: orderPallets(lines, items) })
}
