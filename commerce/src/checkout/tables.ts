/**
 * The checkout data of a cart (Magento's `quote_address` and `quote_payment`): one shipping and one billing address
 * per cart (Magento's GraphQL allows one shipping address), the chosen shipping method on the shipping address, the
 * chosen payment method with the buyer's purchase order number.
 */
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { quote } from '../quote/tables'

/** The columns of an address as a cart and an order keep it (Magento's quote_address and sales_order_address). */
export const addressColumns = () => ({
  firstname: text('firstname').notNull(),
  middlename: text('middlename'),
  lastname: text('lastname').notNull(),
  prefix: text('prefix'),
  suffix: text('suffix'),
  company: text('company'),
  /** Street lines separated by newlines, as in Magento. */
  street: text('street').notNull(),
  city: text('city').notNull(),
  region: text('region'),
  region_id: integer('region_id'),
  postcode: text('postcode'),
  country_id: text('country_id').notNull(),
  telephone: text('telephone'),
  fax: text('fax'),
  vat_id: text('vat_id'),
  /** The VIES check of `vat_id` (kernel/vat-validation.ts), under Magento's names: 1 when confirmed. */
  vat_is_valid: integer('vat_is_valid'),
  /** VIES's consultation number. */
  vat_request_id: text('vat_request_id'),
  vat_request_date: text('vat_request_date'),
  /** 0 when VIES could not be asked. */
  vat_request_success: integer('vat_request_success'),
})

export const quoteAddress = sqliteTable(
  'quote_address',
  {
    address_id: integer('address_id').primaryKey({ autoIncrement: true }),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quote.entity_id, { onDelete: 'cascade' }),
    address_type: text('address_type', { enum: ['shipping', 'billing'] }).notNull(),
    /** The customer's saved address this one was copied from (Magento's `customer_address_id`). */
    customer_address_id: integer('customer_address_id'),
    ...addressColumns(),
    same_as_billing: integer('same_as_billing').notNull().default(0),
    customer_notes: text('customer_notes'),
    /** `<carrier_code>_<method_code>`, as Magento stores it; shipping addresses only. */
    shipping_method: text('shipping_method'),
  },
  (t) => [uniqueIndex('quote_address_type').on(t.quote_id, t.address_type)],
)

export const quotePayment = sqliteTable('quote_payment', {
  quote_id: integer('quote_id')
    .primaryKey()
    .references(() => quote.entity_id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  po_number: text('po_number'),
})
