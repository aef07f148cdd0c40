/**
 * Quote and order requests on the wire: Magento's OrderInterface as commerce's admin REST API writes it (the fields
 * commerce fills; empty values are left out, as Magento's serializer does), the search's criteria and a comment's
 * body. commerce/src/sales/request/rest-order.ts writes `RestOrder`; the sales desk reads it.
 */
import { z } from 'zod'
import type { DocumentType } from '../../rules/request-workflow'
import type { OrderedCutList } from './cut-list'
import { children, own, property, type QueryTree, unknownProperty } from './query-tree'

export type RequestType = 'quote' | 'order'
/** The buyer's delivery-time wish. */
export type DeliveryTime = 'DAYS_1_2' | 'DAYS_2_3' | 'DAYS_3_5' | 'DAYS_5_7' | 'WEEKS_3_4'

export type RestOrderAddress = {
  address_type?: string
  city?: string
  company?: string
  country_id?: string
  customer_address_id?: number
  email?: string
  entity_id?: number
  fax?: string
  firstname?: string
  lastname?: string
  middlename?: string
  parent_id?: number
  postcode?: string
  prefix?: string
  region?: string
  region_id?: number
  street?: string[]
  suffix?: string
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

/** Magento's ProductTierPriceInterface. */
export type RestTierPrice = { customer_group_id: number; qty: number; value: number }

/** One customizable option as ordered (an entry of Magento's `product_options.options`). */
export type OrderedOption = {
  label: string
  value: string
  print_value: string
  option_id: string
  option_type: string
  /** The entered text, or the chosen value's option_type_id. */
  option_value: string
}

/**
 * Magento's `product_options` of an order item: the customizable options as chosen, a configurable product's
 * choices (`attributes_info`), and for a sheet cut to size `cut_to_size` (an extension).
 */
export type OrderItemOptions = {
  options: OrderedOption[]
  attributes_info: { label: string; value: string }[]
  cut_to_size: OrderedCutList | null
}

export type RestOrderItem = {
  item_id: number
  order_id?: number
  product_id?: number
  product_type?: string
  sku: string
  name: string
  qty_ordered: number
  /** What the stock lacked when the request came. */
  qty_backordered?: number
  weight?: number
  price: number
  base_price?: number
  original_price?: number
  price_incl_tax?: number
  row_total: number
  base_row_total?: number
  row_total_incl_tax?: number
  discount_amount?: number
  store_id?: number
  /** Left out for an item without options. */
  product_options?: OrderItemOptions
  /** One order's page only (extensions): the catalogue's figures now. */
  extension_attributes?: {
    /** Absent where the stock is not managed. */
    qty_in_stock?: number
    list_price?: number
    tier_prices?: RestTierPrice[]
    pieces_per_pallet?: number
    unit?: 'piece' | 'coil'
  }
}

export type RestStatusHistory = {
  entity_id: number
  created_at: string
  /** Absent on a comment that changed no status. */
  status?: string
  comment?: string
  entity_name?: string
  is_customer_notified?: number
  is_visible_on_front?: number
  parent_id?: number
  /** Who wrote it (an extension): a staff user's username, or "customer"; absent on the shop's own entries. */
  extension_attributes?: { created_by?: string }
}

export type RestOrder = {
  entity_id: number
  increment_id: string
  created_at: string
  updated_at?: string
  state: string
  status: string
  store_id: number
  quote_id?: number
  customer_id?: number
  customer_is_guest: number
  customer_email: string
  customer_firstname?: string
  customer_lastname?: string
  customer_note?: string
  /** The buyer's VAT ID when the request was placed (the account's, else the billing address's). */
  customer_taxvat?: string
  coupon_code?: string
  discount_description?: string
  base_currency_code: string
  order_currency_code: string
  base_grand_total: number
  grand_total: number
  base_subtotal: number
  subtotal: number
  subtotal_incl_tax?: number
  base_shipping_amount?: number
  shipping_amount?: number
  base_discount_amount?: number
  discount_amount?: number
  base_tax_amount?: number
  tax_amount?: number
  total_item_count: number
  total_qty_ordered?: number
  /** kg */
  weight?: number
  shipping_description?: string
  items: RestOrderItem[]
  billing_address?: RestOrderAddress
  payment?: {
    entity_id?: number
    parent_id?: number
    method?: string
    po_number?: string
    /** The payment method's title. */
    additional_information?: string[]
  }
  /** Newest first. */
  status_histories: RestStatusHistory[]
  extension_attributes: {
    shipping_assignments: {
      shipping: {
        address: RestOrderAddress
        /** The carrier's method code, null for none. */
        method: string | null
        total: { shipping_amount: number; base_shipping_amount: number }
      }
      items: RestOrderItem[]
    }[]
    /** The shop's request fields. */
    request_type: RequestType
    delivery_time?: DeliveryTime
    /** The staff user (username) the request is assigned to (an extension, set by the comments call). */
    assigned_to?: string
    /** One order's page only (an extension), counted as the shop counts them for the buyer. */
    pallets?: { full: number; part: number; loose_pieces: number }
    /** The buyer's open revision request (extensions): when they asked (UTC), and what should change. */
    revision_requested_at?: string
    revision_comment?: string
    /** The document sent last (an extension): its grand total is what the request now amounts to. */
    current_document?: {
      document_type: DocumentType
      increment_id: string
      version: number
      grand_total: number
    }
  }
}

/** The fields `GET /V1/orders` filters and sorts by: the order's columns and the sales desk's extensions. */
export const ORDER_SEARCH_FIELDS = [
  'entity_id',
  'increment_id',
  'quote_id',
  'store_id',
  'customer_id',
  'customer_email',
  'customer_firstname',
  'customer_lastname',
  'customer_taxvat',
  /** The billing address's company (an extension). */
  'billing_company',
  /** The billing and the shipping address's city (extensions). */
  'billing_city',
  'shipping_city',
  /** The buyer's purchase order number (an extension). */
  'po_number',
  /** The staff user the request is assigned to (an extension): the sales desk's "mine". */
  'assigned_to',
  /** When the buyer of a waiting quote request asked for a revision of its offer (an extension): the desk's state. */
  'revision_requested_at',
  /** That, else the request's arrival (an extension): what its answer-by day counts from, the desk's default order. */
  'waiting_since',
  'status',
  'state',
  'request_type',
  'grand_total',
  'created_at',
  'updated_at',
] as const
export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number]

export const CONDITION_TYPES = [
  'eq',
  'neq',
  'in',
  'nin',
  'like',
  'gt',
  'gteq',
  'lt',
  'lteq',
  'from',
  'to',
  'null',
  'notnull',
] as const
export type ConditionType = (typeof CONDITION_TYPES)[number]

/**
 * The largest page of a search: Magento's Web API input limits (`webapi/validation/maximum_page_size`, 300 when
 * input limits are on). Pages are counted up to MAX_PAGE so that the offset stays an exact number.
 */
export const MAX_REST_PAGE_SIZE = 300
const MAX_PAGE = 1_000_000

/** A whole number as Magento's REST reads an `int`: digits only ("1.5", "1e3", "-1" are refused). */
const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
const knownField = z
  .string()
  .refine((field): field is OrderSearchField => (ORDER_SEARCH_FIELDS as readonly string[]).includes(field))
const criteriaSchema = z.object({
  filter_groups: z.array(
    z.object({
      filters: z.array(
        z.object({
          field: knownField,
          value: z.string().optional().default(''),
          condition_type: z.enum(CONDITION_TYPES).optional().default('eq'),
        }),
      ),
    }),
  ),
  sort_orders: z.array(
    z.object({
      field: knownField,
      direction: z
        .string()
        .optional()
        .transform((d) => (d?.toUpperCase() === 'DESC' ? ('DESC' as const) : ('ASC' as const))),
    }),
  ),
  page_size: whole(MAX_REST_PAGE_SIZE).optional(),
  current_page: whole(MAX_PAGE).optional(),
})

/** Magento's data interfaces of a searchCriteria, as its messages name them. */
const SEARCH_CRITERIA = 'Magento\\Framework\\Api\\SearchCriteriaInterface'
const FILTER_GROUP = 'Magento\\Framework\\Api\\Search\\FilterGroup'
const FILTER = 'Magento\\Framework\\Api\\Filter'
const SORT_ORDER = 'Magento\\Framework\\Api\\SortOrder'

/** Refuses a key the data object has no property for, with Magento's message (see rest-input's `magentoIssue`). */
class UnknownProperty extends Error {
  constructor(readonly refusal: { message: string; parameters: string[] }) {
    super(refusal.message)
  }
}
function checked(tree: QueryTree, properties: readonly string[], className: string): QueryTree {
  const refusal = unknownProperty(tree, properties, className)
  if (refusal) throw new UnknownProperty(refusal)
  return tree
}

/** The criteria of the query tree in snake_case, each key checked (Magento takes snake_case or camelCase). */
function readCriteria(query: QueryTree) {
  const given = own(query, 'searchCriteria')
  const c = checked(
    typeof given === 'object' ? given : Object.create(null),
    ['filter_groups', 'sort_orders', 'page_size', 'current_page'],
    SEARCH_CRITERIA,
  )
  return {
    filter_groups: children(property(c, 'filter_groups')).map((group) => ({
      filters: children(own(checked(group, ['filters'], FILTER_GROUP), 'filters')).map((f) => {
        checked(f, ['field', 'value', 'condition_type'], FILTER)
        return { field: own(f, 'field') ?? '', value: own(f, 'value'), condition_type: property(f, 'condition_type') }
      }),
    })),
    sort_orders: children(property(c, 'sort_orders')).map((s) => {
      checked(s, ['field', 'direction'], SORT_ORDER)
      return { field: own(s, 'field') ?? '', direction: own(s, 'direction') }
    }),
    page_size: property(c, 'page_size'),
    current_page: property(c, 'current_page'),
  }
}

/**
 * `GET /V1/orders?searchCriteria…`: filters of a group are OR-ed, groups AND-ed. A field that is not an order field
 * (`constructor`, `toString`, …), an unknown condition, a page size that is not a whole number from 1 to 300, a page
 * past 1,000,000 or a key the criteria have no property for is refused.
 */
export const searchCriteriaQuery = z.preprocess((query, ctx) => {
  try {
    return readCriteria(query as QueryTree)
  } catch (error) {
    if (!(error instanceof UnknownProperty)) throw error
    ctx.addIssue({ code: 'custom', message: error.refusal.message, params: { magento: error.refusal } })
    return z.NEVER
  }
}, criteriaSchema)
export type SearchCriteria = z.output<typeof searchCriteriaQuery>

/** `GET /V1/orders`: one page of the search. */
export type OrderSearchResult = {
  items: RestOrder[]
  search_criteria: Partial<SearchCriteria>
  total_count: number
}

/**
 * The longest comment: Magento keeps a comment in `sales_order_status_history.comment`, a MySQL TEXT column of
 * 65,535 bytes; a longer one could not be stored there, so it is refused (counted in UTF-8 bytes).
 */
export const MAX_COMMENT_BYTES = 65_535
const flag = z.union([z.boolean(), z.number().int().min(0).max(1)]).nullish()

/**
 * `POST /V1/orders/{id}/comments`: a comment, the status the order moves to (its current one when absent), whether
 * the customer is mailed it and sees it in their order, and (an extension) whom the request is assigned to from now
 * on: a staff user's username, "" for nobody, absent for unchanged.
 */
export const commentBody = z.object({
  statusHistory: z.object({
    comment: z
      .string()
      .refine((c) => new TextEncoder().encode(c).byteLength <= MAX_COMMENT_BYTES)
      .nullish(),
    status: z.string().max(32).nullish(),
    is_customer_notified: flag,
    is_visible_on_front: flag,
    extension_attributes: z.object({ assigned_to: z.string().max(40).nullish() }).nullish(),
  }),
})
export type CommentInput = z.input<typeof commentBody>
export type CommentBody = z.output<typeof commentBody>
