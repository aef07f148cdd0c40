import type { DeliveryTime, RequestType } from '../../../contract/request'

/**
 * An order as commerce's admin REST API answers it: Magento's OrderInterface, the fields the desk reads (empty values
 * are left out, as Magento's serializer does). commerce/src/sales/rest-order.ts writes it.
 */

export interface MagentoOrderAddress {
  firstname?: string
  lastname?: string
  company?: string
  street?: string[]
  postcode?: string
  city?: string
  country_id?: string
  telephone?: string
  vat_id?: string
  /** The VIES check of vat_id (commerce/src/kernel/vat-validation.ts): 1 confirmed. */
  vat_is_valid?: number
  /** VIES's consultation number. */
  vat_request_id?: string
  vat_request_date?: string
  /** 0: VIES could not be asked. */
  vat_request_success?: number
}

export interface MagentoOrderItem {
  item_id: number
  sku: string
  name: string
  qty_ordered: number
  /** What the stock lacked when the request came. */
  qty_backordered?: number
  price: number
  row_total: number
  /** One order's page only (commerce's extensions): the catalogue's figures now. */
  extension_attributes?: {
    qty_in_stock?: number
    list_price?: number
    tier_prices?: { customer_group_id: number; qty: number; value: number }[]
    pieces_per_pallet?: number
  }
}

export interface MagentoStatusHistory {
  entity_id: number
  created_at: string
  status: string
  comment?: string
  is_customer_notified?: number
  is_visible_on_front?: number
  /** Who wrote it (commerce's extension): a staff user's username, or "customer". */
  extension_attributes?: { created_by?: string }
}

export interface MagentoOrder {
  entity_id: number
  increment_id: string
  created_at: string
  status: string
  customer_email: string
  customer_firstname?: string
  customer_lastname?: string
  customer_note?: string
  /** The buyer's VAT ID when the request was placed (the account's, else the billing address's). */
  customer_taxvat?: string
  customer_id?: number
  coupon_code?: string
  order_currency_code: string
  grand_total: number
  subtotal: number
  shipping_amount?: number
  discount_amount?: number
  tax_amount?: number
  weight?: number
  shipping_description?: string
  items: MagentoOrderItem[]
  billing_address?: MagentoOrderAddress
  payment?: { po_number?: string }
  status_histories?: MagentoStatusHistory[]
  extension_attributes: {
    /** `method`: carrier and method code, e.g. `freight_freight`, `pickup_pickup`. */
    shipping_assignments: { shipping: { address?: MagentoOrderAddress; method?: string } }[]
    /** The shop's request fields. */
    request_type: RequestType
    delivery_time?: DeliveryTime
    /** The clerk (staff username) the request is assigned to (commerce's extension). */
    assigned_to?: string
    /** One order's page only (commerce's extension), counted as the shop counts them for the buyer. */
    pallets?: { full: number; part: number; loose_pieces: number }
    /** The buyer's open revision request (commerce's extension): when they asked, and what should change. */
    revision_requested_at?: string
    revision_comment?: string
    /** The document sent last (commerce's extension): its grand total is what the request now amounts to. */
    current_document?: {
      document_type: 'offer' | 'confirmation'
      increment_id: string
      version: number
      grand_total: number
    }
  }
}

/** `GET /rest/V1/orders`: one page of the search. */
export interface MagentoOrderSearch {
  items: MagentoOrder[]
  total_count: number
}
