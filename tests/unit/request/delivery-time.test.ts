/** The request mails (commerce) give a line beyond the stock the delivery time the shop's pages give it. */
import { describe, expect, it } from 'vitest'
import { backorderDeliveryTime } from '../../../commerce/src/sales/request/request-summary'
import { deliveryTimeFor } from '../../../contract/delivery-time'

describe('the delivery time of a line beyond the stock', () => {
  it('is the same in the mails as on the pages for every stock and quantity', () => {
    for (const deliveryTime of ['5–7 Tage', null])
      for (let stock = 0; stock <= 3; stock++)
        for (let quantity = stock + 1; quantity <= 5; quantity++) {
          const line = { qty_ordered: quantity, qty_backordered: quantity - stock }
          const pages = deliveryTimeFor({ deliveryTime, quantityInStock: stock }, quantity)
          expect(backorderDeliveryTime(line, deliveryTime), `${quantity} of ${stock}`).toBe(pages)
        }
  })

  it('is the item’s own without stock, on request beyond a part in stock', () => {
    expect(deliveryTimeFor({ deliveryTime: '5–7 Tage', quantityInStock: 0 }, 3)).toBe('5–7 Tage')
    expect(deliveryTimeFor({ deliveryTime: '1–2 Tage', quantityInStock: 2 }, 2)).toBe('1–2 Tage')
    expect(deliveryTimeFor({ deliveryTime: '1–2 Tage', quantityInStock: 2 }, 3)).toBeNull()
  })
})
