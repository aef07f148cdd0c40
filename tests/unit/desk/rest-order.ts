import type { RestOrder } from '../../../commerce/api/order'

/** A waiting quote request as commerce's admin REST answers it, with the fields a test names changed. */
export const restOrder = (fields: Partial<RestOrder> = {}): RestOrder => ({
  entity_id: 7,
  increment_id: '000000007',
  created_at: '2026-12-06 10:00:00',
  state: 'new',
  status: 'quote_requested',
  store_id: 1,
  customer_is_guest: 0,
  customer_email: 'kupiec@example.pl',
  base_currency_code: 'EUR',
  order_currency_code: 'EUR',
  base_grand_total: 100,
  grand_total: 100,
  base_subtotal: 100,
  subtotal: 100,
  total_item_count: 0,
  items: [],
  status_histories: [],
  extension_attributes: { shipping_assignments: [], request_type: 'quote' },
  ...fields,
})
