/**
 * The delivery time a buyer is told for a quantity of an item, one rule for the stock list, the product page, the
 * add notification, the cart and the request page (commerce's mails and documents say the same:
 * commerce/src/sales/request/request-summary.ts, kept in step by tests/unit/request/delivery-time.test.ts).
 *
 * The item's delivery time (the catalogue's `delivery_time`) holds while the stock covers the quantity, and for an
 * item with none in stock, whose delivery time is that of its production. A quantity beyond a part in stock is
 * produced or procured on top of it: its delivery time is given on request (null), as for an item without one.
 */
export function deliveryTimeFor(
  item: { deliveryTime: string | null; quantityInStock: number | null },
  quantity: number,
): string | null {
  const { quantityInStock } = item
  if (quantityInStock != null && quantityInStock > 0 && quantity > quantityInStock) return null
  return item.deliveryTime
}
